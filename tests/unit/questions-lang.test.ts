import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { CheckOutcome } from '../../lib/core/types';
import { acceptableOtherStatement } from '../../lib/decompose/question-check';
import { otherQuestionKind } from '../../lib/decompose/question-statement/other-language';
import { openQuestionNote } from '../../lib/decompose/questions';
import { DECOMPOSE_TRACE_KEY, type DecompositionTrace } from '../../lib/decompose/trace';
import { defaultEngineConfig, type EngineConfig } from '../../lib/settings/run-config';
import { type ChatBody, type LlmServer, startLlmServer } from '../support/llm-server';
import { scriptedTranslator } from '../support/translator';
import { freshDatabases } from './support/kg-db';
import { useScriptedLlm } from './support/scripted-tribunal';
import { checkAgainstStored } from './support/stored-claim-check';

/** Issue 33 item 4: questions in other languages are recognised, and checked as the statement they test. */

const ROWS: Record<string, { yesNo: string[]; open: string[]; statements: string[] }> = {
  de: {
    yesNo: [
      'Hilft Vitamin C gegen Erkältungen?',
      'Kann Metformin einen Vitamin-B12-Mangel verursachen?',
      'Ist Kaffee schlecht für das Herz?',
      'Schützt Knoblauch vor dem Coronavirus?',
    ],
    open: [
      'Wie viel Vitamin D sollten Erwachsene nehmen?',
      'Warum macht Zucker müde?',
      'Welche Lebensmittel senken den Blutdruck?',
      'Ab wann ist Fieber gefährlich?',
      'Wofür ist Magnesium gut?',
    ],
    statements: ['Vitamin C hilft gegen Erkältungen.', 'Kaffee ist schlecht für das Herz.'],
  },
  fr: {
    yesNo: [
      'Le café provoque-t-il le cancer ?',
      'Est-ce que le sucre rend les enfants hyperactifs ?',
      'La vitamine C prévient-elle le rhume?',
    ],
    open: [
      'Comment soigner une migraine ?',
      'Pourquoi le sel augmente-t-il la tension ?',
      'Combien de café peut-on boire par jour ?',
      "Qu'est-ce que le cholestérol ?",
      'Quels aliments contiennent du fer ?',
    ],
    statements: ['Le café provoque le cancer.'],
  },
  es: {
    yesNo: ['¿El café causa cáncer?', '¿Puede el ibuprofeno dañar los riñones?', 'El ajo cura la gripe?'],
    open: [
      '¿Cómo se transmite el sarampión?',
      '¿Por qué duele la cabeza con el calor?',
      '¿Cuánta agua hay que beber al día?',
      '¿Qué alimentos tienen vitamina B12?',
      '¿Desde cuándo se vacuna contra la gripe?',
    ],
    statements: ['El café causa cáncer.'],
  },
  it: {
    yesNo: ['Il caffè fa male al cuore?', 'Lo zucchero causa il diabete?'],
    open: ['Come si cura la febbre?', 'Perché il sale fa male?', 'Quanta acqua bisogna bere?', "Cos'è la celiachia?"],
    statements: ['Il caffè fa male al cuore.'],
  },
  pt: {
    yesNo: ['O café causa câncer?', 'Antidepressivos como a sertralina engordam?'],
    open: [
      'Como tratar a gripe?',
      'Por que o açúcar faz mal?',
      'Quantas horas devemos dormir?',
      'O que é colesterol?',
      'Qual é a dose de vitamina D?',
    ],
    statements: ['O café causa câncer.'],
  },
  nl: {
    yesNo: ['Helpt vitamine C tegen verkoudheid?', 'Is koffie slecht voor het hart?'],
    open: [
      'Hoe lang duurt griep?',
      'Waarom is suiker slecht?',
      'Wanneer moet je naar de dokter?',
      'Hoeveel water moet je drinken?',
      'Welke vitamines heb je nodig?',
    ],
    statements: ['Koffie is slecht voor het hart.'],
  },
};

describe('questions in other languages: recognised, yes/no or open', () => {
  describe.each(Object.entries(ROWS))('%s', (code, rows) => {
    it.each(rows.yesNo)('%s is a yes/no question', (q) => expect(otherQuestionKind(q, code)).toBe('yes-no'));
    it.each(rows.open)('%s is an open question', (q) => expect(otherQuestionKind(q, code)).toBe('open'));
    it.each(rows.statements)('%s is no question', (s) => expect(otherQuestionKind(s, code)).toBeNull());
  });

  it('a Spanish question opened with "¿" is one even where its closing mark is missing', () => {
    expect(otherQuestionKind('¿El café causa cáncer', 'es')).toBe('yes-no');
  });

  it('a language with no question words listed waits for its translation: yes/no until read', () => {
    expect(otherQuestionKind('Czy kawa powoduje raka?', 'pl')).toBe('yes-no');
  });
});

