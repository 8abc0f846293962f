import { describe, expect, it } from 'vitest';

import { correctedVersion } from '../../lib/decompose/corrected-version';
import type { DecompositionPlan } from '../../lib/decompose/plan';
import { splitSentences } from '../../lib/decompose/sentences';
import type { ClaimOutcome } from '../../lib/decompose/trace';
import { createOpenAiClient } from '../../lib/llm/openai';
import { scriptedTribunal } from './support/scripted-tribunal';

/**
 * The corrected version with an LLM: the scripted model on a real OpenAI-shaped server rewrites
 * the assembled draft smoothly; a rewrite that drops a correction or a mark, or adds a fact, is
 * refused and the assembly is shown with the reason.
 */

const GARLIC = 'Eating raw garlic every day prevents COVID-19 infection.';
const FIX = 'Eating raw garlic every day does not prevent COVID-19 infection.';
const VACCINE = 'Vaccination remains the most effective protection against severe disease from COVID-19.';
const MASKS = 'Masks cause oxygen deficiency in healthy adults.';
const TEXT = `${GARLIC} ${VACCINE} ${MASKS}`;
const ASSEMBLED = `${FIX} ${VACCINE} ${MASKS} [unverified]`;

const evidence = [{ kind: 'web' as const, text: FIX, url: 'https://who.int/garlic', stance: 'refutes' as const }];
const sentences = splitSentences(TEXT).map((s) => ({ ...s, kind: 'claim' as const, picked: true }));
const plan: DecompositionPlan = {
  version: 1,
  method: 'llm',
  label: '',
  sentences,
  claims: sentences.map((s, i) => ({ id: `c${i}`, sentence: i, text: s.text, method: 'llm', retrievalK: 5 })),
  ranking: null,
  notes: [],
};
const outcomes: ClaimOutcome[] = [
  {
    claimId: 'c0',
    verdict: 'False',
    evidence,
    correction: { corrected: FIX, attempts: [{ text: FIX, outcome: 'True' }] },
  },
  { claimId: 'c1', verdict: 'True', evidence: [] },
  { claimId: 'c2', verdict: 'Unverified', evidence: [] },
];

const llm = scriptedTribunal();
const client = () => createOpenAiClient({ baseUrl: llm.baseUrl, model: 'scripted', maxRetries: 0, timeoutMs: 5000 });

describe('the corrected version, rewritten by the LLM', () => {
  it('uses a smooth rewrite that keeps every correction and mark and adds nothing; the text went fenced', async () => {
    const v = await correctedVersion(TEXT, plan, outcomes, client());
    expect(v).toEqual({ text: `${FIX.slice(0, -1)}; v${VACCINE.slice(1)} ${MASKS} [unverified]`, by: 'llm' });
    const sent = llm.requests.at(-1)!.body.messages.at(-1)!.content;
    expect(sent).toContain(`<document>\n${ASSEMBLED}\n</document>`);
    expect(sent).toContain(`<corrected-claim n="1">${FIX}</corrected-claim>`);
  });

  it.each([
    {
      name: 'drops the correction',
      answer: { text: `${GARLIC} ${VACCINE} ${MASKS} [unverified]` },
      note: `The LLM's rewrite was not used: it left out the checked correction “${FIX}”.`,
    },
    {
      name: 'adds a fact',
      answer: { text: `${ASSEMBLED} Garlic kills viruses.` },
      note: "The LLM's rewrite was not used: it added words found neither in the text nor in its corrections (kills, viruses).",
    },
    {
      name: 'drops the unverified mark',
      answer: { text: `${FIX} ${VACCINE} ${MASKS}` },
      note: "The LLM's rewrite was not used: it did not keep every [unverified] mark.",
    },
    {
      name: 'answers in the wrong shape',
      answer: { rewritten: ASSEMBLED },
      note: /^The LLM's rewrite failed \(The LLM's corrected text has the wrong shape/,
    },
  ])('shows the assembly when the rewrite $name', async ({ answer, note }) => {
    llm.attack.corrected_text = () => answer;
    const v = await correctedVersion(TEXT, plan, outcomes, client());
    expect(v?.text).toBe(ASSEMBLED);
    expect(v?.by).toBe('assembly');
    if (typeof note === 'string') expect(v?.note).toBe(note);
    else expect(v?.note).toMatch(note);
  });

  it('asks nothing when no correction was checked, and gives nothing when nothing changes', async () => {
    const before = llm.requests.length;
    const noFix = outcomes.map((o) =>
      o.claimId === 'c0' ? { claimId: 'c0', verdict: 'True' as const, evidence: [] } : o,
    );
    expect(await correctedVersion(TEXT, plan, noFix, client())).toEqual({
      text: `${GARLIC} ${VACCINE} ${MASKS} [unverified]`,
      by: 'assembly',
    });
    const allTrue = noFix.map((o) => ({ ...o, verdict: 'True' as const }));
    expect(await correctedVersion(TEXT, plan, allTrue, client())).toBeNull();
    expect(llm.requests.length).toBe(before);
  });
});
