import type { EngineStartPhase } from '../core/engine-start';

/** The Check tab's line while the engine has not yet said what is set up: what it is waiting on, truthfully. */
export function startLine(phase: EngineStartPhase | null): string {
  switch (phase) {
    case 'settings':
      return 'Starting the local engine: reading your settings (the browser’s policy service answers a few seconds after the browser starts)…';
    case 'starting':
      return 'Starting the local engine: loading it and opening local knowledge…';
    default:
      // Not known yet (the background answers in a moment), or the engine runs and is asked now.
      return 'Asking the local engine what is set up…';
  }
}
