// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { MemoryTrace } from '../../components/sidepanel/check/MemoryTrace';
import { TRACE_VIEWS } from '../../components/sidepanel/check/traces';
import type { CheckRecord } from '../../lib/db/records';
import type { MemoryTrace as Trace } from '../../lib/kg/memory/trace';

const trace: Trace = {
  mode: 'embedding',
  embedModel: 'all-MiniLM-L6-v2',
  nliModel: 'nli-deberta-v3-xsmall',
  threshold: 0.75,
  claimWords: 9,
  candidates: {
    macro: {
      index: 'macro',
      nodeId: 'claim:a',
      text: 'Symptomless people can spread COVID-19.',
      status: 'TRUE',
      S: 0.913,
    },
    micro: null,
  },
  selected: 'macro',
  arbitration: 'Only the MACRO candidate is eligible (S 0.913 ≥ 0.750).',
  nli: { entailment: 0.03, contradiction: 0.012, neutral: 0.958 },
  relation: 'neutral',
  N: 0.03,
  graph: {
    G: 0.42,
    tripleOverlap: 0.3,
    entityCoverage: 1,
    corroboration: 0.5,
    correction: 0,
    sharedTriples: 1,
    unionTriples: 3,
  },
  C: 0.599,
  weights: { S: 0.6, N: 0.3, G: 0.1 },
  rule: 'TRUE + Neutral → True if confidence allows',
  guard: {
    name: 'high-neutral',
    detail: 'Similar wording (S 0.91) but the NLI sees no logical link (P(neutral) 0.96 ≥ 0.90).',
  },
  outcome: 'passed',
  summary: 'high-neutral guard: Similar wording (S 0.91) but the NLI sees no logical link (P(neutral) 0.96 ≥ 0.90).',
};

describe('the memory trace in the side panel', () => {
  it('is registered for traces.memory', () => {
    expect(TRACE_VIEWS.find((v) => v.key === 'memory')?.View).toBe(MemoryTrace);
  });

  it('shows the candidate, S, the NLI probabilities, G, C and the guard that fired', () => {
    const html = renderToStaticMarkup(createElement(MemoryTrace, { trace, check: {} as CheckRecord }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Embeddings + NLI · all-MiniLM-L6-v2 (threshold 0.75) · nli-deberta-v3-xsmall');
    expect(text).toContain('chosen · S 0.91 · stored as TRUE · Symptomless people can spread COVID-19.');
    expect(text).toContain('entailment 0.03 · contradiction 0.01 · neutral 0.96 → neutral');
    expect(text).toContain('0.42 (triple overlap 0.30, entities 1.00, corroboration 0.50, correction 0.00)');
    expect(text).toContain('0.60 = 0.60·S + 0.30·N (0.03) + 0.10·G');
    expect(text).toContain('high-neutral: Similar wording (S 0.91) but the NLI sees no logical link');
    expect(text).toContain('MICRO (facts) no candidate');
  });

  it.each([
    ['a row from before per-index thresholds: its one threshold', { threshold: 0.75 }, '(threshold 0.75)'],
    ['the same bar for both indexes', { thresholds: { macro: 0.7, micro: 0.7 } }, '(threshold 0.70)'],
    ['a bar per index', { thresholds: { macro: 0.74, micro: 0.66 } }, '(thresholds MACRO 0.74 · MICRO 0.66)'],
  ])('shows the similarity bars: %s', (_, bars, shown) => {
    const { threshold: _old, ...rest } = trace;
    const html = renderToStaticMarkup(
      createElement(MemoryTrace, { trace: { ...rest, ...bars }, check: {} as CheckRecord }),
    );
    expect(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
      `all-MiniLM-L6-v2 ${shown} · nli-deberta-v3-xsmall`,
    );
  });

  it.each([
    ['low-confidence', /even a certain NLI result could not lift the confidence C to the bar/],
    ['value', /different numbers or values, and the value guard stops memory/],
  ] as const)('says in words why the NLI was not run (%s guard)', (name, rule) => {
    const { nli: _n, relation: _r, N: _N, C: _C, rule: _rule, nliModel: _m, ...rest } = trace;
    const skipped: Trace = { ...rest, nliSkipped: true, guard: { name, detail: 'C at most 41 %, below 70 %.' } };
    const html = renderToStaticMarkup(createElement(MemoryTrace, { trace: skipped, check: {} as CheckRecord }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('NLI NLI not run: the decision could not change — ');
    expect(text).toMatch(rule);
    expect(text).not.toContain('entailment');
  });

  it('says nothing of a skip when the NLI ran', () => {
    const html = renderToStaticMarkup(createElement(MemoryTrace, { trace, check: {} as CheckRecord }));
    expect(html).not.toContain('NLI not run');
  });

  it('renders nothing for a trace it does not know', () => {
    expect(renderToStaticMarkup(createElement(MemoryTrace, { trace: { other: 1 }, check: {} as CheckRecord }))).toBe(
      '',
    );
  });
});
