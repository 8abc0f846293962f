import type { BuiltinAvailability } from '../../../lib/llm/builtin-api';
import { installLanguageModel, scriptedLanguageModel } from '../../support/language-model';

/**
 * Bundled into an init script (builtin-model.ts): the scripted `LanguageModel` in an extension
 * page, with Chrome's rule that a download needs the reader's click read from the page itself.
 */
const { __scriptedBuiltinState: state, __scriptedBuiltinHold: holdDownload } = globalThis as {
  __scriptedBuiltinState?: BuiltinAvailability;
  __scriptedBuiltinHold?: boolean;
};
// A download slow enough to be seen, as a real one is; held at half when the test asks.
const lm = scriptedLanguageModel({ ...(state ? { state } : {}), downloadStepMs: 400, holdDownload: !!holdDownload });
Object.defineProperty(lm, 'userActivation', { get: () => navigator.userActivation.isActive });
installLanguageModel(lm);
