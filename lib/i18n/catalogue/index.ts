import type { Catalogue } from '../locales';
import { backgroundMessages } from './background';
import { badgeMessages } from './badge';
import { checkDispute } from './check-dispute';
import { checkParts } from './check-parts';
import { checkStart } from './check-start';
import { checkTab } from './check-tab';
import { corrections } from './corrections';
import { documentLabels } from './document-labels';
import { documentsBatch } from './documents-batch';
import { documentsClaims } from './documents-claims';
import { documentsErrors } from './documents-errors';
import { documentsLibrary } from './documents-library';
import { documentsWork } from './documents-work';
import { engineSetup } from './engine-setup';
import { engineTasks } from './engine-tasks';
import { historyMessages } from './history';
import { knowledgeNodes } from './knowledge-nodes';
import { knowledgePacks } from './knowledge-packs';
import { knowledgeTeam } from './knowledge-team';
import { manifestMessages } from './manifest';
import { modelsMessages } from './models';
import { modelsBuiltin } from './models-builtin';
import { modelsDownload } from './models-download';
import { modelsEngine } from './models-engine';
import { modelsLanguage } from './models-language';
import { modelsLocal } from './models-local';
import { modelsOffer } from './models-offer';
import { consentSent, noticesMessages } from './notices';
import { packsEngine } from './packs-engine';
import { packsFormat } from './packs-format';
import { packsTeam } from './packs-team';
import { pageMessages } from './page';
import { pageCheck } from './page-check';
import { pdfViewerMessages } from './pdf-viewer';
import { questionsLang } from './questions-lang';
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
import { settingsPolicy } from './settings-policy';
import { settingsReview } from './settings-review';
import { settingsWeb } from './settings-web';
import { setupMessages } from './setup';
import { shellMessages } from './shell';
import { sourcesDomains } from './sources-domains';
import { sourcesLists } from './sources-lists';
import { sourcesShared } from './sources-shared';
import { sourcesSync } from './sources-sync';
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
  documentsErrors,
  documentsClaims,
  modelsEngine,
  modelsOffer,
  modelsLanguage,
  modelsDownload,
  modelsBuiltin,
  engineSetup,
  engineTasks,
  // What the engine and the background write about packs, shared lists and page checks.
  packsEngine,
  packsTeam,
  packsFormat,
  sourcesShared,
  sourcesSync,
  pageCheck,
  settingsReview,
  settingsPolicy,
  corrections,
  backgroundMessages,
  // The engine's reasons.
  questionsLang,
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
