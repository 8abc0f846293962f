import { describe, expect, it } from 'vitest';

import type { Verdict } from '../../lib/core/types';
import { aggregateConfidence, aggregateVerdicts } from '../../lib/decompose/aggregate';
import {
  directThenGraph,
  type GraphServices,
  MASK,
  pathsVerdict,
  runGraphCheck,
} from '../../lib/decompose/graph/check';
import { normalisePlaceholders, parseClaimGraph, renderTriple } from '../../lib/decompose/graph/parse';
import { identificationOrders, pathCount, retrievalSize } from '../../lib/decompose/graph/paths';
import { claimGraphPrompt } from '../../lib/decompose/llm/prompts/claim-graph';
import { seededRandom } from '../../lib/decompose/random';

// The prompt's own few-shot answer (GraphCheck, Figure 1): the parser must read what the prompt
// teaches.
const MUSICIAN = claimGraphPrompt('x')[2]!.content;

describe('GraphCheck triples', () => {
  it('parses both sections and maps placeholders to their references', () => {
    const g = parseClaimGraph(MUSICIAN);
    expect(g.latent).toEqual([
      { id: '(ENT1)', reference: 'the musician' },
      { id: '(ENT2)', reference: 'a band' },
    ]);
    expect(g.triples).toHaveLength(5);
    expect(g.triples.filter((t) => t.section === 'latent')).toHaveLength(3);
    expect(g.triples[3]).toEqual({
      subject: '(ENT1)',
      relation: 'is a percussionist for',
      object: '(ENT2)',
      section: 'triples',
    });
    expect(g.problems).toEqual([]);
  });

  it('repairs sloppy answers: bullets, fences, "ENT 1", "is a" references; reports what it dropped', () => {
    const g = parseClaimGraph(
      '```\nLatent entities:\n- ENT 1 [SEP] is a [SEP] drug\n1. (ENT1) [SEP] was approved in [SEP] 2021\nTriples:\nthis line has no separators\n(ENT1) [SEP] cures [SEP] COVID-19\n(ENT7) [SEP] makes [SEP] (ENT1)\n```',
    );
    expect(g.latent).toEqual([
      { id: '(ENT1)', reference: 'a drug' },
      { id: '(ENT7)', reference: 'something' },
    ]);
    expect(g.triples.map((t) => renderTriple(t, { '(ENT1)': 'Ivermectin' }))).toEqual([
      'Ivermectin is a drug',
      'Ivermectin was approved in 2021',
      'Ivermectin cures COVID-19',
      '(ENT7) makes Ivermectin',
    ]);
    expect(g.problems).toEqual([
      expect.stringMatching(/Not a triple/),
      expect.stringMatching(/\(ENT7\) has no reference/),
    ]);
    expect(normalisePlaceholders('ent 2 and (ENT03)')).toBe('(ENT2) and (ENT3)');
  });

  it('bounds the triples of an over-long answer', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Drug ${i} [SEP] cures [SEP] flu`).join('\n');
    const g = parseClaimGraph(long);
    expect(g.triples).toHaveLength(12);
    expect(g.problems.at(-1)).toMatch(/More than 12 triples/);
  });

  it('renders a triple with identified entities, references, or the mask', () => {
    const g = parseClaimGraph(MUSICIAN);
    expect(renderTriple(g.triples[3]!, { '(ENT1)': MASK, '(ENT2)': 'a band' })).toBe(
      '[MASK] is a percussionist for a band',
    );
  });
});

describe('identification paths', () => {
  it('enumerates every order up to P̄ and samples P̄ distinct orders beyond', () => {
    expect(identificationOrders([], 5, Math.random)).toEqual([[]]);
    expect(identificationOrders(['A'], 5, Math.random)).toEqual([['A']]);
    expect(identificationOrders(['A', 'B'], 5, Math.random)).toEqual([
      ['A', 'B'],
      ['B', 'A'],
    ]);
    const three = identificationOrders(['A', 'B', 'C'], 5, seededRandom(1));
    expect(three).toHaveLength(5);
    expect(new Set(three.map((o) => o.join())).size).toBe(5);
    three.forEach((o) => expect([...o].sort()).toEqual(['A', 'B', 'C']));
    expect(identificationOrders(['A', 'B', 'C'], 6, seededRandom(1))).toHaveLength(6);
    expect(identificationOrders(['A', 'B', 'C', 'D', 'E'], 5, seededRandom(2))).toHaveLength(5);
    expect(identificationOrders(['A', 'B', 'C'], 5, seededRandom(9))).toEqual(
      identificationOrders(['A', 'B', 'C'], 5, seededRandom(9)),
    );
  });

  it('counts paths as min(n!, P̄)', () => {
    expect([0, 1, 2, 3, 4].map((n) => pathCount(n, 5))).toEqual([1, 1, 2, 5, 5]);
    expect(pathCount(3, 24)).toBe(6);
  });

  it('sizes retrieval by latent entities: 5, 10, 50', () => {
    expect([0, 1, 2, 3, 5].map(retrievalSize)).toEqual([5, 10, 50, 50, 50]);
  });
});

/** Services answering from fixed tables, recording every call. */
function scripted(infills: Record<string, string | null>, verdicts: Record<string, Verdict>) {
  const calls = { retrieve: [] as { query: string; k: number }[], infill: [] as string[][], verify: [] as string[] };
  const services: GraphServices = {
    retrieve: async (query, k) => {
      calls.retrieve.push({ query, k });
      return [`doc for ${query}`];
    },
    infill: async ({ statements }) => {
      calls.infill.push(statements);
      const key = statements.join(' | ');
      if (!(key in infills)) throw new Error(`unexpected infill: ${key}`);
      return infills[key]!;
    },
    verify: async (s) => {
      calls.verify.push(s);
      return verdicts[s] ?? 'Unverified';
    },
  };
  return { services, calls };
}

describe('GraphCheck verification', () => {
  const graph = parseClaimGraph(MUSICIAN);
  const options = { pathLimit: 5, random: seededRandom(1) };

  it('supports the claim through the second path when the first misidentifies (GraphCheck, Figure 1)', async () => {
    const { services, calls } = scripted(
      {
        // Path 1: (ENT1) first, with (ENT2) named by its reference: the wrong musician.
        '[MASK] is the musician | [MASK] is part of Tall Birds | [MASK] is a percussionist for a band':
          'Randall Nieman',
        '[MASK] is a band | Randall Nieman is a percussionist for [MASK] | [MASK] formed in Issaquah, Washington':
          'Modest Mouse',
        // Path 2: (ENT2) first.
        '[MASK] is a band | the musician is a percussionist for [MASK] | [MASK] formed in Issaquah, Washington':
          'Modest Mouse',
        '[MASK] is the musician | [MASK] is part of Tall Birds | [MASK] is a percussionist for Modest Mouse':
          'Davey Brozowski',
      },
      {
        'Randall Nieman is the musician': 'True',
        'Randall Nieman is part of Tall Birds': 'False',
        'Davey Brozowski is the musician': 'True',
        'Davey Brozowski is part of Tall Birds': 'True',
        'Modest Mouse is a band': 'True',
        'Davey Brozowski is a percussionist for Modest Mouse': 'True',
        'Modest Mouse formed in Issaquah, Washington': 'True',
      },
    );
    const result = await runGraphCheck(graph, services, options);
    expect(result.verdict).toBe('True');
    expect(result.paths.map((p) => p.verdict)).toEqual(['False', 'True']);
    expect(result.paths[0]!.statements.map((s) => s.verdict)).toEqual(['True', 'False']); // stops at the first unsupported triple
    expect(result.paths[1]!.entities).toEqual({ '(ENT2)': 'Modest Mouse', '(ENT1)': 'Davey Brozowski' });
    expect(calls.retrieve.every((r) => r.k === 50)).toBe(true); // two latent entities → K = 50
    expect(result.checks).toBe(calls.verify.length);
    expect(result.infills).toBe(4);
  });

  it('refutes only when every path meets a refuted triple; an unidentified entity leaves it Unverified', async () => {
    const single = parseClaimGraph(
      '# Latent Entities:\n(ENT1) [SEP] is [SEP] a drug\n# Triples:\n(ENT1) [SEP] cures [SEP] COVID-19',
    );
    const refuted = scripted(
      { '[MASK] is a drug | [MASK] cures COVID-19': 'Ivermectin' },
      { 'Ivermectin is a drug': 'True', 'Ivermectin cures COVID-19': 'False' },
    );
    expect((await runGraphCheck(single, refuted.services, options)).verdict).toBe('False');
    expect(refuted.calls.retrieve[0]!.k).toBe(10); // one latent entity → K = 10
    const unknown = scripted({ '[MASK] is a drug | [MASK] cures COVID-19': null }, {});
    const r = await runGraphCheck(single, unknown.services, options);
    expect(r.verdict).toBe('Unverified');
    expect(unknown.calls.verify).toEqual([]);
    expect(r.paths[0]!.entities).toEqual({ '(ENT1)': null });
  });

  it('checks a claim without latent entities on one path with K = 5, each statement once', async () => {
    const plain = parseClaimGraph(
      '# Triples:\nMasks [SEP] reduce [SEP] transmission\nMasks [SEP] protect [SEP] the wearer',
    );
    const { services, calls } = scripted(
      {},
      { 'Masks reduce transmission': 'True', 'Masks protect the wearer': 'Unverified' },
    );
    const r = await runGraphCheck(plain, services, options);
    expect(r.verdict).toBe('Unverified');
    expect(calls.verify).toEqual(['Masks reduce transmission', 'Masks protect the wearer']);
    expect(calls.infill).toEqual([]);
    expect(retrievalSize(plain.latent.length)).toBe(5);
  });

  it('explores at most P̄ paths', async () => {
    const many = parseClaimGraph(
      [
        '# Latent Entities:',
        '(ENT1) [SEP] is [SEP] a',
        '(ENT2) [SEP] is [SEP] b',
        '(ENT3) [SEP] is [SEP] c',
        '(ENT4) [SEP] is [SEP] d',
        '# Triples:',
        '(ENT1) [SEP] knows [SEP] (ENT2)',
        '(ENT3) [SEP] knows [SEP] (ENT4)',
      ].join('\n'),
    );
    let infills = 0;
    const services: GraphServices = {
      retrieve: async () => [],
      infill: async () => `e${++infills}`,
      verify: async () => 'Unverified',
    };
    const r = await runGraphCheck(many, services, { pathLimit: 3, random: seededRandom(4) });
    expect(r.paths).toHaveLength(3);
    expect(infills).toBe(12);
  });

  it('gives up a path verdict by GraphCheck’s rule', () => {
    expect(pathsVerdict(['False', 'True'])).toBe('True');
    expect(pathsVerdict(['False', 'False'])).toBe('False');
    expect(pathsVerdict(['False', 'Unverified'])).toBe('Unverified');
    expect(pathsVerdict([])).toBe('Unverified');
  });
});

describe('DP-GraphCheck: direct check first', () => {
  const graphResult = (verdict: Verdict) => ({ verdict, paths: [], checks: 3, infills: 2 });

  it('skips the graph route when the direct check settles the claim, True or False', async () => {
    let graphRuns = 0;
    const graph = async () => {
      graphRuns++;
      return graphResult('True');
    };
    expect(await directThenGraph(async () => 'True', graph)).toMatchObject({
      verdict: 'True',
      stage: 'direct',
      checks: 1,
    });
    // A refuted claim is not reopened: an LLM's graph that drops the false relation would "support" it.
    expect(await directThenGraph(async () => 'False', graph)).toMatchObject({
      verdict: 'False',
      stage: 'direct',
      direct: 'False',
      checks: 1,
    });
    expect(graphRuns).toBe(0);
  });

  it('takes the graph route for a claim the direct check left Unverified; the graph settles it or it stays open', async () => {
    expect(
      await directThenGraph(
        async () => 'Unverified',
        async () => graphResult('True'),
      ),
    ).toMatchObject({ verdict: 'True', stage: 'graph', checks: 4 });
    expect(
      await directThenGraph(
        async () => 'Unverified',
        async () => graphResult('False'),
      ),
    ).toMatchObject({ verdict: 'False', stage: 'graph' });
    expect(
      await directThenGraph(
        async () => 'Unverified',
        async () => graphResult('Unverified'),
      ),
    ).toMatchObject({ verdict: 'Unverified', stage: 'graph' });
  });
});

describe('aggregation', () => {
  it('all supported → True, any refuted → False, else Unverified', () => {
    expect(aggregateVerdicts(['True', 'True'])).toBe('True');
    expect(aggregateVerdicts(['True', 'False', 'Unverified'])).toBe('False');
    expect(aggregateVerdicts(['True', 'Unverified'])).toBe('Unverified');
    expect(aggregateVerdicts([])).toBe('Unverified');
  });
});

describe('the confidence of an aggregated verdict', () => {
  it('True holds as far as its weakest part, False rests on its surest refuted part, Unverified has none', () => {
    expect(
      aggregateConfidence([
        { verdict: 'True', confidence: 0.9 },
        { verdict: 'True', confidence: 0.7 },
      ]),
    ).toBe(0.7);
    expect(
      aggregateConfidence([
        { verdict: 'True', confidence: 0.9 },
        { verdict: 'False', confidence: 0.6 },
        { verdict: 'False', confidence: 0.8 },
      ]),
    ).toBe(0.8);
    expect(
      aggregateConfidence([
        { verdict: 'True', confidence: 0.9 },
        { verdict: 'Unverified', confidence: null },
      ]),
    ).toBeNull();
    expect(
      aggregateConfidence([
        { verdict: 'True', confidence: 0.9 },
        { verdict: 'True', confidence: null },
      ]),
    ).toBeNull();
    expect(aggregateConfidence([])).toBeNull();
  });
});
