import { describe, expect, it } from 'vitest';

import { contextFact, quoteFor, statedInText, withReportedStatements } from '../../lib/decompose/context';
import { decompositionOutcome } from '../../lib/decompose/outcome';
import type { DecompositionPlan, PlanClaim } from '../../lib/decompose/plan';
import { type ClaimCheck, runPlan, type RunServices } from '../../lib/decompose/run';
import { setContextLocale } from '../../lib/i18n/t';
import { defaultSettings } from '../../lib/settings/schema';

/**
 * Context facts (Atomic fact-checking: the input itself is a source): a claim that only reports
 * what the selection says is verified against the selection, marked as such, and does not drag
 * the selection's verdict; the statement it reports is checked as a claim of its own.
 */

describe('what is a context fact', () => {
  it.each([
    ['My aunt says garlic cures colds.', 'My aunt', 'Garlic cures colds.'],
    ["The writer's aunt says that garlic cures colds.", "The writer's aunt", 'Garlic cures colds.'],
    ['According to the post, vitamin C prevents influenza', 'the post', 'Vitamin C prevents influenza.'],
    ['I read that 5G towers spread COVID-19.', 'I', '5G towers spread COVID-19.'],
    [
      'The article claims “ivermectin cures COVID-19 in two days”.',
      'The article',
      'Ivermectin cures COVID-19 in two days.',
    ],
    ['My doctor told me that statins cause memory loss.', 'My doctor', 'Statins cause memory loss.'],
  ])('%s → reported by %s: %s', (claim, reporter, statement) => {
    expect(contextFact(claim)).toEqual({ reporter, statement });
  });

  it.each([
    'Garlic cures colds.',
    'Doctors say vitamin D prevents COVID-19.', // an appeal to authority is a claim about the world
    'The WHO states that masks reduce spread.',
    'My aunt has diabetes and garlic cures it.',
    'My aunt says so.', // nothing reported that could be checked
  ])('%s → a claim about the world (or nothing reported)', (claim) => {
    expect(contextFact(claim)).toBeNull();
  });
});

describe('verified against the selection itself', () => {
  const selection = 'My aunt says that garlic cures colds. She swears by it every winter.';
  it.each([
    ["The writer's aunt says that garlic cures colds.", true],
    ['My aunt says garlic cures colds.', true],
    ["The writer's aunt says that garlic cures cancer.", false], // the selection does not say this
    ["The writer's uncle says that garlic cures colds.", false],
    ['', false],
  ])('%s → %s', (claim, stated) => {
    expect(statedInText(claim, selection)).toBe(stated);
  });

  it('quotes the sentence that states it', () => {
    expect(
      quoteFor("The writer's aunt says garlic cures colds.", [
        'Winter is here.',
        'My aunt says that garlic cures colds.',
      ]),
    ).toBe('My aunt says that garlic cures colds.');
  });

  it('adds the reported statement as a claim of its own unless one already says it', () => {
    const make = (text: string) => ({ text });
    expect(
      withReportedStatements([{ text: 'My aunt says garlic cures colds.' }, { text: 'Zinc shortens colds.' }], make),
    ).toEqual([
      { text: 'My aunt says garlic cures colds.', context: true },
      { text: 'Garlic cures colds.' },
      { text: 'Zinc shortens colds.' },
    ]);
    expect(
      withReportedStatements(
        [{ text: "The writer's aunt says that garlic cures colds." }, { text: 'Garlic cures colds.' }],
        make,
      ),
    ).toEqual([
      { text: "The writer's aunt says that garlic cures colds.", context: true },
      { text: 'Garlic cures colds.' },
    ]);
  });
});

const SELECTION = ['My aunt says that garlic cures colds.', 'Zinc lozenges shorten colds.'];

function planOf(claims: Omit<PlanClaim, 'retrievalK' | 'method'>[]): DecompositionPlan {
  let start = 0;
  const sentences = SELECTION.map((text, index) => {
    const s = { index, text, start, end: start + text.length, kind: 'claim' as const, picked: true };
    start = s.end + 1;
    return s;
  });
  return {
    version: 1,
    method: 'llm',
    label: 'llm',
    ranking: null,
    notes: [],
    sentences,
    claims: claims.map((c) => ({ ...c, method: 'llm', retrievalK: 5 })),
  };
}

