import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { DecompositionTrace } from '../../components/sidepanel/check/DecompositionTrace';
import { TRACE_VIEWS } from '../../components/sidepanel/check/traces';
import type { CheckRecord } from '../../lib/db/records';
import { parseClaimGraph } from '../../lib/decompose/graph/parse';
import type { DecompositionPlan } from '../../lib/decompose/plan';
import { aggregate, CORRECTION_TRACE_KEY } from '../../lib/decompose/trace';
import { t } from '../../lib/i18n/t';
import { singleGraphLabel, singleGraphPlan } from '../../lib/pipeline/single-claim';

/** The side panel's views of seeds 001 and 003 for single claims: the claim graph, the "from the text itself" mark, the correction loop. */

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const MULTI_HOP = 'A healthy food with antimicrobial properties prevents COVID-19 infection.';
const GRAPH = parseClaimGraph(
  [
    '# Latent Entities:',
    '(ENT1) [SEP] is [SEP] a healthy food with antimicrobial properties',
    '# Triples:',
    '(ENT1) [SEP] prevents [SEP] COVID-19 infection',
  ].join('\n'),
);

describe('a single multi-hop sentence in the side panel', () => {
  it('shows the plan’s claim graph — latent entity and both relations — and the path that settled it', () => {
    const trace = aggregate(singleGraphPlan(MULTI_HOP, GRAPH), [
      {
        claimId: 'c1',
        verdict: 'False',
        evidence: [],
        dp: {
          stage: 'graph',
          direct: 'Unverified',
          graph: {
            verdict: 'False',
            checks: 2,
            infills: 1,
            paths: [
              {
                order: ['(ENT1)'],
                entities: { '(ENT1)': 'Garlic' },
                statements: [
                  { text: 'Garlic is a healthy food with antimicrobial properties', verdict: 'True' },
                  { text: 'Garlic prevents COVID-19 infection', verdict: 'False' },
                ],
                verdict: 'False',
              },
            ],
          },
        },
      },
    ]);
    const shown = text(renderToStaticMarkup(createElement(DecompositionTrace, { trace })));
    expect(shown).toContain(singleGraphLabel());
    expect(shown).toContain('Latent entities: (ENT1) = a healthy food with antimicrobial properties');
    expect(shown).toContain(
      'Relations (2): (ENT1) → is → a healthy food with antimicrobial properties (ENT1) → prevents → COVID-19 infection',
    );
    expect(shown).toContain('Direct check: Unverified; then checked triple by triple (1 path).');
    expect(shown).toContain('(ENT1) = Garlic');
  });
});

describe('a context fact in the tree', () => {
  const plan: DecompositionPlan = {
    version: 1,
    method: 'llm',
    label: 'llm',
    ranking: null,
    notes: [],
    sentences: [
      { index: 0, text: 'My aunt says that garlic cures colds.', start: 0, end: 37, kind: 'claim', picked: true },
    ],
    claims: [
      {
        id: 'c1',
        sentence: 0,
        text: "The writer's aunt says that garlic cures colds.",
        method: 'llm',
        retrievalK: 5,
        context: true,
      },
      { id: 'c2', sentence: 0, text: 'Garlic cures colds.', method: 'llm', retrievalK: 5 },
      {
        id: 'c3',
        sentence: 0,
        text: "The writer's aunt says that garlic cures <b>cancer</b>.",
        method: 'llm',
        retrievalK: 5,
        context: true,
      },
    ],
  };
  const trace = aggregate(plan, [
    { claimId: 'c1', verdict: 'True', evidence: [], fromText: { quote: 'My aunt says that garlic cures colds.' } },
    { claimId: 'c2', verdict: 'False', confidence: 0.9, evidence: [] },
    { claimId: 'c3', verdict: 'Unverified', evidence: [] },
  ]);

  it('is marked “From the text itself” with the sentence that states it, never shown as a verdict about the world', () => {
    const html = renderToStaticMarkup(createElement(DecompositionTrace, { trace }));
    const shown = text(html);
    expect(shown).toContain("❝ From the text itself The writer's aunt says that garlic cures colds.");
    expect(shown).toContain('The selection says: “My aunt says that garlic cures colds.”');
    expect(shown).not.toMatch(/True The writer's aunt/);
    expect(shown).toMatch(/False 90% Garlic cures colds\./);
    // A report the selection does not state is checked as a claim, and says so; page text stays text.
    expect(shown).toContain('reports what someone says; not found in the selection, so checked as a claim');
    expect(html).toContain('&lt;b&gt;cancer&lt;/b&gt;');
  });
});

describe('the correction loop of a single False claim', () => {
  const view = TRACE_VIEWS.find((v) => v.key === CORRECTION_TRACE_KEY)!;
  it('has its own trace view: the confirmed correction and every round with its outcome', () => {
    const trace = {
      corrected: 'Eating raw garlic does not prevent COVID-19 infection.',
      attempts: [
        { text: 'Garlic cures everything.', outcome: 'not-from-evidence' },
        { text: 'Eating raw garlic may prevent COVID-19.', outcome: 'False' },
        { text: 'Eating raw garlic does not prevent COVID-19 infection.', outcome: 'True' },
      ],
    };
    const shown = text(renderToStaticMarkup(createElement(view.View, { trace, check: {} as CheckRecord })));
    expect(t(view.title)).toBe('Suggested correction');
    expect(shown).toContain(
      'Suggested correction, from the evidence: Eating raw garlic does not prevent COVID-19 infection.',
    );
    expect(shown).toContain('Garlic cures everything. · not from the evidence, not checked');
    expect(shown).toContain('Eating raw garlic may prevent COVID-19. · checked: False');
  });

  it('says when no rewrite could be confirmed, and shows nothing for an unreadable trace', () => {
    const none = text(
      renderToStaticMarkup(
        createElement(view.View, {
          trace: { corrected: null, attempts: [{ text: 'x y', outcome: 'Unverified' }] },
          check: {} as CheckRecord,
        }),
      ),
    );
    expect(none).toContain('No correction could be confirmed from the evidence (1 attempt).');
    expect(renderToStaticMarkup(createElement(view.View, { trace: { corrected: 3 }, check: {} as CheckRecord }))).toBe(
      '',
    );
  });
});
