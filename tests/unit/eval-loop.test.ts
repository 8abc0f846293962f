import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../lib/eval/journal';
import { splitLeaked } from '../../lib/eval/leakage';
import { runAll } from '../../lib/eval/loop';
import type { EvalItem, EvalRecord, SystemName } from '../../lib/eval/types';

const items: EvalItem[] = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, claim: `claim ${id}`, gold: 'True', rawLabel: 'true', line: i + 1 }));
const ok = (system: SystemName, item: EvalItem): EvalRecord => ({ system, id: item.id, claim: item.claim, gold: item.gold, verdict: 'True', path: 'memory', confidence: 1, stageMs: {}, totalMs: 1, llmCalls: 0, promptTokens: 0, completionTokens: 0 });
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
    const result = await runAll({ systems: ['full'], items, journal: new Journal(file), concurrency: 2, run: async (s, item) => (resumed.push(item.id), ok(s, item)) });
    expect(result).toEqual({ ran: 2, skipped: 2 });
    expect(resumed.sort()).toEqual(['c', 'd']);
    expect(new Journal(file).records('full').map((r) => r.id).sort()).toEqual(['a', 'b', 'c', 'd']);
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

describe('leakage guard', () => {
  it('keeps claims already in the graph out of the scored set', () => {
    const { clean, leaked } = splitLeaked(items, ['CLAIM A.', 'unrelated']);
    expect(leaked.map((i) => i.id)).toEqual(['a']);
    expect(clean.map((i) => i.id)).toEqual(['b', 'c', 'd']);
  });
});
