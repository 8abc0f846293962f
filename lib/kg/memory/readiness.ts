/**
 * Start-up knowledge work (the starter pack's install, vectors for the installed embedder) and
 * what a check's memory stage does while it runs. A claim looked up before the install has
 * written its claims would get a false "no match"; the memory stage waits for the work, with
 * a bound, and if the work is still running after it, says so instead of "no match".
 */

export type KnowledgeWork = 'installing' | 'indexing';

export interface KnowledgeReadiness {
  /** The start-up work still running; null when there is none (done or failed). */
  pending(): KnowledgeWork | null;
  /** Resolves when the start-up work has ended, however it ended. */
  settled(): Promise<void>;
  /** How long a check waits for it; STARTUP_WAIT_MS when absent. */
  waitMs?: number;
}

/** How long a check waits for start-up work before it goes on without it (a first install takes a few seconds). */
const STARTUP_WAIT_MS = 20_000;

export interface KnowledgeWait {
  /** The work still running after the wait; null when memory sees all its knowledge. */
  pending: KnowledgeWork | null;
  waitedMs: number;
}

/** Waits a bounded time for start-up work; an abort ends the wait (the check then stops on its own signal). */
export async function waitForKnowledge(
  readiness: KnowledgeReadiness | undefined,
  signal: AbortSignal,
): Promise<KnowledgeWait> {
  if (!readiness || readiness.pending() === null) return { pending: null, waitedMs: 0 };
  const boundMs = readiness.waitMs ?? STARTUP_WAIT_MS;
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  await Promise.race([
    readiness.settled(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, boundMs);
      onAbort = resolve;
      signal.addEventListener('abort', onAbort, { once: true });
    }),
  ]);
  clearTimeout(timer);
  if (onAbort) signal.removeEventListener('abort', onAbort);
  return { pending: readiness.pending(), waitedMs: Date.now() - started };
}

export const STILL_INSTALLING_REASON = 'Local knowledge is still being installed: check again in a moment.';

function stillIndexingReason(modelId: string | undefined): string {
  return `Local knowledge is still being indexed${modelId ? ` for ${modelId}` : ''}: check again in a moment.`;
}

/**
 * Why memory passed a claim on, given the start-up work still running: a pass while the
 * knowledge is incomplete is not a "no match", so the reason names the work instead.
 */
export function passReason(
  pending: KnowledgeWork | null,
  stageReason: string | undefined,
  modelId?: string,
): string | undefined {
  if (pending === 'installing') return STILL_INSTALLING_REASON;
  if (pending === 'indexing') return stillIndexingReason(modelId);
  return stageReason;
}
