import { log } from '../../log/log';
import { messageOf } from '../../util/errors';
import type { TranslatorSession } from './translator-api';

/**
 * One translator per language pair, shared while translations use it: the sentences of a
 * decomposed selection, and checks that follow each other, go through one session rather than
 * each making (and loading) its own. A pair left idle for a while is destroyed, giving Chrome
 * back its model's memory; a session that failed is dropped, so the next use makes a new one.
 */
export interface PairSessions {
  /** Runs `work` on the pair's session, made by `make` where there is none yet. */
  use<T>(from: string, make: () => Promise<TranslatorSession>, work: (s: TranslatorSession) => Promise<T>): Promise<T>;
  /** Whether a session for this source language is kept (made, or being made). */
  has(from: string): boolean;
}

/** How long an unused session is kept: long enough for a check's sentences and the next check. */
export const SESSION_IDLE_MS = 60_000;

interface Kept {
  session: Promise<TranslatorSession>;
  busy: number;
  timer?: ReturnType<typeof setTimeout>;
}

export function pairSessions(idleMs = SESSION_IDLE_MS): PairSessions {
  const kept = new Map<string, Kept>();
  const forget = (from: string, pair: Kept) => {
    if (kept.get(from) !== pair) return;
    kept.delete(from);
    clearTimeout(pair.timer);
    void pair.session.then((s) => s.destroy(), logDropped);
  };
  return {
    has: (from) => kept.has(from),
    async use(from, make, work) {
      let pair = kept.get(from);
      if (!pair) kept.set(from, (pair = { session: make(), busy: 0 }));
      clearTimeout(pair.timer);
      pair.busy++;
      try {
        return await work(await pair.session);
      } catch (e) {
        forget(from, pair);
        throw e;
      } finally {
        pair.busy--;
        const idle = pair;
        if (!idle.busy && kept.get(from) === idle) idle.timer = setTimeout(() => forget(from, idle), idleMs);
      }
    },
  };
}

/** A session that never came is reported to the translation that asked for it; here it only leaves. */
const logDropped = (e: unknown) =>
  log.info('language', `A translator dropped after a failure had not been made: ${messageOf(e)}`);
