import { modelsLanguage as m } from '../../i18n/catalogue/models-language';
import { formatLanguage } from '../../i18n/format';
import { t } from '../../i18n/t';
import { log } from '../../log/log';
import { messageOf } from '../../util/errors';
import { englishPair } from './names';
import type { TranslatorApi, TranslatorPair, TranslatorSession } from './translator-api';
import { type PairSessions, pairSessions } from './translator-sessions';

/**
 * A claim in another language, translated to English on the device for English-only models.
 * Every way it can fail is a result naming what failed and the fix, never an exception: the
 * check goes on without the translation and nothing of the claim is lost.
 */

export type Translation =
  | { ok: true; english: string }
  /** `downloadable`: Chrome has the pair to download, which a click in the side panel starts. */
  | { ok: false; reason: string; downloadable?: true };

export interface TranslateOptions {
  signal?: AbortSignal;
  /** Download progress of the language pair's model, 0..1. */
  onProgress?(loaded: number): void;
}

/** A translation that cannot go on, with the reason the reader is shown. */
class Untranslated extends Error {}

/** One set of sessions per `Translator`, kept per language pair (translator-sessions.ts). */
const sessionsOf = new WeakMap<TranslatorApi, PairSessions>();

export async function translateToEnglish(
  api: TranslatorApi | null,
  text: string,
  from: string,
  o: TranslateOptions = {},
): Promise<Translation> {
  if (!api) return { ok: false, reason: t(m.noTranslator) };
  const pair = { sourceLanguage: from, targetLanguage: 'en' };
  const name = formatLanguage(from);
  let sessions = sessionsOf.get(api);
  if (!sessions) sessionsOf.set(api, (sessions = pairSessions()));
  try {
    if (!sessions.has(from)) {
      const refused = await refusal(api, pair, name);
      if (refused) return refused;
    }
    return await sessions.use(
      from,
      () => created(api, pair, name, o),
      (translator) => translated(translator, text, name, o),
    );
  } catch (e) {
    o.signal?.throwIfAborted();
    return { ok: false, reason: e instanceof Untranslated ? e.message : failureReason(e, name) };
  }
}

/** Why Chrome's answer for this pair rules a translation out, or null where it can be made. */
async function refusal(api: TranslatorApi, pair: TranslatorPair, name: string): Promise<Translation | null> {
  const availability = await withinTime(api.availability(pair), AVAILABILITY_MS);
  if (availability === 'unavailable') return { ok: false, reason: t(m.noModel, englishPair(name)) };
  if (availability === 'timeout')
    return {
      ok: false,
      reason: t(m.noAnswer, AVAILABILITY_MS / 1000, name),
    };
  // A download starts only with a click in a page that asks for it, which the engine's document
  // never has: the side panel offers it. One already under way is joined.
  if (availability === 'downloadable') return { ok: false, reason: notDownloaded(name), downloadable: true };
  return null;
}

/** The pair's translator; Chrome may neither download nor refuse (no update service), so a quiet create() is given up on. */
async function created(
  api: TranslatorApi,
  pair: TranslatorPair,
  name: string,
  o: TranslateOptions,
): Promise<TranslatorSession> {
  const quiet = watchdog(CREATE_QUIET_MS);
  const creating = api.create({
    ...pair,
    monitor: (m) => m.addEventListener('downloadprogress', (e) => (quiet.reset(), o.onProgress?.(e.loaded))),
  });
  const translator = await Promise.race([creating, quiet.fired]).finally(quiet.stop);
  if (translator !== 'timeout') return translator;
  void creating.then((t) => t.destroy(), logIgnoredCreate);
  throw new Untranslated(t(m.noProgress, englishPair(name), CREATE_QUIET_MS / 1000));
}

async function translated(
  translator: TranslatorSession,
  text: string,
  name: string,
  o: TranslateOptions,
): Promise<Translation> {
  const answer = await withinTime(translator.translate(text, o.signal ? { signal: o.signal } : {}), TRANSLATE_MS);
  if (answer === 'timeout') throw new Untranslated(t(m.tooSlow, englishPair(name), TRANSLATE_MS / 1000));
  const english = answer.trim();
  if (!english) return { ok: false, reason: t(m.empty, englishPair(name)) };
  return { ok: true, english };
}

/** How long one claim's translation may take (a sentence takes well under a second). */
const TRANSLATE_MS = 30_000;

/** How long a translator being made may go without a sign of progress. */
const CREATE_QUIET_MS = 15_000;

function watchdog(ms: number): { fired: Promise<'timeout'>; reset(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fire: (v: 'timeout') => void = () => undefined;
  const fired = new Promise<'timeout'>((resolve) => (fire = resolve));
  const reset = () => (clearTimeout(timer), (timer = setTimeout(() => fire('timeout'), ms)));
  reset();
  return { fired, reset, stop: () => clearTimeout(timer) };
}

/** A translator given up on may still fail later; its failure changes nothing. */
const logIgnoredCreate = (e: unknown) => log.info('language', `A translator given up on failed later: ${messageOf(e)}`);

/** How long Chrome may take to say whether it can translate a language (it answers at once where it can). */
const AVAILABILITY_MS = 5000;

function withinTime<T>(answer: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

const notDownloaded = (name: string) => t(m.notDownloaded, englishPair(name));

function failureReason(e: unknown, name: string): string {
  if (e instanceof DOMException && e.name === 'NotAllowedError') return notDownloaded(name);
  return t(m.failed, englishPair(name), messageOf(e));
}
