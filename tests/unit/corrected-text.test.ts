import { describe, expect, it } from 'vitest';

import { assembleCorrected, claimsChangedAt } from '../../lib/decompose/corrected-text';
import type { DecompositionPlan } from '../../lib/decompose/plan';
import { rewriteProblem } from '../../lib/decompose/rewrite-check';
import { splitSentences } from '../../lib/decompose/sentences';
import type { ClaimOutcome } from '../../lib/decompose/trace';
import { wordDiff } from '../../lib/decompose/word-diff';

/** The corrected version of a decomposed text: the assembly, the word diff, and the check of an LLM's rewrite. */

type Verdicts = (ClaimOutcome['verdict'] | { corrected: string } | 'from-text')[][];

/** A plan of `text` with one claim per verdict given for each sentence (the claims' text is the sentence's, or given). */
function planOf(text: string, verdicts: Verdicts, claimTexts: string[][] = []) {
  const sentences = splitSentences(text).map((s) => ({ ...s, kind: 'claim' as const, picked: true }));
  const claims: DecompositionPlan['claims'] = [];
  const outcomes: ClaimOutcome[] = [];
  verdicts.forEach((row, si) =>
    row.forEach((v, ci) => {
      const id = `c${si}-${ci}`;
      claims.push({
        id,
        sentence: si,
        text: claimTexts[si]?.[ci] ?? sentences[si]!.text,
        method: 'llm',
        retrievalK: 5,
      });
      const evidence = [
        { kind: 'web' as const, text: 'A passage.', url: 'https://who.int/x', stance: 'refutes' as const },
      ];
      if (v === 'from-text') outcomes.push({ claimId: id, verdict: 'True', evidence: [], fromText: { quote: 'q' } });
      else if (typeof v === 'string') outcomes.push({ claimId: id, verdict: v, evidence });
      else
        outcomes.push({
          claimId: id,
          verdict: 'False',
          evidence,
          correction: { corrected: v.corrected, attempts: [] },
        });
    }),
  );
  const plan: DecompositionPlan = { version: 1, method: 'llm', label: '', sentences, claims, ranking: null, notes: [] };
  return { plan, outcomes };
}

const GARLIC = 'Eating raw garlic every day prevents COVID-19 infection.';
const GARLIC_FIX = 'Eating raw garlic every day does not prevent COVID-19 infection.';
const VACCINE = 'Vaccination remains the most effective protection against severe disease.';
const MASKS = 'Masks cause oxygen deficiency in healthy adults.';

describe('the assembled corrected text', () => {
  it.each([
    {
      name: 'True claims are kept as written',
      text: `${VACCINE}  ${VACCINE}`,
      verdicts: [['True'], ['True']],
      want: `${VACCINE}  ${VACCINE}`,
      corrections: [],
    },
    {
      name: 'a False claim is replaced by its checked correction; whitespace between sentences is kept',
      text: `${GARLIC}\n\n${VACCINE}`,
      verdicts: [[{ corrected: GARLIC_FIX }], ['True']],
      want: `${GARLIC_FIX}\n\n${VACCINE}`,
      corrections: [GARLIC_FIX],
    },
    {
      name: 'an Unverified claim is marked after its sentence, kept verbatim',
      text: `${MASKS}   ${VACCINE}`,
      verdicts: [['Unverified'], ['True']],
      want: `${MASKS} [unverified]   ${VACCINE}`,
      corrections: [],
    },
    {
      name: 'a False claim without a checked correction is kept and marked false',
      text: `${GARLIC} ${VACCINE}`,
      verdicts: [['False'], ['True']],
      want: `${GARLIC} [false] ${VACCINE}`,
      corrections: [],
    },
    {
      name: 'a sentence of several claims is replaced by its claims, each corrected, kept or marked',
      text: `Garlic prevents colds, and masks cause hypoxia, and zinc helps. ${VACCINE}`,
      verdicts: [[{ corrected: 'Garlic does not prevent colds.' }, 'Unverified', 'True'], ['True']],
      claims: [['Garlic prevents colds.', 'Masks cause hypoxia', 'Zinc helps.']],
      want: `Garlic does not prevent colds. Masks cause hypoxia. [unverified] Zinc helps. ${VACCINE}`,
      corrections: ['Garlic does not prevent colds.'],
    },
    {
      name: 'a context fact stated by the text is not marked',
      text: `${MASKS} ${VACCINE}`,
      verdicts: [['from-text'], ['True']],
      want: `${MASKS} ${VACCINE}`,
      corrections: [],
    },
    {
      name: 'hostile markup in the text stays text, character for character',
      text: `<img src=x onerror="alert(1)"> ${MASKS} <script>steal()</script>`,
      verdicts: [['Unverified'], ['True']],
      want: `<img src=x onerror="alert(1)"> ${MASKS} [unverified] <script>steal()</script>`,
      corrections: [],
    },
  ])('$name', ({ text, verdicts, claims, want, corrections }) => {
    const { plan, outcomes } = planOf(text, verdicts as Verdicts, claims);
    expect(assembleCorrected(text, plan, outcomes)).toEqual({ text: want, corrections });
  });

  it('leaves questions and unpicked sentences as written', () => {
    const text = `Does garlic prevent colds? ${GARLIC}`;
    const { plan, outcomes } = planOf(text, [[{ corrected: 'Garlic does not prevent colds.' }], ['Unverified']]);
    plan.sentences[0]!.statement = 'Garlic prevents colds.';
    plan.sentences[1]!.picked = false;
    expect(assembleCorrected(text, plan, outcomes).text).toBe(text);
  });
});

