import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import { Journal } from '../../lib/eval/journal';
import { splitLeaked } from '../../lib/eval/leakage';
import { runAll } from '../../lib/eval/loop';
import type { EvalItem, EvalRecord, SystemName } from '../../lib/eval/types';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';

const items: EvalItem[] = ['a', 'b', 'c', 'd'].map((id, i) => ({
  id,
  claim: `claim ${id}`,
  gold: 'True',
  rawLabel: 'true',
  line: i + 1,
}));
const ok = (system: SystemName, item: EvalItem): EvalRecord => ({
  system,
  id: item.id,
  claim: item.claim,
  gold: item.gold,
  verdict: 'True',
  path: 'memory',
  confidence: 1,
  stageMs: {},
  totalMs: 1,
  llmCalls: 0,
  promptTokens: 0,
  completionTokens: 0,
});
const journalFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'loop-')), 'j.jsonl');

describe('evaluation loop', () => {
  it('resumes an interrupted run without running finished claims again', async () => {
    const file = journalFile();
    const controller = new AbortController();
    const calls: string[] = [];
    await runAll({
      systems: ['full'],
      items,
      journal: new Journal(file),
      concurrency: 1,
      signal: controller.signal,
      run: async (s, item) => {
        calls.push(item.id);
        if (item.id === 'b') controller.abort(); // the "LLM died" mid-run
        return ok(s, item);
      },
    });
    expect(calls).toEqual(['a', 'b']);
    const resumed: string[] = [];
    const result = await runAll({
      systems: ['full'],
      items,
      journal: new Journal(file),
      concurrency: 2,
      run: async (s, item) => (resumed.push(item.id), ok(s, item)),
    });
    expect(result).toEqual({ ran: 2, skipped: 2 });
    expect(resumed.sort()).toEqual(['c', 'd']);
    expect(
      new Journal(file)
        .records('full')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('records a technical failure as an unresolved claim with its message', async () => {
    const journal = new Journal(journalFile());
    await runAll({
      systems: ['full', 'llm-only'],
      items: items.slice(0, 1),
      journal,
      concurrency: 2,
      run: async (s, item) => {
        if (s === 'llm-only') throw new Error('LLM endpoint returned 500');
        return ok(s, item);
      },
    });
    expect(journal.records('llm-only')[0]).toMatchObject({ verdict: 'Unverified', error: 'LLM endpoint returned 500' });
    expect(journal.records('full')[0]).toMatchObject({ verdict: 'True' });
  });

  it('never runs more claims at once than asked', async () => {
    let active = 0;
    let peak = 0;
    await runAll({
      systems: ['full'],
      items,
      journal: new Journal(journalFile()),
      concurrency: 2,
      run: async (s, item) => {
        peak = Math.max(peak, ++active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return ok(s, item);
      },
    });
    expect(peak).toBe(2);
  });
});

describe('technical failures', () => {
  it('stops starting claims after three failures in a row; a resumed run checks the failed ones again', async () => {
    const file = journalFile();
    const six: EvalItem[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
      id,
      claim: id,
      gold: 'True',
      rawLabel: 'true',
      line: i + 1,
    }));
    const tried: string[] = [];
    const first = await runAll({
      systems: ['full'],
      items: six,
      journal: new Journal(file),
      concurrency: 1,
      maxConsecutiveErrors: 3,
      run: async (s, item) => {
        tried.push(item.id);
        if (item.id !== 'a') throw new Error('Could not reach 127.0.0.1');
        return ok(s, item);
      },
    });
    expect(first).toEqual({ ran: 4, skipped: 0, stoppedOn: 'Could not reach 127.0.0.1' });
    expect(tried).toEqual(['a', 'b', 'c', 'd']);

    const again: string[] = [];
    const second = await runAll({
      systems: ['full'],
      items: six,
      journal: new Journal(file),
      concurrency: 1,
      maxConsecutiveErrors: 3,
      run: async (s, item) => (again.push(item.id), ok(s, item)),
    });
    expect(second).toEqual({ ran: 5, skipped: 1 });
    expect(again).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(new Journal(file).records('full').every((r) => !r.error)).toBe(true);
  });

  it('a success between failures resets the count', async () => {
    const result = await runAll({
      systems: ['full'],
      items: [...items, ...items.map((i) => ({ ...i, id: `${i.id}2` }))],
      journal: new Journal(journalFile()),
      concurrency: 1,
      maxConsecutiveErrors: 3,
      run: async (s, item) => {
        if (['c', 'a2', 'd2'].includes(item.id)) return ok(s, item);
        throw new Error('HTTP 500');
      },
    });
    expect(result).toEqual({ ran: 8, skipped: 0 });
  });
});

describe('the journal', () => {
  it('refuses to resume another run, naming what differs and the way out', () => {
    const file = journalFile();
    new Journal(file, { data: '/d/claims.jsonl', llmModel: 'llama-3.3-70b' }).add(ok('full', items[0]!));
    expect(new Journal(file, { data: '/d/claims.jsonl', llmModel: 'llama-3.3-70b' }).has('full', 'a')).toBe(true);
    expect(() => new Journal(file, { data: '/d/claims.jsonl', llmModel: 'gpt-4o' })).toThrow(
      /belongs to another run \(llmModel: "llama-3\.3-70b" there, "gpt-4o" now\)\. Run with the same options to resume it, or give another --journal/,
    );
  });
});

describe('leakage guard', () => {
  it('keeps claims the graph holds word for word out of the scored set; a changed number or negation is a new claim', async () => {
    const db = new ClaimLensDB('eval-leakage');
    const w = new GraphWriter('pack:test');
    w.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
    w.addFact({ subject: 'masks', predicate: 'reduce', object: 'transmission by 50%', status: 'Verified' });
    await knowledgeOf(db).write(w);
    const claims: EvalItem[] = [
      'garlic cures the COVID-19',
      'Garlic does not cure COVID-19.',
      'Masks reduce transmission by 50%',
      'Masks reduce transmission by 60%',
      'Zinc shortens colds.',
    ].map((claim, i) => ({ id: `x${i}`, claim, gold: 'True', rawLabel: 'true', line: i + 1 }));
    const { clean, leaked } = await splitLeaked(claims, db);
    expect(leaked.map((i) => i.id)).toEqual(['x0', 'x2']);
    expect(clean.map((i) => i.id)).toEqual(['x1', 'x3', 'x4']);
    await db.delete();
  });
});
