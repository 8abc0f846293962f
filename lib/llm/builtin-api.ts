/**
 * The part of Chrome's Prompt API (the `LanguageModel` global, Gemini Nano on the device) that
 * ClaimLens uses, typed here because TypeScript's DOM library does not declare it yet. Chrome
 * documents it for extension pages and the extension service worker; a dedicated worker gets it
 * only behind a flag (and then not necessarily the model the reader downloaded), so the engine
 * worker reaches it through the offscreen document (builtin-bridge.ts).
 */

export type BuiltinAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface DownloadMonitor {
  addEventListener(type: 'downloadprogress', listener: (e: { loaded: number }) => void): void;
}

export interface PromptCreateOptions {
  initialPrompts?: PromptMessage[];
  temperature?: number;
  topK?: number;
  monitor?(m: DownloadMonitor): void;
  signal?: AbortSignal;
}

export interface PromptSession {
  readonly inputUsage: number;
  readonly inputQuota: number;
  prompt(
    input: string | PromptMessage[],
    options?: { responseConstraint?: object; signal?: AbortSignal },
  ): Promise<string>;
  measureInputUsage(input: string | PromptMessage[], options?: { signal?: AbortSignal }): Promise<number>;
  clone(options?: { signal?: AbortSignal }): Promise<PromptSession>;
  destroy(): void;
}

/** `LanguageModel` itself: its static methods. */
export interface PromptApi {
  availability(options?: object): Promise<BuiltinAvailability>;
  create(options?: PromptCreateOptions): Promise<PromptSession>;
}

/** This context's `LanguageModel`, or null where the browser has none (Firefox, a worker, an older Chrome). */
export function promptApi(): PromptApi | null {
  const api = (globalThis as { LanguageModel?: PromptApi }).LanguageModel;
  return api && typeof api.create === 'function' ? api : null;
}

export const BUILTIN_MISSING =
  'This browser has no built-in model (no LanguageModel, Chrome’s Prompt API): use Chrome 138 or later on a desktop, or pick another provider in Settings → LLM.';
