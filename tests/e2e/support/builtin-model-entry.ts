import type { BuiltinAvailability } from '../../../lib/llm/builtin-api';
import { installLanguageModel, scriptedLanguageModel } from '../../support/language-model';

/**
 * Bundled into an init script (builtin-model.ts): the scripted `LanguageModel` in an extension
 * page, with Chrome's rule that a download needs the reader's click read from the page itself.
 */
const state = (globalThis as { __scriptedBuiltinState?: BuiltinAvailability }).__scriptedBuiltinState;
// A download slow enough to be seen, as a real one is.
const lm = scriptedLanguageModel({ ...(state ? { state } : {}), downloadStepMs: 400 });
Object.defineProperty(lm, 'userActivation', { get: () => navigator.userActivation.isActive });
installLanguageModel(lm);
