import { describe, expect, it } from 'vitest';

import type { DecompositionPlan } from '../../lib/decompose/plan';
import { type ClaimCheck, runPlan, type RunServices } from '../../lib/decompose/run';
import { defaultSettings } from '../../lib/settings/schema';

const plan: DecompositionPlan = {
  version: 1,
  method: 'rules',
  label: 'rules',
  ranking: null,
  notes: [],
  sentences: [
    { index: 0, text: 'Masks reduce spread and protect the wearer.', start: 0, end: 43, kind: 'claim', picked: true },
    { index: 1, text: 'Vitamin D prevents COVID-19.', start: 44, end: 72, kind: 'claim', picked: true },
  ],
  claims: [
    { id: 'c1', sentence: 0, text: 'Masks reduce spread.', method: 'rules', retrievalK: 5 },
    { id: 'c2', sentence: 0, text: 'Masks protect the wearer.', method: 'rules', retrievalK: 5 },
    { id: 'c3', sentence: 1, text: 'Vitamin D prevents COVID-19.', method: 'rules', retrievalK: 5 },
  ],
};

function services(results: Record<string, ClaimCheck>) {
  const calls: string[] = [];
  const progress: string[] = [];
  const s: RunServices = {
    check: async (text) => {
      calls.push(text);
      return results[text] ?? { verdict: 'Unverified', evidence: [] };
    },
    retrieve: async () => [],
    neighbours: async () => ({
      vector: [1, 0],
      neighbours: [
        {
          id: 'fact:vd',
          text: 'Vitamin D deficiency is linked to severe COVID-19.',
          vector: [0.8, 0.6],
          status: 'Verified',
        },
      ],
    }),
    llm: null,
    onClaim: (c, i, n) => progress.push(`${c.id} ${i + 1}/${n}`),
  };
  return { s, calls, progress };
}

describe('running a plan without an LLM', () => {
  it('checks every claim once, in order, and aggregates by GraphCheck’s rule', async () => {
    const { s, calls, progress } = services({
      'Masks reduce spread.': {
        verdict: 'True',
        confidence: 0.9,
        evidence: [{ kind: 'memory', text: 'Masks reduce transmission.' }],
        checkId: 'check:1',
      },
      'Masks protect the wearer.': { verdict: 'True', evidence: [] },
    });
    const trace = await runPlan(plan, s, defaultSettings().decompose);
    expect(calls).toEqual(['Masks reduce spread.', 'Masks protect the wearer.', 'Vitamin D prevents COVID-19.']);
    expect(progress).toEqual(['c1 1/3', 'c2 2/3', 'c3 3/3']);
    expect(trace.sentences.map((x) => x.verdict)).toEqual(['True', 'Unverified']);
    expect(trace.overall).toBe('Unverified');
    expect(trace.outcomes[0]).toMatchObject({ claimId: 'c1', verdict: 'True', confidence: 0.9, checkId: 'check:1' });
  });

  it('lists related knowledge for an Unverified claim, and none when the setting is 0', async () => {
    const { s } = services({});
    const trace = await runPlan(plan, s, defaultSettings().decompose);
    expect(trace.outcomes[2]!.related).toEqual([
      expect.objectContaining({ id: 'fact:vd', label: 'related, not the same claim' }),
    ]);
    const off = await runPlan(plan, services({}).s, { ...defaultSettings().decompose, relatedLimit: 0 });
    expect(off.outcomes[2]!.related).toBeUndefined();
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { s, calls } = services({});
    s.signal = controller.signal;
    s.onClaim = (_c, i) => i === 1 && controller.abort();
    await expect(runPlan(plan, s, defaultSettings().decompose)).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('one refuted claim makes the selection False', async () => {
    const { s } = services({
      'Masks reduce spread.': { verdict: 'True', evidence: [] },
      'Masks protect the wearer.': { verdict: 'True', evidence: [] },
      'Vitamin D prevents COVID-19.': { verdict: 'False', evidence: [] },
    });
    expect((await runPlan(plan, s, defaultSettings().decompose)).overall).toBe('False');
  });
});
