/**
 * What the background's engine client is waiting on before the engine's first answer (the
 * background answers engine.start with it at once; the Check tab shows it until setup.status
 * answers). `settings`: the engine's settings are being read, and Chrome's first read of the
 * organisation's policy after the browser starts takes seconds. `starting`: the settings are
 * read, the engine (its offscreen document, its worker) has not answered yet. `ready`: it has.
 */
export type EngineStartPhase = 'settings' | 'starting' | 'ready';

export function startPhase(seen: { settingsRead: boolean; engineAnswered: boolean }): EngineStartPhase {
  if (seen.engineAnswered) return 'ready';
  return seen.settingsRead ? 'starting' : 'settings';
}
