import type { Catalogue } from '../locales';
import { documentLabels } from './document-labels';
import { documentsBatch } from './documents-batch';
import { documentsLibrary } from './documents-library';
import { documentsWork } from './documents-work';
import { knowledgeNodes } from './knowledge-nodes';
import { knowledgePacks } from './knowledge-packs';
import { knowledgeTeam } from './knowledge-team';
import { manifestMessages } from './manifest';
import { sourcesDomains } from './sources-domains';
import { sourcesLists } from './sources-lists';

/**
 * Every area's messages: the build writes `_locales` from this list and the catalogue test checks
 * it. A new area's catalogue is added here.
 */
export const CATALOGUES: readonly Catalogue[] = [
  manifestMessages,
  documentLabels,
  knowledgePacks,
  knowledgeTeam,
  knowledgeNodes,
  sourcesLists,
  sourcesDomains,
  documentsLibrary,
  documentsWork,
  documentsBatch,
];
