import { type EngineStartPhase, startPhase } from '../core/engine-start';
import { createEngineHost, type EngineHost } from '../engine/host';
import type { EngineInput, EngineOp, EngineResult, EngineResults } from '../engine/protocol';
import { engineTasks as m } from '../i18n/catalogue/engine-tasks';
import { t } from '../i18n/t';
import { MessageError, unwrap } from '../messaging/result';
import { engineRequestMessage } from '../messaging/to-offscreen';
import { answerLost, sendWithResend } from '../messaging/transport';
import type { EngineConfig } from '../settings/run-config';
import { messageOf } from '../util/errors';
import { loadEngineConfig } from './engine-config';
import { keepAliveWhileChecking } from './keep-alive';

/**
 * How the background reaches the engine. Chrome: the engine lives in an offscreen document
 * (created on demand), because a service worker can neither start a Worker nor hold a model.
 * Firefox: its background page can, so the engine worker runs right there.
 */
export interface EngineClient {
  /** Sends a request with a fresh engine config (settings, secrets, trusted sources). */
  request<K extends EngineOp>(op: K, payload: EngineInput<K>): Promise<EngineResults[K]>;
  /** The side panel's engine.call: a payload the engine checks against the op's declaration. */
  forward(op: EngineOp, payload: unknown): Promise<EngineResult>;
  /** What this client waits on before the engine's first answer (the Check tab shows it meanwhile). */
  phase(): EngineStartPhase;
}

/** Follows the client's first settings read and the engine's first answer, for `phase`. */
function startWatch() {
  const seen = { settingsRead: false, engineAnswered: false };
  return {
    config: async (): Promise<EngineConfig> => {
      const config = await loadEngineConfig();
      seen.settingsRead = true;
      return config;
    },
    answered: <T>(answer: T): T => {
      seen.engineAnswered = true;
      return answer;
    },
    phase: () => startPhase(seen),
  };
}

const OFFSCREEN_PATH = 'offscreen.html';

export function createEngineClient(onEvent: (event: unknown) => void): EngineClient {
  // The Firefox build leaves the offscreen code out (import.meta.env.FIREFOX is a build constant).
  if (!import.meta.env.FIREFOX && typeof chrome.offscreen?.createDocument === 'function') return offscreenClient();
  // The engine worker lives in Firefox's event page: keep the page up while it has checks.
  const keepAlive = keepAliveWhileChecking();
  const host: EngineHost = createEngineHost((event) => {
    keepAlive(event);
    onEvent(event);
  });
  const watch = startWatch();
  return {
    request: async (op, payload) => watch.answered(await host.request(op, payload, await watch.config())),
    forward: async (op, payload) => watch.answered(await host.relay(op, payload, await watch.config())),
    phase: watch.phase,
  };
}

function offscreenClient(): EngineClient {
  let creating: Promise<void> | undefined;
  const watch = startWatch();

  async function ensureDocument(): Promise<void> {
    // hasDocument() is true as soon as a creation started, before the page listens: a request
    // that comes while another creates the document waits for that creation to finish.
    if (creating) return creating;
    if (await chrome.offscreen.hasDocument()) return creating;
    creating ??= chrome.offscreen
      .createDocument({
        url: OFFSCREEN_PATH,
        reasons: [chrome.offscreen.Reason.WORKERS],
        // not interface text: the reason Chrome asks for an offscreen document, never shown to the reader
        justification: 'Runs the local fact-checking engine (embeddings, NLI, knowledge graph) in a worker.',
      })
      .catch((e: Error) => {
        // Another call may have created it in the meantime.
        if (!/single offscreen/i.test(e.message)) throw e;
      })
      .finally(() => {
        creating = undefined;
      });
    await creating;
  }

  async function openDocument(): Promise<void> {
    try {
      await ensureDocument();
    } catch (e) {
      throw new MessageError('engine-unavailable', t(m.couldNotStart, messageOf(e)));
    }
  }

  /** The offscreen document relays the request to the worker, which checks it against its declaration. */
  async function send(op: EngineOp, payload: unknown): Promise<unknown> {
    // The engine starts while the settings are read: Chrome's first policy read after a browser start takes seconds.
    const [config] = await Promise.all([watch.config(), openDocument()]);
    // An engine closed while it held this request is started again for the resend.
    let response: unknown;
    try {
      response = await sendWithResend(op, async () => {
        await openDocument();
        return chrome.runtime.sendMessage(engineRequestMessage({ op, payload, config }));
      });
    } catch (e) {
      if (answerLost(e)) throw new MessageError('engine-unavailable', t(m.lostAnswer));
      throw e;
    }
    return watch.answered(response);
  }

  return {
    request: async <K extends EngineOp>(op: K, payload: EngineInput<K>) =>
      unwrap<EngineResults[K]>(await send(op, payload), t(m.theEngine)),
    forward: async (op, payload) => unwrap<EngineResult>(await send(op, payload), t(m.theEngine)),
    phase: watch.phase,
  };
}
