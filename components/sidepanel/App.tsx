import { type KeyboardEvent, useRef } from 'react';

import { shellMessages as m } from '../../lib/i18n/catalogue/shell';
import type { Message } from '../../lib/i18n/locales';
import { t } from '../../lib/i18n/t';
import { SiteSwitch } from './SiteSwitch';
import { type TabName, TABS, usePanel } from './store';
import { CheckTab } from './tabs/CheckTab';
import { DocumentsTab } from './tabs/DocumentsTab';
import { HistoryTab } from './tabs/HistoryTab';
import { KnowledgeTab } from './tabs/KnowledgeTab';
import { SettingsTab } from './tabs/SettingsTab';
import { SourcesTab } from './tabs/SourcesTab';
import { useFocusRequests } from './useFocusRequests';

const PANELS: Record<TabName, () => React.JSX.Element> = {
  Check: CheckTab,
  History: HistoryTab,
  Documents: DocumentsTab,
  Sources: SourcesTab,
  Knowledge: KnowledgeTab,
  Settings: SettingsTab,
};

/** The product's name reads the same in every language. */
const PRODUCT = 'ClaimLens';

const TAB_NAMES: Record<TabName, Message> = {
  Check: m.tabCheck,
  History: m.tabHistory,
  Documents: m.tabDocuments,
  Sources: m.tabSources,
  Knowledge: m.tabKnowledge,
  Settings: m.tabSettings,
};

export function App() {
  const tab = usePanel((s) => s.tab);
  const setTab = usePanel((s) => s.setTab);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  useFocusRequests();

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (i + delta + TABS.length) % TABS.length;
    if (!delta && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    setTab(TABS[to]!);
    refs.current[to]?.focus();
  };
  const Panel = PANELS[tab];

  return (
    <div className="app" lang={t(m.lang)}>
      <header className="top">
        <h1>{PRODUCT}</h1>
        <SiteSwitch />
      </header>
      {/* The tabs and their panel are the page's main content: a tablist and a tabpanel are
          widgets, not landmarks, so they live inside main rather than replace it. */}
      <main>
        <div role="tablist" aria-label={t(m.sections)} className="tabs">
          {TABS.map((name, i) => (
            <button
              key={name}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t(TAB_NAMES[name])}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="panel" tabIndex={0}>
          <Panel />
        </div>
      </main>
    </div>
  );
}
