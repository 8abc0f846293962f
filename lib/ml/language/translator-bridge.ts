import { modelsLanguage as m } from '../../i18n/catalogue/models-language';
import { t } from '../../i18n/t';
import { messageOf } from '../../util/errors';
import { type TranslateOptions, translateToEnglish, type Translation } from './translate';
import { rememberPair } from './translation-pairs';
import { translatorApi } from './translator-api';

/**
 * The engine worker's way to Chrome's `Translator`, which windows have and dedicated workers do
 * not: a translation crosses the worker's own port as typed messages (kinds the engine's RPC
 * ignores) and the hosting document answers with its own. Only text crosses, and the answer is
 * a Translation (a failure is a reason, never a thrown error).
 */

export interface TranslatorPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
}

type Call = { kind: 'translator'; id: number; text: string; from: string };
type Reply =
  | { kind: 'translator-reply'; id: number; translation: Translation }
  | { kind: 'translator-progress'; id: number; loaded: number };

export type TranslateFn = (text: string, from: string, o?: TranslateOptions) => Promise<Translation>;

/** Worker side: translations the host makes. */
export function bridgedTranslate(port: TranslatorPort): TranslateFn {
  let next = 1;
  const pending = new Map<number, { done(t: Translation): void; progress?(loaded: number): void }>();
  port.addEventListener('message', (e: MessageEvent) => {
    const reply = e.data as Reply;
    const waiting = typeof reply?.id === 'number' ? pending.get(reply.id) : undefined;
    if (!waiting) return;
    if (reply.kind === 'translator-progress') waiting.progress?.(reply.loaded);
    if (reply.kind !== 'translator-reply') return;
    pending.delete(reply.id);
    waiting.done(reply.translation);
  });
  return (text, from, o = {}) => {
    o.signal?.throwIfAborted();
    const id = next++;
    return new Promise<Translation>((resolve, reject) => {
      // A cancelled check stops waiting; the host's answer, when it comes, finds no one and is dropped.
      const abort = () => (pending.delete(id), reject(o.signal!.reason));
      o.signal?.addEventListener('abort', abort, { once: true });
      const done = (t: Translation) => (o.signal?.removeEventListener('abort', abort), resolve(t));
      pending.set(id, { done, ...(o.onProgress ? { progress: o.onProgress } : {}) });
      port.postMessage({ kind: 'translator', id, text, from } satisfies Call);
    });
  };
}

/** Host side: answers the worker's translations with this window's `Translator` (none in Firefox: each says so). */
export function serveTranslatorBridge(port: TranslatorPort, translate: TranslateFn = directTranslate): void {
  port.addEventListener('message', (e: MessageEvent) => {
    const call = e.data as Call;
    if (call?.kind !== 'translator' || typeof call.id !== 'number' || typeof call.text !== 'string') return;
    const progress = (loaded: number) =>
      port.postMessage({ kind: 'translator-progress', id: call.id, loaded } satisfies Reply);
    const reply = (translation: Translation) =>
      port.postMessage({ kind: 'translator-reply', id: call.id, translation } satisfies Reply);
    // A translation answers with a reason, never by throwing; anything unforeseen still gets an answer.
    void translate(call.text, String(call.from), { onProgress: progress }).then(reply, (e: unknown) =>
      reply({ ok: false, reason: t(m.bridgeFailed, messageOf(e)) }),
    );
  });
}

const directTranslate: TranslateFn = (text, from, o) => {
  const api = translatorApi();
  // Settings → Models lists the pairs asked for; where there is no translator there is nothing to list.
  if (api) rememberPair(from);
  return translateToEnglish(api, text, from, o);
};

let workerTranslate: TranslateFn | undefined;

/** Translation to English from wherever the engine runs: in its worker, through the hosting document. */
export function englishTranslator(): TranslateFn {
  if (!('DedicatedWorkerGlobalScope' in globalThis)) return directTranslate;
  // One per worker: each would add a listener to the worker's port.
  workerTranslate ??= bridgedTranslate(self as unknown as TranslatorPort);
  return workerTranslate;
}
