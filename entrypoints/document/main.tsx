import { createRoot } from 'react-dom/client';

import { DocumentView } from '../../components/document/DocumentView';
import { readViewParams } from '../../lib/documents/panel/view-url';

import '../../components/sidepanel/sidepanel.css';
import '../../components/document/document.css';

// A citation's target (lib/documents/panel/view-url.ts): document.html?id=…&page=…&quote=…
createRoot(document.getElementById('root')!).render(<DocumentView {...readViewParams(location.search)} />);
