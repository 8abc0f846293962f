import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { TraceSections } from '../../components/sidepanel/check/traces';
import {
  answerTraceOf,
  correctionTraceOf,
  decompositionTraceOf,
  documentsTraceOf,
  memoryTraceOf,
  persistTraceOf,
  relatedTraceOf,
  type StoredAnswerTrace,
  type TraceKey,
  traceOf,
  TRACES_VERSION,
  tribunalTraceOf,
  webTraceOf,
} from '../../lib/core/traces';
import type { StoredDocumentsTrace } from '../../lib/core/traces/documents';
import type { CheckRecord } from '../../lib/db/records';
import type { RelatedKnowledge } from '../../lib/decompose/related';
import { aggregate, type DecompositionTrace } from '../../lib/decompose/trace';
import { checkTab } from '../../lib/i18n/catalogue/check-tab';
import { t } from '../../lib/i18n/t';
import type { MemoryTrace } from '../../lib/kg/memory/trace';
import type { PersistTrace } from '../../lib/pipeline/stages/persist';
import type { TribunalStageTrace } from '../../lib/pipeline/stages/tribunal';
import { webBundle } from '../fixtures/web-bundle';
import { doneCheck } from './support/check-row';

/**
 * Each trace a stage writes passes its view's guard; a row from before versioning is read the
 * same way; a hostile or damaged row is refused (null), and the side panel then says "trace
 * unreadable" instead of breaking.
 */

const to = {
  provider: 'openai-compatible' as const,
  endpoint: 'https://api.example.com/v1/chat/completions',
  model: 'm',
  leavesDevice: true,
};
const call = {
  role: 'judge' as const,
  purpose: 'answer' as const,
  to,
  messages: [{ role: 'user' as const, content: '<claim>x</claim>' }],
  response: '{}',
  retries: [{ attempt: 1, reason: 'HTTP 429', waitMs: 500 }],
  startedAt: 1,
  ms: 20,
};

const memory: MemoryTrace = {
  mode: 'embedding',
  embedModel: 'all-MiniLM-L6-v2',
  claimWords: 5,
  candidates: {
    macro: {
      index: 'macro',
      nodeId: 'claim:1',
      text: 'Symptomless people can spread COVID-19.',
      status: 'TRUE',
      S: 0.91,
    },
    micro: null,
  },
  selected: 'macro',
  nli: { entailment: 0.03, contradiction: 0.01, neutral: 0.96 },
  guard: { name: 'high-neutral', detail: 'no logical link' },
  outcome: 'passed',
  summary: 'Memory passed it on.',
};

const web = webBundle({
  claim: 'Garlic prevents COVID-19',
  query: { text: 'garlic COVID-19', method: 'deterministic' },
  pages: [
    {
      url: 'https://www.who.int/a',
      domain: 'who.int',
      title: 'Myth busters',
      sourceName: 'WHO',
      words: 200,
      passages: 1,
      ms: 80,
    },
  ],
  skipped: [{ url: 'https://www.nejm.org/x', domain: 'nejm.org', reason: 'paywall', detail: 'behind a paywall' }],
  passages: [
    {
      text: 'No evidence garlic protects.',
      url: 'https://www.who.int/a',
      domain: 'who.int',
      title: 'Myth busters',
      sourceName: 'WHO',
      score: 0.6,
      similarity: 0.5,
      boosted: true,
      instructionLike: false,
      offset: 0,
    },
  ],
  bestSimilarity: 0.5,
});

const tribunal: TribunalStageTrace = {
  mode: 'tribunal',
  calls: [call],
  support: {
    findings: [{ url: 'https://www.who.int/a', quote: 'No evidence', label: 'direct', point: 'says so' }],
    summary: 'Refuted.',
  },
  judge: {
    verdict: 'False',
    confidence: 0.9,
    primarySource: 'https://www.who.int/a',
    correctedClaim: null,
    explanation: 'WHO says no.',
  },
  dropped: [
    {
      role: 'contradiction',
      reason: 'quote-not-found',
      url: 'https://x.org',
      quote: 'q',
      detail: 'does not appear.',
      message: 'The quote “q” does not appear.',
    },
  ],
  notes: [],
  to,
};

const persist: PersistTrace = {
  stored: true,
  dropped: [],
  report: {
    claimId: 'claim:1',
    claimStatus: 'FALSE',
    claimExisted: false,
    facts: [
      { id: 'fact:1', text: 'Garlic does not prevent COVID-19.', status: 'Verified', role: 'evidence', created: true },
    ],
    entities: [],
    sources: ['source:1'],
    rejected: [],
    edges: 3,
    vectorModel: null,
    vectors: 0,
  },
};

