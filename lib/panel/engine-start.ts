import type { EngineStartPhase } from '../core/engine-start';
import { checkStart as m } from '../i18n/catalogue/check-start';
import { t } from '../i18n/t';

/** The Check tab's line while the engine has not yet said what is set up: what it is waiting on, truthfully. */
export function startLine(phase: EngineStartPhase | null): string {
  switch (phase) {
    case 'settings':
      return t(m.readingSettings);
    case 'starting':
      return t(m.loading);
    default:
      // Not known yet (the background answers in a moment), or the engine runs and is asked now.
      return t(m.asking);
  }
}
