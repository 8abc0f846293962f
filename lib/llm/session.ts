import { log } from '../log/log';
import type { EngineConfig } from '../settings/run-config';
import type { LlmClient } from './llm';
import type { LlmHandle, LlmServices } from './provider';
import { type Recipient, Recorder, type RoleName } from './transcript';

/**
 * One check's use of the LLM: opened once (a local model loads once), and every call — the web
 * stage's query writer as much as the tribunal — goes through one Recorder, so the transcript
 * shows everything that was sent.
 */
export class LlmSession {
  private opened: Promise<LlmHandle | null> | undefined;
  private rec: Recorder | null = null;

  constructor(
    private readonly services: LlmServices,
    private readonly config: EngineConfig,
  ) {}

  /** The configured LLM, or null for "No LLM"; rejects with the reason it cannot be used. */
  open(): Promise<LlmHandle | null> {
    this.opened ??= this.services.open(this.config).then((handle) => {
      if (handle) this.rec = new Recorder(handle.client, handle.recipient);
      return handle;
    });
    return this.opened;
  }

  /** Where this check's LLM requests would go; null for "No LLM". */
  recipient(): Recipient | null {
    return this.services.recipient(this.config);
  }

  /** The transcript of this check's calls; null until the LLM is open. */
  get recorder(): Recorder | null {
    return this.rec;
  }

  /** A plain client for another area's role whose calls join the transcript; null when there is no usable LLM. */
  async clientFor(role: RoleName): Promise<LlmClient | null> {
    const handle = await this.open().catch((e: unknown) => {
      log.warn('llm', `The LLM could not be opened for the ${role} role; it goes on without one`, e);
      return null;
    });
    const recorder = this.rec;
    if (!handle || !recorder) return null;
    return { id: handle.client.id, chat: (request) => recorder.chat(role, 'answer', request) };
  }
}
