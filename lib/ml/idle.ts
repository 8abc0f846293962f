import { logged } from '../log/log';

/**
 * Releases a loaded model after it has gone unused for a while (Settings → Models, "Unload
 * models after"). Every use holds the model: the timer starts only when no call is running, so
 * a model is never released under a call, and a call that comes after the release loads the
 * model again (the loader forgets a released model at once, before its session is freed).
 */
export class IdleRelease {
  private busy = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** How many times the model was released for being idle. */
  released = 0;

  constructor(
    private readonly release: () => Promise<void>,
    private readonly idleMs: () => number,
    private readonly what: string,
  ) {}

  async use<T>(fn: () => Promise<T>): Promise<T> {
    this.busy++;
    clearTimeout(this.timer);
    try {
      return await fn();
    } finally {
      this.busy--;
      this.arm();
    }
  }

  private arm(): void {
    const ms = this.idleMs();
    if (this.busy || !(ms > 0) || !Number.isFinite(ms)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.busy) return;
      this.released++;
      this.release().catch(logged('models', `${this.what} could not be unloaded after being idle`));
    }, ms);
    // A tool's process (Node) does not stay alive for this timer.
    if (typeof this.timer === 'object' && 'unref' in this.timer) this.timer.unref();
  }

  cancel(): void {
    clearTimeout(this.timer);
  }
}
