import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { keySentences } from '../../lib/background/key-sentences';
import { pageProgress } from '../../lib/content/page-progress';
import { chosenMessage, noArticle } from '../../lib/core/page-check';
import type { CheckSummary } from '../../lib/core/schemas';
import { MAX_SENTENCES } from '../../lib/decompose/limits';
import { pageCandidates } from '../../lib/decompose/page';
import { forgetPolicy } from '../../lib/settings/managed';

/**
 * Check this page, its pure parts: which of an article's sentences may be checked (the
 * decomposition's rules), which of them are key (the decomposition's ranking in the background,
 * with the settings' count), and the progress line the page shows.
 */

const ARTICLE = [
  { text: 'What we learned about COVID-19 this year', heading: true },
  { text: 'By the health desk' },
  {
    text: 'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals. Researchers compared thousands of genomes.',
  },
  { text: 'What should readers make of all this?' },
  { text: 'Does vitamin D prevent flu?' },
  { text: 'Two more things to keep in mind:' },
];
const blocks = (...texts: string[]) => texts.map((text) => ({ text }));

describe('the sentences of an article that may be checked', () => {
  it('keeps the claims, and a yes/no question, in text order; headings, bylines, lead-ins and open questions are counted but not checked', () => {
    expect(pageCandidates(ARTICLE, 5000)).toEqual({
      ok: true,
      total: 7,
      sentences: [
        'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals.',
        'Researchers compared thousands of genomes.',
        'Does vitamin D prevent flu?',
      ],
    });
  });

  it('leaves out a sentence the selection limit would refuse, and takes a repeated sentence once', () => {
    const long = `Vitamin C ${'really '.repeat(20)}cures colds.`;
    const repeated = 'Masks reduce the spread of respiratory viruses.';
    const result = pageCandidates(blocks(long, repeated, repeated), 100);
    expect(result).toEqual({ ok: true, total: 3, sentences: [repeated] });
  });

  it(`ranks at most ${MAX_SENTENCES} sentences, the first ones`, () => {
    const many = Array.from({ length: MAX_SENTENCES + 20 }, (_, i) => `Study ${i + 1} shows that exercise helps.`);
    const result = pageCandidates(blocks(...many), 5000);
    expect(result.ok && result.sentences).toHaveLength(MAX_SENTENCES);
    expect(result.ok && result.sentences.at(-1)).toBe(`Study ${MAX_SENTENCES} shows that exercise helps.`);
    expect(result.total).toBe(MAX_SENTENCES + 20);
  });

  it('says so when there is no article text, and when the article states nothing', () => {
    expect(pageCandidates([], 5000)).toEqual({ ok: false, total: 0, message: noArticle() });
    expect(pageCandidates(blocks('  ', ''), 5000)).toEqual({ ok: false, total: 0, message: noArticle() });
    expect(pageCandidates(blocks('Latest news', 'What happens next?'), 5000)).toEqual({
      ok: false,
      total: 2,
      message:
        "No claim to check in this article's 2 sentences: they are headings, fragments or open questions. Select a sentence that states something as a fact to check it.",
    });
  });

  it('says how many were chosen of how many', () => {
    expect(chosenMessage(5, 43)).toBe('Checking 5 key sentences chosen of 43 sentences in this article.');
    expect(chosenMessage(1, 1)).toBe('Checking 1 key sentence chosen of 1 sentence in this article.');
  });
});

describe('the key sentences among them (background)', () => {
  let stored: Record<string, unknown> = {};
  beforeEach(() => {
    forgetPolicy();
    vi.stubGlobal('chrome', {
      storage: {
        onChanged: { addListener: () => undefined },
        local: { get: (key: string) => Promise.resolve(key in stored ? { [key]: stored[key] } : {}) },
        managed: { get: () => Promise.resolve({}) },
      },
    });
  });
  afterEach(() => {
    stored = {};
    vi.unstubAllGlobals();
  });

  const HEALTH = [
    'Vaccination reduces the risk of severe disease from influenza in older adults.',
    'Influenza vaccines are updated every year to match the circulating virus strains.',
    'Older adults with influenza are more likely to be admitted to hospital.',
  ];
  const ASIDES = [
    'The council approved a new bicycle lane on Main Street on Tuesday.',
    'Tickets for the summer concert went on sale at the town hall.',
  ];

  it('picks the settings’ number of sentences, central and about health, in text order; off-topic asides rank low', async () => {
    stored = { settings: { decompose: { maxKeySentences: 3 } } };
    const article = blocks(ASIDES[0]!, HEALTH[0]!, HEALTH[1]!, ASIDES[1]!, HEALTH[2]!);
    expect(await keySentences(article)).toEqual({ ok: true, sentences: HEALTH, total: 5 });
  });

  it('picks them all when there are no more than the settings’ number, and says why when there is nothing to pick', async () => {
    expect(await keySentences([{ text: 'Influenza season', heading: true }, ...blocks(...HEALTH)])).toEqual({
      ok: true,
      sentences: HEALTH,
      total: 4,
    });
    expect(await keySentences([])).toEqual({ ok: false, message: noArticle(), total: 0 });
  });
});

describe('the page check’s progress line', () => {
  const summary = (status: CheckSummary['status'], verdict?: CheckSummary['verdict']): CheckSummary => ({
    id: 'check:x',
    status,
    text: 'A claim.',
    updatedAt: 1,
    ...(verdict ? { verdict } : {}),
  });

  it('counts the sentence being checked while any runs, a sentence not started yet included', () => {
    expect(pageProgress([undefined, undefined, undefined], 9)).toEqual({ text: 'Checking 1 of 3…', running: true });
    expect(pageProgress([summary('done', 'True'), summary('running'), undefined], 9)).toEqual({
      text: 'Checking 2 of 3…',
      running: true,
    });
    expect(pageProgress([summary('done', 'True'), summary('failed'), summary('queued')], 9).text).toBe(
      'Checking 3 of 3…',
    );
  });

  it('tallies the verdicts, failures and cancelled checks once all have ended', () => {
    const all = [
      summary('done', 'True'),
      summary('done', 'False'),
      summary('done', 'Unverified'),
      summary('done', 'Unverified'),
      summary('cancelled'),
    ];
    expect(pageProgress(all, 12)).toEqual({
      text: 'Checked 5 key sentences of 12: 1 True, 1 False, 2 Unverified, 1 cancelled.',
      running: false,
    });
    expect(pageProgress([summary('failed')], 1).text).toBe('Checked 1 key sentence of 1: 1 failed.');
  });
});
