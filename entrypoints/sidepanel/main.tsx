import { createRoot } from 'react-dom/client';

import { App } from '../../components/sidepanel/App';
import { startStoredLog } from '../../lib/log/start';

import '../../components/sidepanel/sidepanel.css';

startStoredLog('sidepanel');
createRoot(document.getElementById('root')!).render(<App />);
