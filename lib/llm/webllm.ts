import type { ChatCompletion, InitProgressReport, MLCEngine } from '@mlc-ai/web-llm';

import { log } from '../log/log';
import { messageOf } from '../util/errors';
import { LlmError } from './errors';
import type { LlmClient } from './llm';
import { abortReason } from './retry';
import { LOCAL_MODELS, LOCAL_UNSUPPORTED, localModel } from './webllm-models';

/**
 * The local LLM: a WebLLM model on WebGPU, running in the engine's worker (never in the
 * service worker, which may be killed at any time and has no WebGPU in Firefox). Models are
 * downloaded only when the reader asks, with progress, into WebLLM's cache; a check uses the
 * model only once it is there.
 */

export interface LocalProgress {
  modelId: string;
  /** 0..1 */
  fraction: number;
  text: string;
}

export interface LocalLlmStatus {
  /** False in the Firefox build, which leaves WebLLM out (see webllm()). */
  supported: boolean;
  webgpu: boolean;
  models: { id: string; cached: boolean }[];
  /** A download or load in progress. */
  progress: LocalProgress | null;
  loaded: string | null;
  error: { modelId: string; message: string } | null;
}

type WebLlm = typeof import('@mlc-ai/web-llm');

export class LocalLlm {
  private engine: MLCEngine | null = null;
  private loaded: string | null = null;
  private loading: { modelId: string; done: Promise<MLCEngine> } | null = null;
  private progress: LocalProgress | null = null;
  private error: LocalLlmStatus['error'] = null;
  private lib: Promise<WebLlm> | null = null;