describe('an LLM’s statement for a question in another language', () => {
  it.each([
    ['Hilft Vitamin C gegen Erkältungen?', 'Vitamin C hilft gegen Erkältungen.', 'de'],
    ['Est-ce que le sucre rend les enfants hyperactifs ?', 'Le sucre rend les enfants hyperactifs.', 'fr'],
    ['Le café provoque-t-il le cancer ?', 'Le café provoque le cancer.', 'fr'],
    ['¿Puede el ibuprofeno dañar los riñones?', 'El ibuprofeno puede dañar los riñones.', 'es'],
  ])('%s → “%s” is accepted', (question, statement, code) => {
    expect(acceptableOtherStatement(question, statement, code)).toEqual({ ok: true });
  });

  it.each([
    ['Hilft Vitamin C gegen Erkältungen?', 'Vitamin C hilft nicht gegen Erkältungen.', /adds "nicht"/],
    ['Hilft Vitamin C gegen Erkältungen bei Kindern?', 'Vitamin C hilft gegen Erkältungen.', /leaves out "bei"/],
    ['Hilft Vitamin C gegen Erkältungen?', 'Ja, Vitamin C hilft. Es hilft.', /more than one sentence/],
  ])('%s → “%s” is refused', (question, statement, why) => {
    const verdict = acceptableOtherStatement(question, statement, 'de');
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.why).toMatch(why);
  });
});

const GERMAN_QUESTION = 'Hilft Vitamin C gegen Erkältungen?';
const ENGLISH_QUESTION = 'Does vitamin C help against colds?';
const ENGLISH_STATEMENT = 'Vitamin C helps against colds.';

const freshDb = freshDatabases('questions-lang');
const g = globalThis as { Translator?: unknown };
afterEach(() => delete g.Translator);
let server: LlmServer;
let answer = '';

beforeAll(async () => {
  server = await startLlmServer({
    script: {
      identify: (body: ChatBody) => body.response_format?.json_schema?.name ?? null,
      respond: () => ({ statement: answer }),
    },
  });
});
afterAll(() => server.close());

const withLlm = (c: EngineConfig) => useScriptedLlm(c, server.baseUrl);

/** A check of `text` with the statement stored as false in memory; the web is off. */
function check(text: string, configure: (c: EngineConfig) => void = () => undefined): Promise<CheckOutcome> {
  const config = offline();
  configure(config);
  return checkAgainstStored(freshDb(), ENGLISH_STATEMENT, text, config);
}

function offline(): EngineConfig {
  const config = defaultEngineConfig();
  config.settings.web.enabled = false;
  return config;
}

