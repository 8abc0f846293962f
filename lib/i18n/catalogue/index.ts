import type { Catalogue } from '../locales';
import { badgeMessages } from './badge';
import { checkDispute } from './check-dispute';
import { checkParts } from './check-parts';
import { checkStart } from './check-start';
import { checkTab } from './check-tab';
import { documentLabels } from './document-labels';
import { documentsBatch } from './documents-batch';
import { documentsLibrary } from './documents-library';
import { documentsWork } from './documents-work';
import { historyMessages } from './history';
import { knowledgeNodes } from './knowledge-nodes';
import { knowledgePacks } from './knowledge-packs';
import { knowledgeTeam } from './knowledge-team';
import { manifestMessages } from './manifest';
import { modelsMessages } from './models';
import { modelsLocal } from './models-local';
import { consentSent, noticesMessages } from './notices';
import { pageMessages } from './page';
import { pdfViewerMessages } from './pdf-viewer';
import { reasonsMemory } from './reasons';
import { reasonsAnswer } from './reasons-answer';
import { reasonsDecompose } from './reasons-decompose';
import { reasonsDocs } from './reasons-docs';
import { reasonsSelection } from './reasons-selection';
import { reasonsTribunal } from './reasons-tribunal';
import { reasonsWeb } from './reasons-web';
import { reasonsWebPages } from './reasons-web-pages';
import { routeMessages } from './route';
import { settingsMessages } from './settings';
import { settingsFile } from './settings-file';
import { settingsLlm } from './settings-llm';
import { settingsManaged } from './settings-managed';
import { settingsPages } from './settings-pages';
import { settingsWeb } from './settings-web';
import { setupMessages } from './setup';
import { shellMessages } from './shell';
import { sourcesDomains } from './sources-domains';
import { sourcesLists } from './sources-lists';
import { tracesCorrected } from './traces-corrected';
import { tracesDecompose } from './traces-decompose';
import { tracesMemory } from './traces-memory';
import { tracesTribunal } from './traces-tribunal';
import { tracesWeb } from './traces-web';
import { uiMessages } from './ui';
import { verdictMessages } from './verdict';

/**
 * Every area's messages: the build writes `_locales` from this list and the catalogue test checks
 * it. A new area's catalogue is added here.
 */
export const CATALOGUES: readonly Catalogue[] = [
  manifestMessages,
  documentLabels,
  verdictMessages,
  badgeMessages,
  pageMessages,
  shellMessages,
  pdfViewerMessages,
  uiMessages,
  routeMessages,
  // The Check tab and History.
  checkTab,
  checkStart,
  checkParts,
  tracesWeb,
  tracesMemory,
  historyMessages,
  tracesTribunal,
  checkDispute,
  tracesCorrected,
  tracesDecompose,
  settingsLlm,
  settingsWeb,
  modelsMessages,
  modelsLocal,
  setupMessages,
  settingsMessages,
  settingsFile,
  settingsPages,
  settingsManaged,
  knowledgePacks,
  knowledgeTeam,
  knowledgeNodes,
  sourcesLists,
  sourcesDomains,
  documentsLibrary,
  documentsWork,
  documentsBatch,
  // What the engine writes.
  reasonsMemory,
  reasonsWeb,
  reasonsWebPages,
  reasonsTribunal,
  reasonsDocs,
  reasonsAnswer,
  reasonsDecompose,
  reasonsSelection,
  noticesMessages,
  consentSent,
];