describe('the word diff', () => {
  it('keeps what is the same and places each change in the original', () => {
    const before = `${GARLIC} ${VACCINE}`;
    const parts = wordDiff(before, `${GARLIC_FIX} ${VACCINE}`);
    expect(parts).toEqual([
      { kind: 'same', text: 'Eating raw garlic every day ' },
      { kind: 'change', deleted: 'prevents', inserted: 'does not prevent', at: 28 },
      { kind: 'same', text: ` COVID-19 infection. ${VACCINE}` },
    ]);
    expect(before.slice(28, 36)).toBe('prevents');
  });

  it('gives the mark as one insertion and the texts back whole', () => {
    const after = `${MASKS} [unverified] ${VACCINE}`;
    const parts = wordDiff(`${MASKS} ${VACCINE}`, after);
    expect(parts.filter((p) => p.kind === 'change')).toEqual([
      { kind: 'change', deleted: '', inserted: ' [unverified]', at: MASKS.length },
    ]);
    expect(parts.map((p) => (p.kind === 'same' ? p.text : p.inserted)).join('')).toBe(after);
  });

  it('ties each change to the False or Unverified claims of the sentence it touches', () => {
    const text = `${GARLIC} ${VACCINE} ${MASKS}`;
    const { plan, outcomes } = planOf(text, [[{ corrected: GARLIC_FIX }], ['True'], ['Unverified']]);
    const [fix, mark] = wordDiff(text, assembleCorrected(text, plan, outcomes).text).filter((p) => p.kind === 'change');
    const ids = (c: typeof fix) =>
      c?.kind === 'change' ? claimsChangedAt(c.at, c.deleted.length, plan, outcomes).map((x) => x.claimId) : [];
    expect(ids(fix)).toEqual(['c0-0']);
    expect(ids(mark)).toEqual(['c2-0']);
  });
});

describe('the check of an LLM rewrite', () => {
  const original = `${GARLIC} ${VACCINE} ${MASKS}`;
  const draft = { text: `${GARLIC_FIX} ${VACCINE} ${MASKS} [unverified]`, corrections: [GARLIC_FIX] };

  it.each([
    {
      name: 'a smooth rewrite that keeps everything',
      rewrite: `${GARLIC_FIX.slice(0, -1)}; vaccination remains the most effective protection against severe disease. ${MASKS} [unverified]`,
      problem: null,
    },
    {
      name: 'a rewrite that drops the correction',
      rewrite: `${GARLIC} ${VACCINE} ${MASKS} [unverified]`,
      problem: /left out the checked correction “Eating raw garlic every day does not prevent/,
    },
    {
      name: 'a rewrite that drops a mark',
      rewrite: `${GARLIC_FIX} ${VACCINE} ${MASKS}`,
      problem: /did not keep every \[unverified\] mark/,
    },
    {
      name: 'a rewrite that adds a fact',
      rewrite: `${draft.text} Garlic also cures cancer.`,
      problem: /added words found neither in the text nor in its corrections \(cures, cancer\)/,
    },
    {
      name: 'a rewrite that adds a number',
      rewrite: `${GARLIC_FIX} ${VACCINE.slice(0, -1)} in 95 of 100. ${MASKS} [unverified]`,
      problem: /added the number 95/,
    },
    { name: 'an empty rewrite', rewrite: ' ', problem: /empty/ },
  ])('$name', ({ rewrite, problem }) => {
    const found = rewriteProblem(rewrite, draft, original);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
