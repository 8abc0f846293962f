import { describe, expect, it } from 'vitest';

import type { Verdict } from '../../lib/core/types';
import { type CorrectionServices, groundedIn, suggestCorrection } from '../../lib/decompose/correct';
import { closestKnowledge, type KnowledgeNeighbour } from '../../lib/decompose/related';

const CLAIM = 'Ivermectin cures COVID-19 in two days.';
const EVIDENCE = [
  'Large randomised trials found that ivermectin did not reduce hospitalisation or recovery time in COVID-19 patients.',
];

function services(rewrites: string[], verdicts: Record<string, Verdict>) {
  const seen = { rewrites: [] as string[][], checks: [] as string[] };
  const s: CorrectionServices = {
    rewrite: async (_claim, _evidence, rejected) => {
      seen.rewrites.push([...rejected]);
      return rewrites.shift() ?? '';
    },
    check: async (text) => {
      seen.checks.push(text);
      return verdicts[text] ?? 'Unverified';
    },
  };
  return { s, seen };
}

describe('suggest a correction (Atomic fact-checking: up to 3 loops)', () => {
  it('stops at the first rewrite the check finds True', async () => {
    const good = 'Ivermectin did not reduce recovery time in COVID-19 patients.';
    const { s, seen } = services(['Ivermectin reduces hospitalisation in COVID-19 patients.', good, 'never asked'], {
      'Ivermectin reduces hospitalisation in COVID-19 patients.': 'False',
      [good]: 'True',
    });
    const r = await suggestCorrection(CLAIM, EVIDENCE, s);
    expect(r.corrected).toBe(good);
    expect(r.attempts.map((a) => a.outcome)).toEqual(['False', 'True']);
    expect(seen.rewrites).toEqual([[], ['Ivermectin reduces hospitalisation in COVID-19 patients.']]);
  });

  it('gives up after 3 loops, never checks an ungrounded or repeated rewrite', async () => {
    const { s, seen } = services(
      [
        'Ivermectin cures COVID-19 in two days',
        'Vitamin D from sunlight prevents influenza entirely.',
        'Ivermectin did not reduce hospitalisation.',
        'fourth',
      ],
      {
        'Ivermectin did not reduce hospitalisation.': 'Unverified',
      },
    );
    const r = await suggestCorrection(CLAIM, EVIDENCE, s);
    expect(r.corrected).toBeNull();
    expect(r.attempts.map((a) => a.outcome)).toEqual(['repeat', 'not-from-evidence', 'Unverified']);
    expect(seen.checks).toEqual(['Ivermectin did not reduce hospitalisation.']);
    expect(seen.rewrites).toHaveLength(3);
  });

  it('runs no loop when corrections are off', async () => {
    const { s, seen } = services(['x'], {});
    expect(await suggestCorrection(CLAIM, EVIDENCE, s, 0)).toEqual({ corrected: null, attempts: [] });
    expect(seen.rewrites).toHaveLength(0);
  });

  it('tells grounded rewrites from invented ones', () => {
    expect(groundedIn('Ivermectin did not reduce recovery time.', [CLAIM, ...EVIDENCE])).toBe(true);
    expect(groundedIn('Hydroxychloroquine prevents malaria in travellers.', [CLAIM, ...EVIDENCE])).toBe(false);
    expect(groundedIn('', [CLAIM])).toBe(false);
  });
});

describe('undetermined still helps: the closest knowledge', () => {
  const unit = (v: number[]) => {
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  };
  const claim = { text: 'Vitamin D prevents COVID-19.', vector: unit([1, 0, 0]) };
  const n = (id: string, text: string, v: number[], extra: Partial<KnowledgeNeighbour> = {}): KnowledgeNeighbour => ({
    id,
    text,
    vector: unit(v),
    ...extra,
  });

  it('keeps related knowledge, closest first, and leaves out the claim itself, near-copies and the unrelated', () => {
    const related = closestKnowledge(claim, [
      n('claim:same', 'Vitamin D prevents COVID-19', [1, 0, 0]),
      n('claim:almost', 'Vitamin D prevents covid.', [1, 0.05, 0], { status: 'FALSE' }),
      n('fact:a', 'Vitamin D deficiency is associated with severe COVID-19.', [0.8, 0.6, 0], {
        status: 'Verified',
        url: 'https://example.org/a',
      }),
      n('fact:a2', 'Low vitamin D is linked to severe COVID-19.', [0.79, 0.6, 0.05]),
      n('fact:b', 'Vitamin D supplements did not prevent respiratory infections in a trial.', [0.6, 0, 0.8]),
      n('fact:far', 'Masks reduce transmission.', [0.1, 0.2, 0.97]),
    ]);
    expect(related.map((r) => r.id)).toEqual(['fact:a', 'fact:b']);
    expect(related[0]).toMatchObject({
      label: 'related, not the same claim',
      status: 'Verified',
      url: 'https://example.org/a',
    });
    expect(related[0]!.similarity).toBeCloseTo(0.8, 6);
  });

  it('respects the limit and returns nothing when nothing is close', () => {
    const many = Array.from({ length: 10 }, (_, i) => n(`fact:${i}`, `fact ${i}`, [0.7, Math.cos(i), Math.sin(i)]));
    expect(closestKnowledge(claim, many, { limit: 2, redundant: 1.01 })).toHaveLength(2);
    expect(closestKnowledge(claim, [n('fact:x', 'unrelated', [0, 1, 0])])).toEqual([]);
  });
});
