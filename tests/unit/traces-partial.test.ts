import { describe, expect, it } from 'vitest';

import { persistOutcomeOf, plannedSentencesOf, sentencePartsOf, tribunalModeOf } from '../../lib/core/traces/partial';
import type { CheckRecord } from '../../lib/db/records';
import { pickProblem } from '../../lib/decompose/pick';
import { toSummary } from '../../lib/jobs/summary';
import { doneCheck } from './support/check-row';

/** Views that read part of a trace keep working on rows whose other parts are damaged. */

const good = (index: number, start: number, end: number) => ({ index, start, end, verdict: 'False', confidence: 0.8 });

const doneRow = (traces: CheckRecord['traces']) =>
  doneCheck(traces, 'Garlic cures COVID-19. Vitamin C prevents flu. Masks work.');

describe('partial trace reads on partly bad rows', () => {
  it('badges: the good sentences of a decomposition whose plan and outcomes are gone', () => {
    const decompose = {
      plan: 'garbage',
      outcomes: 7,
      sentences: [good(0, 0, 22), { index: 1, start: 'x' }, null, good(2, 46, 57), good(3, 50, 999)],
    };
    expect(sentencePartsOf(decompose).map((s) => s.index)).toEqual([0, 2, 3]);
    expect(toSummary(doneRow({ decompose })).parts).toEqual([
      { sentence: 0, start: 0, end: 22, verdict: 'False', confidence: 0.8 },
      { sentence: 2, start: 46, end: 57, verdict: 'False', confidence: 0.8 },
    ]);
  });

  it.each([undefined, null, 'text', 42, [], { sentences: 'no' }])(
    'no badges and no error for a decomposition trace of %o',
    (decompose) => {
      expect(sentencePartsOf(decompose)).toEqual([]);
      expect(toSummary(doneRow({ decompose })).parts).toBeUndefined();
    },
  );

  it('re-picks: a damaged sentence of the plan is refused by its number, the others can run', () => {
    const trace = {
      plan: {
        version: 1,
        sentences: [{ kind: 'claim' }, 'broken', { kind: 'question', note: 'A question asks; it claims nothing.' }],
      },
      outcomes: 'gone',
    };
    expect(plannedSentencesOf(trace)).toEqual([
      { kind: 'claim' },
      null,
      { kind: 'question', note: 'A question asks; it claims nothing.' },
    ]);
    expect(pickProblem(trace, [0])).toBeNull();
    expect(pickProblem(trace, [1])).toBe('Sentence 2 cannot be checked: there is no such sentence.');
    expect(pickProblem(trace, [2])).toBe('Sentence 3 cannot be checked: A question asks; it claims nothing.');
    expect(pickProblem({ plan: { version: 2, sentences: [] } }, [0])).toMatch(
      /^This check was not split into sentences/,
    );
    expect(pickProblem(undefined, [0])).toMatch(/^This check was not split into sentences/);
  });

  it.each([
    [
      { mode: 'failed', error: 'timeout', calls: 'damaged' },
      { mode: 'failed', error: 'timeout' },
    ],
    [{ mode: 'tribunal' }, { mode: 'tribunal' }],
    [{ mode: 'other' }, null],
    ['text', null],
    [undefined, null],
  ])('the tribunal mode of %o is %o', (trace, mode) => {
    expect(tribunalModeOf(trace)).toEqual(mode);
  });

  it.each([
    [
      { stored: true, report: { facts: [1, 2], claimId: 5 } },
      { stored: true, report: { facts: [1, 2] } },
    ],
    [{ stored: false, error: 'quota' }, { stored: false }],
    [{ stored: 'yes' }, null],
    [{ stored: true, report: { facts: 'none' } }, null],
  ])('the persist outcome of %o is %o', (trace, outcome) => {
    expect(persistOutcomeOf(trace)).toEqual(outcome);
  });
});
