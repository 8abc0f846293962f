import { logged } from '../log/log';
import { messageOf } from '../util/errors';
import {
  BUILTIN_MISSING,
  type BuiltinAvailability,
  type PromptApi,
  type PromptMessage,
  type PromptSession,
} from './builtin-api';
import { countPassages, type Fitted, keepPassages, largestFit } from './builtin-fit';
import { isAbort, LlmError } from './errors';
import type { ChatMessage, ChatRequest, ChatResponse, LlmClient } from './llm';
import { abortReason } from './retry';

/**
 * The browser's built-in model (Chrome's Prompt API) as an LlmClient. One session per system
 * prompt (a role), created once and cloned for each call, so a role's instructions are
 * processed once and calls never see each other's turns. Structured output goes through
 * `responseConstraint` (JSON Schema); prompts over the input quota lose evidence passages
 * until they fit, and the answer's notes say so for the transcript.
 */

export const BUILTIN_MODEL = 'Gemini Nano (built into Chrome)';

const BUILTIN_NOT_READY =
  'The browser’s built-in model is not downloaded yet: open Settings → LLM and press Download (checks use it once it is there).';

/** What a reader is told for each availability that cannot answer yet; null when it can. */
export function availabilityProblem(state: BuiltinAvailability): string | null {
  if (state === 'available') return null;
  if (state === 'unavailable')
    return 'This Chrome has no built-in model: the device does not meet its requirements (22 GB free disk, a GPU with more than 4 GB or 16 GB of memory) or a policy turns it off. Pick another provider in Settings → LLM.';
  return BUILTIN_NOT_READY;
}

/** The client; `api` is `LanguageModel` where it is reachable. */
export function createBuiltinClient(api: PromptApi | null): LlmClient {
  const sessions = new Map<string, Promise<PromptSession>>();
  const sessionFor = (system: string) => {
    let s = sessions.get(system);
    if (!s) {
      // No call's signal: a role's session serves later calls, and aborting a create signal would destroy it.
      s = openSession(api, system);
      // A failed open is not kept: the next call (after a download, say) tries again.
      s.catch(() => sessions.delete(system));
      sessions.set(system, s);
      evictOldest(sessions);
    }
    return s;
  };
  return {
    id: 'browser:built-in',
    async chat(request) {
      request.signal?.throwIfAborted();
      const [system, turns] = splitSystem(request.messages);
      try {
        const base = await sessionFor(system);
        const session = await base.clone(request.signal ? { signal: request.signal } : {});
        try {
          return await promptFitted(session, turns, request);
        } finally {
          session.destroy();
        }
      } catch (e) {
        throw builtinError(e, request.signal);
      }
    },
  };
}

/** Each session holds the model's memory for its prompt: a prompt that varies per call must not pile them up. */
const MAX_SESSIONS = 8;

function evictOldest(sessions: Map<string, Promise<PromptSession>>): void {
  if (sessions.size <= MAX_SESSIONS) return;
  const [oldest, session] = sessions.entries().next().value!;
  sessions.delete(oldest);
  // Clones already made from it live on; a session that never opened has nothing to free.
  session.then(
    (x) => x.destroy(),
    logged('llm', 'An evicted session of the built-in model had failed to open (its call said so); nothing to free'),
  );
}

async function openSession(api: PromptApi | null, system: string): Promise<PromptSession> {
  if (!api) throw new LlmError('unavailable', BUILTIN_MISSING);
  const problem = availabilityProblem(await api.availability());
  // Never starts a download by itself: that is the reader's click in Settings (with progress).
  if (problem) throw new LlmError('unavailable', problem);
  return api.create(system ? { initialPrompts: [{ role: 'system', content: system }] } : {});
}

async function promptFitted(
  session: PromptSession,
  turns: PromptMessage[],
  request: ChatRequest,
): Promise<ChatResponse> {
  const fitted = await fit(session, turns);
  const content = await session.prompt(fitted.input, {
    ...(request.jsonSchema ? { responseConstraint: request.jsonSchema.schema } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (request.signal?.aborted) throw abortReason(request.signal);
  if (!content.trim()) throw new LlmError('invalid-output', 'The browser’s built-in model returned an empty answer.');
  return {
    content,
    model: BUILTIN_MODEL,
    ...(request.jsonSchema ? { structured: 'json-schema' as const } : {}),
    ...(fitted.trimmed
      ? {
          notes: [
            `Evidence trimmed to fit the built-in model’s input quota (${session.inputQuota} tokens): ${fitted.trimmed.kept} of ${fitted.trimmed.total} passages sent, the rest left out.`,
          ],
        }
      : {}),
  };
}

/** The turns as they fit the session's remaining quota, trimming the last user turn's passages if needed. */
async function fit(session: PromptSession, turns: PromptMessage[]): Promise<Fitted<PromptMessage[]>> {
  const room = session.inputQuota - session.inputUsage;
  if ((await session.measureInputUsage(turns)) <= room) return { input: turns };
  const last = turns.at(-1);
  const total = last ? countPassages(last.content) : 0;
  const withKeep = (keep: number) => [...turns.slice(0, -1), { ...last!, content: keepPassages(last!.content, keep) }];
  const kept = total
    ? await largestFit(total, async (k) => (await session.measureInputUsage(withKeep(k))) <= room)
    : null;
  if (kept === null)
    throw new LlmError(
      'quota',
      `This request is larger than the built-in model’s input quota (${session.inputQuota} tokens)${total ? ', even with one evidence passage' : ''}: select a shorter text, or pick a remote provider in Settings → LLM for long documents.`,
    );
  return { input: withKeep(kept), trimmed: { kept, total } };
}

function splitSystem(messages: ChatMessage[]): [string, PromptMessage[]] {
  const system = messages[0]?.role === 'system' ? messages[0].content : '';
  return [system, messages.slice(system ? 1 : 0).map((m) => ({ role: m.role, content: m.content }))];
}

/** The Prompt API's DOMExceptions, phrased with their fix. */
function builtinError(e: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return abortReason(signal);
  if (e instanceof LlmError || isAbort(e)) return e;
  const name = e instanceof DOMException ? e.name : '';
  if (name === 'QuotaExceededError')
    return new LlmError(
      'quota',
      'This request is larger than the built-in model’s input quota: select a shorter text, or pick a remote provider in Settings → LLM.',
      undefined,
      messageOf(e),
    );
  if (name === 'NotAllowedError')
    return new LlmError(
      'unavailable',
      `${BUILTIN_NOT_READY} If it is downloaded, Chrome refused it here (a policy may turn it off).`,
      undefined,
      messageOf(e),
    );
  if (name === 'NotSupportedError')
    return new LlmError('unavailable', `The browser’s built-in model cannot answer this request: ${messageOf(e)}.`);
  return new LlmError('unavailable', `The browser’s built-in model failed: ${messageOf(e)}.`, undefined, messageOf(e));
}

/**
 * Downloads the built-in model, on the reader's click (Chrome refuses to start it without one):
 * a session is created with a monitor reporting progress 0..1, then released.
 */
export async function downloadBuiltin(api: PromptApi, onProgress: (fraction: number) => void): Promise<void> {
  try {
    const session = await api.create({
      monitor(m) {
        m.addEventListener('downloadprogress', (e) => onProgress(e.loaded));
      },
    });
    session.destroy();
  } catch (e) {
    throw builtinError(e);
  }
}