describe('a question in another language through the pipeline', () => {
  it('translated on the device, read by the English rules, its statement answered from memory', async () => {
    const t = scriptedTranslator({ book: { [GERMAN_QUESTION]: ENGLISH_QUESTION } });
    g.Translator = t;
    const outcome = await check(GERMAN_QUESTION);
    expect(t.translated).toEqual([{ from: 'de', text: GERMAN_QUESTION }]);
    expect(outcome).toMatchObject({
      verdict: 'False',
      path: 'memory',
      question: { kind: 'yes-no', statement: ENGLISH_STATEMENT, method: 'rules' },
      notice: `Checked in English as: “${ENGLISH_QUESTION}” (translated from German on your device).`,
    });
  });

  it('an English question on a German page is read by the English rules; the browser’s sure German is German', async () => {
    const english = await checkAgainstStored(freshDb(), ENGLISH_STATEMENT, ENGLISH_QUESTION, offline(), null, {
      fallback: 'de',
    });
    expect(english).toMatchObject({ verdict: 'False', question: { statement: ENGLISH_STATEMENT, method: 'rules' } });
    expect(english.notice).toBeUndefined();
    const dutch = 'Helpt vitamine C tegen verkoudheid?';
    const sure = { browser: { languages: [{ code: 'nl', share: 1 }], reliable: true } };
    const asked = await checkAgainstStored(freshDb(), ENGLISH_STATEMENT, dutch, offline(), null, sure);
    expect(asked.reason).toMatch(/^A question in Dutch cannot be turned into the statement it tests/);
  });

  it('an open question is never checked as a statement, translator or not', async () => {
    g.Translator = scriptedTranslator();
    const outcome = await check('Wie viel Vitamin D sollten Erwachsene nehmen?');
    expect(outcome).toMatchObject({ verdict: 'Unverified', reason: openQuestionNote(), question: { kind: 'open' } });
    expect((g.Translator as { translated: unknown[] }).translated).toEqual([]);
  });

  it('a translation that turns out an open question goes the open way', async () => {
    g.Translator = scriptedTranslator({ book: { 'Czy kawa powoduje raka?': 'How does coffee cause cancer?' } });
    (g.Translator as { pairs: Record<string, string> }).pairs.pl = 'available';
    const outcome = await check('Czy kawa powoduje raka?');
    expect(outcome).toMatchObject({ verdict: 'Unverified', question: { kind: 'open' } });
  });

  it('with a translator, the LLM rewrites the English question as for an English one', async () => {
    g.Translator = scriptedTranslator({ book: { [GERMAN_QUESTION]: ENGLISH_QUESTION } });
    answer = ENGLISH_STATEMENT;
    const outcome = await check(GERMAN_QUESTION, withLlm);
    const asked = server.requests.filter((r) => r.kind === 'question_statement').at(-1);
    expect(asked!.body.messages.at(-1)!.content).toBe(`<claim>${ENGLISH_QUESTION}</claim>`);
    expect(outcome).toMatchObject({ verdict: 'False', question: { statement: ENGLISH_STATEMENT, method: 'llm' } });
  });

  it('without a translator, the LLM rewrites the question itself, held to its words', async () => {
    answer = 'Vitamin C hilft gegen Erkältungen.';
    const outcome = await check(GERMAN_QUESTION, withLlm);
    expect(outcome.question).toEqual({ kind: 'yes-no', statement: answer, method: 'llm' });
  });

  it('an LLM rewrite that adds to the question is refused, and the check says why by name', async () => {
    answer = 'Vitamin C hilft nicht gegen schwere Erkältungen bei Kindern.';
    const outcome = await check(GERMAN_QUESTION, withLlm);
    expect(outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(outcome.question).toBeUndefined();
  });

  it('neither a translator nor an LLM: Unverified, naming the language and the fixes', async () => {
    const outcome = await check(GERMAN_QUESTION);
    expect(outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(outcome.reason).toBe(
      "A question in German cannot be turned into the statement it tests on this device (this browser has no on-device translation (Chrome's Translator API, Chrome 138 or later on a desktop)): select the statement itself, or let an LLM split long selections (Settings → Long selections), which also rewrites questions.",
    );
    expect(outcome.translationOffer).toBeUndefined();
  });

  it('a pair Chrome can download: the reason says to download it, and the check offers it', async () => {
    g.Translator = scriptedTranslator({ pairs: { de: 'downloadable' } });
    const outcome = await check(GERMAN_QUESTION);
    expect(outcome.reason).toBe(
      'A question in German cannot be turned into the statement it tests on this device: select the statement itself, or download the German → English translation.',
    );
    expect(outcome.translationOffer).toBe('de');
  });
});

describe('a question in another language inside a long selection', () => {
  const LONG = `Viele Leute in meiner Familie nehmen jeden Winter hohe Dosen davon. ${GERMAN_QUESTION}`;

  it('is checked as the statement its translation tests', async () => {
    g.Translator = scriptedTranslator({ book: { [GERMAN_QUESTION]: ENGLISH_QUESTION } });
    const outcome = await check(LONG);
    const trace = outcome.traces[DECOMPOSE_TRACE_KEY] as DecompositionTrace;
    const question = trace.plan.sentences.find((s) => s.text === GERMAN_QUESTION);
    expect(question).toMatchObject({ kind: 'claim', statement: ENGLISH_STATEMENT });
    const claim = trace.plan.claims.find((c) => c.sentence === question!.index)!;
    expect(trace.outcomes.find((o) => o.claimId === claim.id)).toMatchObject({ verdict: 'False', path: 'memory' });
  });

  it('is listed, saying what is missing, where nothing can turn it', async () => {
    const outcome = await check(LONG);
    const trace = outcome.traces[DECOMPOSE_TRACE_KEY] as DecompositionTrace;
    expect(trace.plan.sentences.find((s) => s.text === GERMAN_QUESTION)).toMatchObject({
      kind: 'other-language',
      note: expect.stringMatching(/^A question in German: nothing on this device turns it into the statement/),
    });
  });
});