const decompose: DecompositionTrace = {
  ...aggregate(
    {
      version: 1,
      method: 'rules',
      label: 'Split by rules.',
      ranking: null,
      notes: [],
      sentences: [{ index: 0, text: 'Garlic cures colds.', start: 0, end: 19, kind: 'claim', picked: true }],
      claims: [{ id: 'c1', sentence: 0, text: 'Garlic cures colds.', method: 'rules', retrievalK: 5 }],
    },
    [
      {
        claimId: 'c1',
        verdict: 'Unverified',
        evidence: [{ kind: 'web', text: 't', url: 'https://www.who.int/a' }],
        correction: { corrected: null, attempts: [] },
      },
    ],
  ),
  calls: [call],
};

const related: RelatedKnowledge[] = [
  {
    id: 'fact:1',
    text: 'Vitamin D deficiency is linked to severe COVID-19.',
    similarity: 0.71,
    status: 'Verified',
    label: 'related, not the same claim',
  },
];

const correction = {
  corrected: 'Garlic does not cure colds.',
  attempts: [{ text: 'Garlic does not cure colds.', outcome: 'True' }],
};

const documents: StoredDocumentsTrace = {
  hits: 12,
  lexicalOnly: false,
  passages: [{ docId: 'doc:0123456789abcdef', name: 'label.pdf', page: 3, score: 0.81, instructionLike: false }],
  by: 'nli',
  nli: [
    {
      docId: 'doc:0123456789abcdef',
      page: 3,
      S: 0.81,
      entailment: 0.94,
      contradiction: 0.02,
      neutral: 0.04,
      rule: 'TRUE + Entailment → True',
      verdict: 'True',
      guard: null,
    },
  ],
  decision: 'TRUE + Entailment → True',
};

const answer: StoredAnswerTrace = {
  mode: 'composed',
  facts: [
    {
      text: 'Adults need 600 IU of vitamin D a day.',
      verdict: 'True',
      citations: [
        {
          kind: 'document',
          text: 'Adults need 600 IU of vitamin D a day.',
          stance: 'supports',
          document: { id: 'doc:0123456789abcdef', name: 'label.pdf', page: 3 },
        },
      ],
    },
    {
      text: 'Vitamin D cures cancer.',
      verdict: 'Unverified',
      why: 'Your documents and memory do not confirm it.',
      citations: [],
    },
  ],
};

const GOOD = {
  answer,
  decompose,
  memory,
  documents,
  web,
  tribunal,
  persist,
  related,
  correction,
} satisfies Record<TraceKey, unknown>;

const GUARDS = [
  { key: 'decompose', guard: decompositionTraceOf },
  { key: 'memory', guard: memoryTraceOf },
  { key: 'documents', guard: documentsTraceOf },
  { key: 'web', guard: webTraceOf },
  { key: 'tribunal', guard: tribunalTraceOf },
  { key: 'persist', guard: persistTraceOf },
  { key: 'related', guard: relatedTraceOf },
  { key: 'correction', guard: correctionTraceOf },
  { key: 'answer', guard: answerTraceOf },
] as const;

/** Rows no view can read: not objects, missing parts, wrong types deep inside, other shapes. */
const HOSTILE: { name: string; bad: Partial<Record<TraceKey, unknown>> }[] = [
  {
    name: 'null',
    bad: {
      decompose: null,
      memory: null,
      documents: null,
      web: null,
      tribunal: null,
      persist: null,
      related: null,
      correction: null,
      answer: null,
    },
  },
  {
    name: 'a string',
    bad: {
      decompose: 'x',
      memory: 'x',
      documents: 'x',
      web: 'x',
      tribunal: 'x',
      persist: 'x',
      related: 'x',
      correction: 'x',
      answer: 'x',
    },
  },
  {
    name: 'an empty object',
    bad: {
      decompose: {},
      memory: {},
      documents: {},
      web: {},
      tribunal: {},
      persist: {},
      related: {},
      correction: {},
      answer: {},
    },
  },
  {
    name: 'the right keys with the wrong types inside',
    bad: {
      decompose: { ...decompose, outcomes: [{ claimId: 'c1', verdict: 'Unverified', evidence: 'none' }] },
      memory: { ...memory, candidates: { macro: { ...memory.candidates.macro, S: '0.9' }, micro: null } },
      documents: { ...documents, passages: [{ ...documents.passages[0], page: '3' }] },
      web: { ...web, passages: [{ ...web.passages[0], score: null }] },
      tribunal: { ...tribunal, judge: { ...tribunal.judge, confidence: 'high' } },
      persist: { ...persist, report: { ...persist.report, facts: 'many' } },
      related: [{ ...related[0], similarity: Number.NaN }],
      correction: { ...correction, attempts: 'many' },
      answer: { ...answer, facts: [{ ...answer.facts[0], citations: 'doc' }] },
    },
  },
  {
    name: 'values outside the vocabulary',
    bad: {
      decompose: { ...decompose, plan: { ...decompose.plan, version: 9 } },
      memory: { ...memory, mode: 'telepathy' },
      documents: { ...documents, by: 'telepathy' },
      web: { ...web, skipped: [{ ...web.skipped[0], reason: '<img src=x onerror=alert(1)>' }] },
      tribunal: { ...tribunal, calls: [{ ...call, role: 'attacker' }] },
      persist: { ...persist, report: { ...persist.report, claimStatus: 'MAYBE' } },
      related: [{ ...related[0], label: 'the same claim' }],
      correction: { ...correction, attempts: [{ text: 'x', outcome: 'Maybe' }] },
      answer: { ...answer, facts: [{ ...answer.facts[0], verdict: 'Probably' }] },
    },
  },
];

