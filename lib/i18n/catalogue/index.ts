import type { Catalogue } from '../locales';
import { documentLabels } from './document-labels';
import { manifestMessages } from './manifest';
import { modelsMessages } from './models';
import { modelsLocal } from './models-local';
import { settingsMessages } from './settings';
import { settingsFile } from './settings-file';
import { settingsLlm } from './settings-llm';
import { settingsManaged } from './settings-managed';
import { settingsPages } from './settings-pages';
import { settingsWeb } from './settings-web';
import { setupMessages } from './setup';

/**
 * Every area's messages: the build writes `_locales` from this list and the catalogue test checks
 * it. A new area's catalogue is added here.
 */
export const CATALOGUES: readonly Catalogue[] = [
  manifestMessages,
  documentLabels,
  settingsLlm,
  settingsWeb,
  modelsMessages,
  modelsLocal,
  setupMessages,
  settingsMessages,
  settingsFile,
  settingsPages,
  settingsManaged,
];
