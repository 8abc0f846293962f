import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { DecompositionTrace } from '../../components/sidepanel/check/DecompositionTrace';
import { TRACE_VIEWS } from '../../components/sidepanel/check/traces';
import type { CheckRecord } from '../../lib/db/records';
import { parseClaimGraph } from '../../lib/decompose/graph/parse';
import type { DecompositionPlan } from '../../lib/decompose/plan';
import { aggregate, DECOMPOSE_TRACE_KEY } from '../../lib/decompose/trace';

const plan: DecompositionPlan = {
  version: 1,
  method: 'llm',
  label: 'Atomic claims and entity-relationship triples by the LLM (GraphCheck).',
  ranking: { embedderId: 'all-MiniLM-L6-v2', lexical: false, iterations: 17, converged: true },
  notes: ['Only 2 of 3 claims are checked.'],
  sentences: [
    {
      index: 0,
      text: 'Ivermectin cures COVID-19 and vitamin D prevents it.',
      start: 0,
      end: 52,
      kind: 'claim',
      score: 0.41,
      healthShare: 0.98,
      picked: true,
    },
    {
      index: 1,
      text: 'The football team won.',
      start: 53,
      end: 75,
      kind: 'claim',
      score: 0.12,
      healthShare: 0,
      picked: false,
    },
    {
      index: 2,
      text: 'Vaccines.',
      start: 76,
      end: 85,
      kind: 'fragment',
      note: 'No claim here: it has no verb.',
      picked: false,
    },
  ],
  claims: [
    {
      id: 'c1',
      sentence: 0,
      text: 'Ivermectin cures COVID-19.',
      method: 'llm',
      retrievalK: 5,
      graph: parseClaimGraph('# Triples:\nIvermectin [SEP] cures [SEP] COVID-19'),
    },
    { id: 'c2', sentence: 0, text: 'Vitamin D prevents COVID-19.', method: 'llm', retrievalK: 5 },
  ],
};

const trace = aggregate(plan, [
  {
    claimId: 'c1',
    verdict: 'False',
    evidence: [
      { kind: 'web', text: 'Trials found no benefit of ivermectin.', url: 'https://www.who.int/x', domain: 'who.int' },
    ],
    dp: {
      stage: 'graph',
      direct: 'Unverified',
      graph: {
        verdict: 'False',
        checks: 1,
        infills: 0,
        paths: [
          {
            order: [],
            entities: {},
            statements: [{ text: 'Ivermectin cures COVID-19', verdict: 'False' }],
            verdict: 'False',
          },
        ],
      },
    },
    correction: { corrected: 'Ivermectin did not improve COVID-19 outcomes in trials.', attempts: [] },
  },
  {
    claimId: 'c2',
    verdict: 'Unverified',
    evidence: [],
    related: [
      {
        id: 'fact:1',
        text: 'Vitamin D deficiency is linked to severe COVID-19.',
        similarity: 0.7,
        label: 'related, not the same claim',
        url: 'javascript:alert(1)',
      },
    ],
  },
]);

describe('the decomposition tree in the side panel', () => {
  it('is registered under the trace key the pipeline writes', () => {
    expect(TRACE_VIEWS.find((v) => v.key === DECOMPOSE_TRACE_KEY)?.View).toBe(DecompositionTrace);
  });

  it('shows selection → sentences → claims → evidence, related knowledge and the correction', () => {
    const html = renderToStaticMarkup(createElement(DecompositionTrace, { trace }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/Selection: ✗? ?False/);
    expect(text).toContain('Ivermectin cures COVID-19 and vitamin D prevents it.');
    expect(text).toContain('not checked The football team won.');
    expect(text).toContain('No claim here: it has no verb.');
    expect(text).toContain('Direct check: Unverified; then checked triple by triple (1 path).');
    expect(html).toContain('href="https://www.who.int/x"');
    expect(text).toContain('Related knowledge — related, not the same claim');
    expect(html).not.toContain('javascript:');
    expect(text).toContain(
      'Suggested correction, from the evidence: Ivermectin did not improve COVID-19 outcomes in trials.',
    );
    expect(text).toContain('Only 2 of 3 claims are checked.');
  });

  it('renders page text as text', () => {
    const evil = aggregate(
      { ...plan, sentences: [{ ...plan.sentences[0]!, text: '<img src=x onerror=alert(1)>' }] },
      [],
    );
    const html = renderToStaticMarkup(createElement(DecompositionTrace, { trace: evil }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  it('with its check, offers a checkbox per claim sentence (picked ones ticked) and the button to check the pick again, and lists what was sent', () => {
    const check = { id: 'check:t', status: 'done' } as unknown as CheckRecord;
    const calls = [
      {
        role: 'decompose' as const,
        purpose: 'answer' as const,
        to: {
          provider: 'openai-compatible' as const,
          endpoint: 'https://api.example.com/v1/chat/completions',
          model: 'm',
          leavesDevice: true,
        },
        messages: [{ role: 'user' as const, content: '<sentence>Ivermectin cures COVID-19.</sentence>' }],
        response: '{"claims":[]}',
        retries: [],
        startedAt: 0,
        ms: 12,
      },
    ];
    const html = renderToStaticMarkup(createElement(DecompositionTrace, { trace: { ...trace, calls }, check }));
    expect(html).toMatch(/<input type="checkbox" aria-label="Check sentence 1" checked=""/);
    expect(html).toMatch(/<input type="checkbox" aria-label="Check sentence 2"\/>/);
    expect(html).not.toContain('Check sentence 3');
    expect(html).toMatch(/<button type="submit" class="primary" disabled="">Check the picked sentences<\/button>/);
    expect(html.replace(/<[^>]+>/g, ' ')).toMatch(
      /What was sent: 1 request to https:\/\/api\.example\.com\/v1\/chat\/completions/,
    );
  });

  it('shows the related knowledge of a single Unverified check under its own trace key', () => {
    const view = TRACE_VIEWS.find((v) => v.key === 'related')!;
    const html = renderToStaticMarkup(
      createElement(view.View, {
        trace: [
          {
            id: 'fact:1',
            text: 'Vitamin D deficiency is linked to severe COVID-19.',
            similarity: 0.71,
            status: 'Verified',
            label: 'related, not the same claim',
          },
        ],
        check: {} as CheckRecord,
      }),
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Related knowledge — related, not the same claim');
    expect(text).toContain('Vitamin D deficiency is linked to severe COVID-19. · Verified · similarity 0.71');
  });

  it('says so when a trace cannot be read', () => {
    expect(renderToStaticMarkup(createElement(DecompositionTrace, { trace: { version: 9 } }))).toContain(
      'cannot be shown',
    );
  });
});
