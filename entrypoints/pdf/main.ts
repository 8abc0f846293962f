import { ensureHostAccess } from '../../components/sidepanel/sources/host-access';
import { startStoredLog } from '../../lib/log/start';
import { startViewer } from '../../lib/pdf-viewer/viewer';

import '../../components/sidepanel/sidepanel.css';
// The checked passages' highlight, as the content script styles it on web pages.
import '../content/style.css';
import './style.css';

// pdf.html?file=<a PDF's address> (lib/core/pdf-viewer-url.ts): the PDF with the page features over it.
startStoredLog('content');
void startViewer(document.getElementById('root')!, { askAccess: (origin) => ensureHostAccess([origin]) });
