import type {
  BuiltinAvailability,
  DownloadMonitor,
  PromptApi,
  PromptCreateOptions,
  PromptMessage,
  PromptSession,
} from '../../lib/llm/builtin-api';
import { tribunalScript } from './llm-script';
import type { ChatBody } from './llm-server';

/**
 * Chrome's `LanguageModel` (the Prompt API) at the browser-API boundary, scripted: it cannot run
 * outside Chrome, so tests install this in its place. It speaks the API as documented: the four
 * availability states; `create` refuses a download without the reader's click (NotAllowedError)
 * and reports `downloadprogress` (loaded 0..1) to the monitor; sessions count tokens against
 * `inputQuota` and reject with QuotaExceededError; `prompt` honours `responseConstraint` by
 * answering with JSON that carries the schema's required fields, answered by the tribunal script
 * (tests/support/llm-script.ts) from the session's system prompt and the input.
 */

export interface ScriptedLanguageModel extends PromptApi {
  state: BuiltinAvailability;
  /** Whether the current call runs in a click (Chrome's user activation); needed to start a download. */
  userActivation: boolean;
  inputQuota: number;
  /** Every prompt as the model received it: the system prompt, the input and the constraint. */
  readonly prompts: { system: string; input: PromptMessage[]; responseConstraint?: object }[];
  readonly counts: { create: number; clone: number };
  /** The next prompt rejects with this DOMException name (e.g. QuotaExceededError, NotSupportedError). */
  failNext: string | null;
  /** Lets a held download (`holdDownload`) finish. */
  releaseDownload(): void;
}

/** About four characters a token, as for English text; each message adds its role's delimiters. */
export function scriptedTokens(input: string | PromptMessage[]): number {
  const list = typeof input === 'string' ? [{ role: 'user', content: input }] : input;
  return list.reduce((n, m) => n + 4 + Math.ceil(m.content.length / 4), 0);
}

function quotaError(requested: number, quota: number): DOMException {
  return Object.assign(new DOMException(`The input is too large (${requested} > ${quota}).`, 'QuotaExceededError'), {
    requested,
    quota,
  });
}

export function scriptedLanguageModel(
  /**
   * `downloadStepMs`: the wait between progress events, for a download a reader can watch.
   * `holdDownload`: the download stops at half until `releaseDownload()`, so that a test sees it
   * in progress however slow the machine is.
   */
  o: { state?: BuiltinAvailability; inputQuota?: number; downloadStepMs?: number; holdDownload?: boolean } = {},
): ScriptedLanguageModel {
  let release = () => undefined as void;
  const released = o.holdDownload ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  const lm: ScriptedLanguageModel = {
    state: o.state ?? 'available',
    userActivation: false,
    inputQuota: o.inputQuota ?? 6144,
    prompts: [],
    counts: { create: 0, clone: 0 },
    failNext: null,
    releaseDownload: () => release(),
    availability: () => Promise.resolve(lm.state),
    async create(options: PromptCreateOptions = {}) {
      options.signal?.throwIfAborted();
      if (lm.state === 'unavailable') throw new DOMException('The model is not available.', 'NotSupportedError');
      if (lm.state !== 'available') await download(lm, o.downloadStepMs ?? 0, released, options.monitor);
      lm.counts.create++;
      const initial = options.initialPrompts ?? [];
      const usage = initial.length ? scriptedTokens(initial) : 0;
      if (usage > lm.inputQuota) throw quotaError(usage, lm.inputQuota);
      return session(lm, initial, usage);
    },
  };
  return lm;
}

async function download(
  lm: ScriptedLanguageModel,
  stepMs: number,
  released: Promise<void>,
  monitor?: (m: DownloadMonitor) => void,
): Promise<void> {
  if (lm.state === 'downloadable' && !lm.userActivation)
    throw new DOMException('Requires user activation to download the model.', 'NotAllowedError');
  const listeners: ((e: { loaded: number }) => void)[] = [];
  monitor?.({ addEventListener: (_type, l) => listeners.push(l) });
  lm.state = 'downloading';
  for (const loaded of [0, 0.5, 1]) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    if (loaded === 1) await released;
    listeners.forEach((l) => l({ loaded }));
  }
  lm.state = 'available';
}

function session(lm: ScriptedLanguageModel, initial: PromptMessage[], inputUsage: number): PromptSession {
  let destroyed = false;
  const alive = () => {
    if (destroyed) throw new DOMException('The session was destroyed.', 'InvalidStateError');
  };
  return {
    inputUsage,
    inputQuota: lm.inputQuota,
    measureInputUsage: (input) => (alive(), Promise.resolve(scriptedTokens(input))),
    clone: () => (alive(), lm.counts.clone++, Promise.resolve(session(lm, initial, inputUsage))),
    destroy: () => {
      destroyed = true;
    },
    async prompt(input, options = {}) {
      alive();
      options.signal?.throwIfAborted();
      const turns: PromptMessage[] = typeof input === 'string' ? [{ role: 'user', content: input }] : input;
      const requested = inputUsage + scriptedTokens(turns);
      if (requested > lm.inputQuota) throw quotaError(requested, lm.inputQuota);
      const fail = lm.failNext;
      lm.failNext = null;
      if (fail)
        throw fail === 'QuotaExceededError'
          ? quotaError(requested, lm.inputQuota)
          : new DOMException('Scripted failure.', fail);
      const system = initial.find((m) => m.role === 'system')?.content ?? '';
      lm.prompts.push({
        system,
        input: turns,
        ...(options.responseConstraint ? { responseConstraint: options.responseConstraint } : {}),
      });
      return answer([...initial, ...turns], options.responseConstraint);
    },
  };
}

function answer(messages: PromptMessage[], constraint?: object): string {
  const body: ChatBody = { messages };
  const kind = tribunalScript.identify(body);
  if (!kind) return constraint ? '{}' : 'I can only help with the requests I know.';
  const reply = tribunalScript.respond(kind, body);
  const text = typeof reply === 'string' ? reply : JSON.stringify(reply);
  if (constraint) assertRequired(text, constraint);
  return text;
}

/** Constrained decoding cannot produce an answer without the schema's required fields: the script must not either. */
function assertRequired(text: string, schema: object): void {
  const required = (schema as { required?: string[] }).required ?? [];
  const value = JSON.parse(text) as Record<string, unknown>;
  const missing = required.filter((k) => !(k in value));
  if (missing.length) throw new Error(`The scripted answer lacks required fields ${missing.join(', ')}`);
}

/** Installs the scripted model as `globalThis.LanguageModel`; returns the remover. */
export function installLanguageModel(lm: ScriptedLanguageModel): () => void {
  const g = globalThis as { LanguageModel?: PromptApi };
  const before = g.LanguageModel;
  g.LanguageModel = lm;
  return () => {
    if (before) g.LanguageModel = before;
    else delete g.LanguageModel;
  };
}