describe('trace guards', () => {
  it.each(GUARDS)('$key: reads the trace its stage writes', ({ key, guard }) => {
    expect(guard(structuredClone(GOOD[key]))).not.toBeNull();
  });

  it.each(HOSTILE.flatMap(({ name, bad }) => GUARDS.map(({ key, guard }) => ({ name, key, guard, trace: bad[key] }))))(
    '$key: refuses $name',
    ({ guard, trace }) => {
      expect(guard(trace)).toBeNull();
    },
  );

  it('keeps what the view shows, page text included, as it was written', () => {
    expect(webTraceOf(web)?.passages[0]?.text).toBe('No evidence garlic protects.');
    expect(memoryTraceOf(memory)?.guard).toEqual({ name: 'high-neutral', detail: 'no logical link' });
  });
});

describe('reading a history row', () => {
  const row = (traces: CheckRecord['traces'], tracesVersion?: number) => ({
    traces,
    ...(tracesVersion === undefined ? {} : { tracesVersion }),
  });

  it.each([
    { name: 'written now', version: TRACES_VERSION, state: 'read' },
    { name: 'from before versioning (no tracesVersion)', version: undefined, state: 'read' },
    { name: 'from a newer ClaimLens', version: TRACES_VERSION + 1, state: 'unreadable' },
    { name: 'with a damaged version', version: -1, state: 'unreadable' },
  ])('a row $name: $state', ({ version, state }) => {
    expect(traceOf(row({ memory }, version), 'memory').state).toBe(state);
  });

  it('a trace the check did not record is absent, not unreadable', () => {
    expect(traceOf(row({ memory }), 'web')).toEqual({ state: 'absent' });
  });
});

describe('the trace sections of the side panel', () => {
  const check = (traces: CheckRecord['traces'], tracesVersion?: number) =>
    doneCheck(traces, 'Garlic cures colds.', tracesVersion);
  const sections = (c: CheckRecord) => renderToStaticMarkup(createElement(TraceSections, { check: c }));
  const unreadable = (html: string) => html.split(t(checkTab.traceUnreadable).replace(/'/g, '&#x27;')).length - 1;

  it('shows every trace of a good row, old or new, and none unreadable', () => {
    for (const version of [TRACES_VERSION, undefined]) {
      const html = sections(check(GOOD, version));
      expect(unreadable(html)).toBe(0);
      expect(html).toContain('Memory passed it on.');
      expect(html).toContain('No evidence garlic protects.');
      expect(html).toContain('WHO says no.');
      expect(html).toContain('Garlic does not prevent COVID-19.');
      expect(html).toContain('Vitamin D deficiency is linked to severe COVID-19.');
      expect(html).toMatch(/Verified by your sources.*Adults need 600 IU of vitamin D a day\..*label\.pdf · p\. 3/s);
      expect(html).toMatch(/Not verified.*Vitamin D cures cancer\./s);
    }
  });

  it.each(HOSTILE)(
    'a row holding $name: each section says "trace unreadable", and the panel does not break',
    ({ bad }) => {
      const html = sections(check(bad));
      // The documents trace has no section of its own yet (the Documents tab's work, issue 30).
      expect(unreadable(html)).toBe(Object.keys(bad).filter((k) => k !== 'documents').length);
      expect(html).not.toContain('<img');
    },
  );

  it('a row from a newer ClaimLens: unreadable, not guessed at', () => {
    expect(unreadable(sections(check({ memory }, TRACES_VERSION + 1)))).toBe(1);
  });
});
