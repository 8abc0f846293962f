import type {
  TranslatorApi,
  TranslatorAvailability,
  TranslatorCreateOptions,
  TranslatorMonitor,
  TranslatorPair,
  TranslatorSession,
} from '../../lib/ml/language/translator-api';

/**
 * Chrome's `Translator` (the Translator API) at the browser-API boundary, scripted: it cannot run
 * outside Chrome, so tests install this in its place. It speaks the API as documented: the four
 * availability states per language pair; `create` refuses a download without the reader's click
 * (NotAllowedError), an unsupported pair (NotSupportedError), and reports `downloadprogress`
 * (loaded 0..1) to the monitor while a pair downloads; `translate` answers from a phrase book
 * and rejects once destroyed (InvalidStateError), or with the failure a test scripts.
 */

export interface ScriptedTranslator extends TranslatorApi {
  /** Availability per source language (to English); a language not listed is 'unavailable'. */
  pairs: Record<string, TranslatorAvailability>;
  /** Whether the current call runs in a click (Chrome's user activation); needed to start a download. */
  userActivation: boolean;
  /** Source text → its English; a text not in the book comes back as `[en] text`. */
  book: Record<string, string>;
  readonly translated: { from: string; text: string }[];
  readonly counts: { create: number; destroy: number };
  /** The next `create` rejects with this DOMException name. */
  failCreate: string | null;
  /** The next `translate` rejects with this DOMException name (e.g. UnknownError mid-way). */
  failTranslate: string | null;
  /** A download that never moves and never fails (a Chromium without its update service). */
  stalled: boolean;
}

export function scriptedTranslator(
  o: {
    pairs?: Record<string, TranslatorAvailability>;
    book?: Record<string, string>;
    /** Time between download progress events (a real download is seen moving); none by default. */
    downloadStepMs?: number;
  } = {},
): ScriptedTranslator {
  const t: ScriptedTranslator = {
    pairs: o.pairs ?? { de: 'available', fr: 'available', es: 'available' },
    userActivation: false,
    book: o.book ?? {},
    translated: [],
    counts: { create: 0, destroy: 0 },
    failCreate: null,
    failTranslate: null,
    stalled: false,
    availability: (pair: TranslatorPair) => Promise.resolve(stateOf(t, pair)),
    async create(options: TranslatorCreateOptions) {
      options.signal?.throwIfAborted();
      const state = stateOf(t, options);
      if (state === 'unavailable')
        throw new DOMException(
          'Unable to create translator for the given source and target language.',
          'NotSupportedError',
        );
      const fail = t.failCreate;
      t.failCreate = null;
      if (fail) throw new DOMException('The translator could not be created.', fail);
      if (state === 'downloadable' && !t.userActivation)
        throw new DOMException('Requires user activation to download the model.', 'NotAllowedError');
      if (state !== 'available' && t.stalled) await new Promise<never>(() => undefined);
      if (state !== 'available') await download(options.monitor, o.downloadStepMs ?? 0);
      t.pairs[options.sourceLanguage] = 'available';
      t.counts.create++;
      return session(t, options.sourceLanguage);
    },
  };
  return t;
}

function stateOf(t: ScriptedTranslator, pair: TranslatorPair): TranslatorAvailability {
  if (pair.targetLanguage !== 'en') return 'unavailable';
  return t.pairs[pair.sourceLanguage] ?? 'unavailable';
}

async function download(monitor: ((m: TranslatorMonitor) => void) | undefined, stepMs: number): Promise<void> {
  const listeners: ((e: { loaded: number }) => void)[] = [];
  monitor?.({ addEventListener: (_type, listener) => listeners.push(listener) });
  for (const loaded of [0, 0.4, 1]) {
    await (stepMs ? new Promise((r) => setTimeout(r, stepMs)) : Promise.resolve());
    for (const l of listeners) l({ loaded });
  }
}

function session(t: ScriptedTranslator, from: string): TranslatorSession {
  let destroyed = false;
  return {
    async translate(text, options = {}) {
      options.signal?.throwIfAborted();
      if (destroyed) throw new DOMException('The translator has been destroyed.', 'InvalidStateError');
      const fail = t.failTranslate;
      t.failTranslate = null;
      if (fail) throw new DOMException('Other generic failures occurred.', fail);
      t.translated.push({ from, text });
      return t.book[text] ?? `[en] ${text}`;
    },
    destroy() {
      destroyed = true;
      t.counts.destroy++;
    },
  };
}
