import { describe, expect, it } from 'vitest';

import type { CheckRecord } from '../../lib/db/records';
import {
  addDispute,
  DisputeError,
  disputeProblem,
  readerCorrectionFor,
  setDisputeActive,
} from '../../lib/kg/graph/disputes';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { createLlmServices } from '../../lib/llm/provider';
import { createPipeline } from '../../lib/pipeline/run';
import { ConsentBroker } from '../../lib/privacy/consent';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { doneCheck } from './support/check-row';
import { freshDatabases } from './support/kg-db';
import { models } from './support/kg-fixtures';

const freshDb = freshDatabases('kg-disputes');
const CLAIM = 'Eating garlic prevents COVID-19.';

async function setup() {
  const db = freshDb();
  // A pack holds the claim as false: memory answers it word for word, without models.
  const w = new GraphWriter('pack:team');
  w.addClaim({ text: CLAIM, status: 'FALSE' });
  await knowledgeOf(db).write(w, {});
  const run = createPipeline({
    db,
    models: models(null, null),
    llm: createLlmServices(() => {
      throw new Error('no local LLM in this test');
    }),
    consent: new ConsentBroker(db),
  });
  const check = async (text: string) =>
    run({ id: 'check:next' as CheckRecord['id'], text } as CheckRecord, {
      signal: new AbortController().signal,
      config: defaultEngineConfig(),
      onStage: () => undefined,
    });
  const first = await check(CLAIM);
  await db.checks.put({
    ...doneCheck({}, CLAIM),
    id: 'check:first',
    verdict: first.verdict,
    path: first.path,
    explanation: first.explanation!,
    evidence: first.evidence,
  });
  return { db, check, first };
}

describe('reader disputes', () => {
  it.each([
    ['no such check', undefined, { verdict: 'True', reason: 'x' }, /no longer in the history/],
    ['still running', { status: 'running' }, { verdict: 'True', reason: 'x' }, /Only a finished verdict/],
    ['no reason', {}, { verdict: 'True', reason: '   ' }, /Say why the verdict is wrong/],
    ['a verdict memory cannot hold', {}, { verdict: 'Unverified', reason: 'x' }, /True or False/],
    [
      'a script URL as the source',
      {},
      { verdict: 'True', reason: 'x', sourceUrl: 'javascript:alert(1)' },
      /is not a web address/,
    ],
    ['a reason too long', {}, { verdict: 'True', reason: 'x'.repeat(2001) }, /keep it under 2000/],
    ['fine', {}, { verdict: 'False', reason: 'The WHO says so.', sourceUrl: 'https://www.who.int/x' }, null],
  ] as const)('input: %s', (_name, over, input, problem) => {
    const check = over === undefined ? undefined : { ...doneCheck({}), verdict: 'True' as const, ...over };
    const got = disputeProblem(check as CheckRecord | undefined, input as never);
    if (problem) expect(got).toMatch(problem);
    else expect(got).toBeNull();
  });

  it('a correction is stored as the reader’s, memory answers with it from then on, and undo brings the original back', async () => {
    const { db, check, first } = await setup();
    expect(first).toMatchObject({ verdict: 'False', path: 'memory' });

    const d = await addDispute(
      db,
      {
        checkId: 'check:first',
        verdict: 'True',
        reason: 'Our desk’s trial found it does.',
        sourceUrl: 'https://journal.example.org/garlic',
      },
      1_000,
    );
    expect(d).toMatchObject({
      claim: CLAIM,
      verdict: 'True',
      state: 'active',
      origin: 'reader',
      provenance: 'reader',
      createdAt: 1_000,
      original: { checkId: 'check:first', verdict: 'False', path: 'memory' },
    });
    expect(d.original.nodeId).toMatch(/^claim:/);
    // The original check and the pack's node are kept as they were.
    expect((await db.checks.get('check:first'))?.verdict).toBe('False');
    expect((await db.claims.toArray()).map((c) => [c.text, c.status, c.origins])).toEqual([
      [CLAIM, 'FALSE', ['pack:team']],
    ]);

    // The next check of the same claim (other spacing and case) is answered from the correction.
    const next = await check('  eating GARLIC prevents covid-19  ');
    expect(next).toMatchObject({ verdict: 'True', path: 'memory', notice: 'Your correction', confidence: null });
    expect(next.explanation).toBe(
      'You corrected this claim on 1970-01-01 (it had been checked as False): Our desk’s trial found it does.',
    );
    expect(next.evidence).toEqual([
      {
        kind: 'memory',
        text: 'Our desk’s trial found it does.',
        title: 'Your correction',
        url: 'https://journal.example.org/garlic',
      },
    ]);
    // Another claim is not touched by it.
    expect((await check('Garlic cures the flu.')).notice).toBeUndefined();

    await setDisputeActive(db, d.id, false, 2_000);
    expect(await check(CLAIM)).toMatchObject({ verdict: 'False', path: 'memory' });
    expect((await db.disputes.get(d.id))?.state).toBe('undone');

    await setDisputeActive(db, d.id, true, 3_000);
    expect((await check(CLAIM)).verdict).toBe('True');
  });

  it('a second correction of the same claim sets the first aside; applying the first again sets the second aside', async () => {
    const { db } = await setup();
    const a = await addDispute(db, { checkId: 'check:first', verdict: 'True', reason: 'First thought.' }, 1);
    const b = await addDispute(db, { checkId: 'check:first', verdict: 'False', reason: 'Second thought.' }, 2);
    expect((await db.disputes.get(a.id))?.state).toBe('undone');
    expect((await readerCorrectionFor(db, CLAIM))?.id).toBe(b.id);
    await setDisputeActive(db, a.id, true, 3);
    expect((await readerCorrectionFor(db, CLAIM))?.id).toBe(a.id);
    expect((await db.disputes.get(b.id))?.state).toBe('undone');
  });

  it('refuses a dispute it cannot store, storing nothing', async () => {
    const { db } = await setup();
    await expect(addDispute(db, { checkId: 'check:first', verdict: 'True', reason: '' })).rejects.toBeInstanceOf(
      DisputeError,
    );
    await expect(addDispute(db, { checkId: 'check:gone', verdict: 'True', reason: 'x' })).rejects.toThrow(
      /no longer in the history/,
    );
    expect(await db.disputes.count()).toBe(0);
  });
});