  constructor() {
    if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
      throw new Error('The local LLM runs in the engine worker, never in the service worker.');
    }
  }

  /** A model loaded or being loaded (or downloaded): stopping the engine would lose it. */
  get active(): boolean {
    return this.engine !== null || this.loading !== null;
  }

  private webllm(): Promise<WebLlm> {
    // Loaded on first use only: WebLLM is large and most readers never run a local model. The
    // Firefox build leaves it out: its one 6 MB module fails addons.mozilla.org validation
    // (files over 5 MB), and Firefox's background-page WebGPU is not there on most systems yet.
    this.lib ??= import.meta.env.FIREFOX
      ? Promise.reject(new LlmError('unavailable', LOCAL_UNSUPPORTED))
      : import('@mlc-ai/web-llm');
    return this.lib;
  }

  async status(): Promise<LocalLlmStatus> {
    if (import.meta.env.FIREFOX) {
      return {
        supported: false,
        webgpu: false,
        models: LOCAL_MODELS.map((m) => ({ id: m.id, cached: false })),
        progress: null,
        loaded: null,
        error: null,
      };
    }
    const webgpu = await hasWebGpu();
    const { hasModelInCache } = await this.webllm();
    const models = await Promise.all(
      LOCAL_MODELS.map(async (m) => ({ id: m.id, cached: await hasModelInCache(m.id).catch(notCached(m.id)) })),
    );
    return { supported: true, webgpu, models, progress: this.progress, loaded: this.loaded, error: this.error };
  }

  /** Starts downloading (and loading) a model; resolves when it is ready, rejects with a clear error. */
  download(modelId: string): Promise<void> {
    return this.load(modelId).then(() => undefined);
  }

  async remove(modelId: string): Promise<void> {
    if (this.loaded === modelId) {
      await this.engine?.unload();
      this.engine = null;
      this.loaded = null;
    }
    const { deleteModelAllInfoInCache } = await this.webllm();
    await deleteModelAllInfoInCache(modelId);
  }

  /** A client for a downloaded model; never downloads by itself. */
  async client(modelId: string): Promise<LlmClient> {
    const info = localModel(modelId);
    if (!info) throw new LlmError('config', `Unknown local model “${modelId}”: pick one in Settings → LLM.`);
    const { hasModelInCache } = await this.webllm();
    if (this.loaded !== modelId && !(await hasModelInCache(modelId).catch(notCached(modelId)))) {
      throw new LlmError(
        'unavailable',
        `The local model ${info.label} is not downloaded yet: open Settings → LLM and press Download.`,
      );
    }
    const engine = await this.load(modelId);
    return {
      id: `webllm:${modelId}`,
      async chat(request) {
        request.signal?.throwIfAborted();
        // Best effort: an aborted chat throws its abort reason below whether or not the interrupt lands.
        const onAbort = () => void engine.interruptGenerate();
        request.signal?.addEventListener('abort', onAbort, { once: true });
        try {
          const reply = (await engine.chat.completions.create({
            messages: request.messages,
            temperature: request.temperature ?? 0,
            ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
            ...(request.jsonSchema
              ? { response_format: { type: 'json_object', schema: JSON.stringify(request.jsonSchema.schema) } }
              : {}),
            stream: false,
          })) as ChatCompletion;
          if (request.signal?.aborted) throw abortReason(request.signal);
          const content = reply.choices[0]?.message.content;
          if (!content) throw new LlmError('invalid-output', `The local model ${info.label} returned an empty answer.`);
          return {
            content,
            model: modelId,
            usage: {
              promptTokens: reply.usage?.prompt_tokens ?? 0,
              completionTokens: reply.usage?.completion_tokens ?? 0,
            },
          };
        } catch (e) {
          if (request.signal?.aborted) throw abortReason(request.signal);
          if (e instanceof LlmError) throw e;
          throw new LlmError('unavailable', `The local model failed: ${messageOf(e)}`);
        } finally {
          request.signal?.removeEventListener('abort', onAbort);
        }
      },
    };
  }

  private load(modelId: string): Promise<MLCEngine> {
    if (this.loaded === modelId && this.engine) return Promise.resolve(this.engine);
    if (this.loading?.modelId === modelId) return this.loading.done;
    const info = localModel(modelId);
    if (!info) return Promise.reject(new LlmError('config', `Unknown local model “${modelId}”.`));
    this.error = null;
    this.progress = { modelId, fraction: 0, text: 'Starting…' };
    const done = (async () => {
      if (!(await hasWebGpu())) {
        throw new LlmError(
          'unavailable',
          'This browser has no WebGPU adapter, so local models cannot run here. Use an OpenAI-compatible endpoint (Ollama on this computer works too).',
        );
      }
      const webllm = await this.webllm();
      const onProgress = (r: InitProgressReport) => {
        this.progress = { modelId, fraction: r.progress, text: r.text };
      };
      if (this.engine) {
        this.engine.setInitProgressCallback(onProgress);
        await this.engine.reload(modelId);
        return this.engine;
      }
      return webllm.CreateMLCEngine(modelId, { initProgressCallback: onProgress });
    })();
    this.loading = { modelId, done };
    done.then(
      (engine) => {
        this.engine = engine;
        this.loaded = modelId;
        this.progress = null;
        this.loading = null;
      },
      (e: unknown) => {
        this.progress = null;
        this.loading = null;
        this.error = {
          modelId,
          message:
            e instanceof LlmError
              ? e.message
              : `Could not download or start ${info.label}: ${messageOf(e)}. Check your connection and free disk space, then try again.`,
        };
      },
    );
    return done;
  }
}

/** A cache that cannot be read counts as "not downloaded": the reader can download again. */
function notCached(modelId: string): (e: unknown) => false {
  return (e) => {
    log.warn('llm', `The WebLLM cache could not be read for ${modelId}; it is shown as not downloaded`, e);
    return false;
  };
}

async function hasWebGpu(): Promise<boolean> {
  const gpu = (globalThis.navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu) return false;
  try {
    return !!(await gpu.requestAdapter());
  } catch (e) {
    log.info('llm', 'WebGPU refused an adapter; local models are off', e);
    return false;
  }
}
