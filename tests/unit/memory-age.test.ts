import { describe, expect, it } from 'vitest';

import type { CheckRecord } from '../../lib/db/records';
import { toSummary } from '../../lib/jobs/summary';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { NO_MODELS } from '../../lib/ml/types';
import { oldEvidenceNotice } from '../../lib/pipeline/stages/memory/age';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { freshDatabases } from './support/kg-db';
import { stageContext } from './support/scripted-tribunal';

/** Old evidence notice (issue 32 item 4): a memory answer says how old its evidence is, past a setting. */

const NOW = Date.UTC(2026, 11, 3);
const YEAR = 365.25 * 24 * 3600 * 1000;

describe('oldEvidenceNotice', () => {
  it.each([
    ['verified in 2020, 5 years', Date.UTC(2020, 5, 1), 5, 2020],
    ['exactly 5 years old', NOW - 5 * YEAR, 5, 2021],
    ['4.9 years old', NOW - 4.9 * YEAR, 5, null],
    ['this year', Date.UTC(2026, 0, 1), 5, null],
    ['2 years old at a 1-year setting', Date.UTC(2024, 10, 1), 1, 2024],
    ['2020, with the notice off (0)', Date.UTC(2020, 5, 1), 0, null],
    ['no time recorded', 0, 5, null],
    ['a time that is not one', Number.NaN, 5, null],
  ])('%s', (_, verifiedAt, years, year) => {
    const notice = oldEvidenceNotice(verifiedAt, years, NOW);
    expect(notice === null ? null : Number(/^Evidence from (\d{4}):/.exec(notice)?.[1])).toBe(year);
  });

  it('names the year and the one-click way to newer evidence', () => {
    expect(oldEvidenceNotice(Date.UTC(2020, 5, 1), 5, NOW)).toBe(
      'Evidence from 2020: guidance may have changed since. Check online for newer evidence (“Check online instead” in the side panel).',
    );
  });
});

describe('a memory answer on old evidence', () => {
  const fresh = freshDatabases('memory-age');
  const CLAIM = 'Vitamin D supplements prevent all colds.';

  async function answerFor(verifiedAt: number, years?: number) {
    const db = fresh();
    const w = new GraphWriter('pack:test');
    w.addClaim({ text: CLAIM, status: 'FALSE', verifiedAt });
    await knowledgeOf(db).write(w);
    const config = defaultEngineConfig();
    if (years !== undefined) config.settings.memory.oldEvidenceYears = years;
    return (await memoryStage(CLAIM, stageContext(db, NO_MODELS, config, 'check:age'))).outcome!;
  }

  it('says “Evidence from 2019” beside the verdict, and the badge’s note carries it', async () => {
    const outcome = await answerFor(Date.UTC(2019, 2, 1));
    expect(outcome).toMatchObject({ verdict: 'False', path: 'memory' });
    expect(outcome.notice).toMatch(/^Evidence from 2019: guidance may have changed since\./);
    // The badge reads the stored check's summary; only the fields it reads are set here.
    const record = { id: 'check:age', status: 'done', text: CLAIM, updatedAt: 0, ...outcome } as unknown as CheckRecord;
    const summary = toSummary(record);
    expect(summary.note).toMatch(/^Evidence from 2019/);
  });

  it('says nothing for recent evidence, or when the setting is 0', async () => {
    expect((await answerFor(Date.now() - YEAR)).notice).toBeUndefined();
    expect((await answerFor(Date.UTC(2019, 2, 1), 0)).notice).toBeUndefined();
  });
});
