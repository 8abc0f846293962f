import type { Catalogue } from '../locales';
import { badgeMessages } from './badge';
import { documentLabels } from './document-labels';
import { manifestMessages } from './manifest';
import { pageMessages } from './page';
import { pdfViewerMessages } from './pdf-viewer';
import { routeMessages } from './route';
import { shellMessages } from './shell';
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
];