function services(results: Record<string, ClaimCheck>) {
  const checked: string[] = [];
  const s: RunServices = {
    check: async (text) => {
      checked.push(text);
      return results[text] ?? { verdict: 'Unverified', evidence: [], reason: 'Nothing found.' };
    },
    retrieve: async () => [],
    neighbours: async () => ({ vector: [1], neighbours: [] }),
    llm: null,
  };
  return { s, checked };
}

const settings = { ...defaultSettings().decompose, relatedLimit: 0 };
const TRUE_CHECK: ClaimCheck = {
  verdict: 'True',
  confidence: 0.8,
  evidence: [{ kind: 'web', text: 'Zinc lozenges shortened colds in trials.', url: 'https://www.cochrane.org/zinc' }],
  path: 'web',
};
const FALSE_CHECK: ClaimCheck = {
  verdict: 'False',
  confidence: 0.9,
  evidence: [{ kind: 'web', text: 'Garlic does not cure colds.', url: 'https://www.nhs.uk/garlic' }],
  path: 'web',
};

describe('a selection with a context fact', () => {
  it('the report is True from the text itself, never sent to a check, and does not count towards the verdict', async () => {
    const plan = planOf([
      { id: 'c1', sentence: 0, text: "The writer's aunt says that garlic cures colds.", context: true },
      { id: 'c2', sentence: 0, text: 'Garlic cures colds.' },
      { id: 'c3', sentence: 1, text: 'Zinc lozenges shorten colds.' },
    ]);
    const { s, checked } = services({ 'Garlic cures colds.': FALSE_CHECK, 'Zinc lozenges shorten colds.': TRUE_CHECK });
    const trace = await runPlan(plan, s, settings);
    expect(checked).toEqual(['Garlic cures colds.', 'Zinc lozenges shorten colds.']);
    expect(trace.outcomes[0]).toMatchObject({
      verdict: 'True',
      evidence: [],
      fromText: { quote: 'My aunt says that garlic cures colds.' },
    });
    expect(trace.overall).toBe('False');
    expect(trace.confidence).toBe(0.9);
    const outcome = decompositionOutcome(trace);
    expect(outcome.explanation).toMatch(
      /^2 claims checked: 1 true, 1 false, 0 unverified\. 1 fact is from the text itself \(what it reports, not evidence about the world\)\./,
    );
    expect(outcome.evidence.map((e) => e.url)).toEqual(['https://www.nhs.uk/garlic', 'https://www.cochrane.org/zinc']);
  });

  it('no longer drags a selection whose world claims hold to Unverified', async () => {
    const plan = planOf([
      { id: 'c1', sentence: 0, text: "The writer's aunt says that garlic cures colds.", context: true },
      { id: 'c3', sentence: 1, text: 'Zinc lozenges shorten colds.' },
    ]);
    const { s } = services({ 'Zinc lozenges shorten colds.': TRUE_CHECK });
    const trace = await runPlan(plan, s, settings);
    expect(trace.overall).toBe('True');
    expect(trace.sentences.map((x) => x.verdict)).toEqual(['Unverified', 'True']); // sentence 1 has no world claim
  });

  it('a report the selection does not state is checked like any claim', async () => {
    const plan = planOf([
      { id: 'c1', sentence: 0, text: "The writer's aunt says that garlic cures cancer.", context: true },
    ]);
    const { s, checked } = services({});
    const trace = await runPlan(plan, s, settings);
    expect(checked).toEqual(["The writer's aunt says that garlic cures cancer."]);
    expect(trace.outcomes[0]?.fromText).toBeUndefined();
    expect(trace.overall).toBe('Unverified');
  });

  it('a selection that only reports what someone says: Unverified, and why', async () => {
    const plan = planOf([
      { id: 'c1', sentence: 0, text: "The writer's aunt says that garlic cures colds.", context: true },
    ]);
    const trace = await runPlan(plan, services({}).s, settings);
    expect(decompositionOutcome(trace)).toMatchObject({
      verdict: 'Unverified',
      reason: expect.stringMatching(
        /only reports what someone says; there is no claim about the world in it to check\.$/,
      ),
    });
    // The engine worker writes it in the reader's language, sent with the request.
    setContextLocale('de');
    try {
      expect(decompositionOutcome(trace).reason).toBe(
        'Geprüft: 0 Behauptungen; 0 wahr, 0 falsch, 0 unbestätigt. 1 Fakt stammt aus dem Text selbst (was er berichtet, kein Beleg über die Welt). Die Auswahl gibt nur wieder, was jemand sagt; sie enthält keine Behauptung über die Welt, die sich prüfen ließe.',
      );
    } finally {
      setContextLocale('en');
    }
  });
});
