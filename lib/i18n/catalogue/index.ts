import type { Catalogue } from '../locales';
import { checkDispute } from './check-dispute';
import { checkParts } from './check-parts';
import { checkTab } from './check-tab';
import { documentLabels } from './document-labels';
import { historyMessages } from './history';
import { manifestMessages } from './manifest';
import { tracesCorrected } from './traces-corrected';
import { tracesDecompose } from './traces-decompose';
import { tracesMemory } from './traces-memory';
import { tracesTribunal } from './traces-tribunal';
import { tracesWeb } from './traces-web';

/**
 * Every area's messages: the build writes `_locales` from this list and the catalogue test checks
 * it. A new area's catalogue is added here.
 */
export const CATALOGUES: readonly Catalogue[] = [
  manifestMessages,
  documentLabels,
  // The Check tab and History.
  checkTab,
  checkParts,
  tracesWeb,
  tracesMemory,
  historyMessages,
  tracesTribunal,
  checkDispute,
  tracesCorrected,
  tracesDecompose,
];
