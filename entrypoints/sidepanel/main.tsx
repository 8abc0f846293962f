import { createRoot } from 'react-dom/client';
import { App } from '../../components/sidepanel/App';
import '../../components/sidepanel/sidepanel.css';

createRoot(document.getElementById('root')!).render(<App />);
