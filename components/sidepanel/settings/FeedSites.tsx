import { useState } from 'react';

import { settingsPages as m } from '../../../lib/i18n/catalogue/settings-pages';
import { t } from '../../../lib/i18n/t';
import type { Settings } from '../../../lib/settings/schema';
import { siteKey, withSite } from '../../../lib/settings/sections/feeds';
import type { SaveSection } from './section-props';

/** A site as the per-site switch keys it (`siteKey`), from what a reader types (a host, or an address). */
function siteHost(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (!text) return null;
  try {
    const host = siteKey(new URL(/^[a-z]+:\/\//.test(text) ? text : `https://${text}`).host);
    return /^[a-z0-9.-]{1,253}(:\d{1,5})?$/.test(host) ? host : null;
  } catch {
    // Not an address either: the field says what to type.
    return null;
  }
}

/**
 * Settings → On pages: flagging known claims per site, over the switch for all sites. A flag's
 * *Stop flagging on this site* adds its site here, switched off.
 */
export function FeedSites({ feeds, save }: { feeds: Settings['feeds']; save: SaveSection }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const sites = Object.entries(feeds.sites).sort(([a], [b]) => a.localeCompare(b));
  const setSites = (next: Record<string, boolean>) => void save('feeds', { sites: next });
  const add = () => {
    const host = siteHost(draft);
    if (!host) return setProblem(t(m.typeSite));
    setProblem('');
    setDraft('');
    setSites(withSite(feeds.sites, host, true));
  };
  return (
    <div role="group" aria-label={t(m.perSite)}>
      <ul className="sites">
        {sites.map(([host, on]) => (
          <li key={host}>
            <label className="check">
              <input
                type="checkbox"
                checked={on}
                onChange={(e) => setSites({ ...feeds.sites, [host]: e.target.checked })}
              />
              {t(m.flagOn, host)}
            </label>
            <button
              type="button"
              className="ghost"
              aria-label={t(m.forgetSite, host)}
              onClick={() => setSites(Object.fromEntries(sites.filter(([h]) => h !== host)))}
            >
              {t(m.remove)}
            </button>
          </li>
        ))}
      </ul>
      <label>
        {t(m.oneMoreSite)}
        <input
          type="text"
          value={draft}
          // not interface text: an example host name
          placeholder="x.com"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
        />
      </label>
      <button type="button" onClick={add}>
        {t(m.addSite)}
      </button>
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
