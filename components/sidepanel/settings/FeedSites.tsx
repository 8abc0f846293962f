import { useState } from 'react';

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
    if (!host) return setProblem('Type a site such as x.com or https://www.reddit.com/.');
    setProblem('');
    setDraft('');
    setSites(withSite(feeds.sites, host, true));
  };
  return (
    <div role="group" aria-label="Flag known claims per site">
      <ul className="sites">
        {sites.map(([host, on]) => (
          <li key={host}>
            <label className="check">
              <input
                type="checkbox"
                checked={on}
                onChange={(e) => setSites({ ...feeds.sites, [host]: e.target.checked })}
              />
              Flag known claims on {host}
            </label>
            <button
              type="button"
              className="ghost"
              aria-label={`Forget the switch for ${host}`}
              onClick={() => setSites(Object.fromEntries(sites.filter(([h]) => h !== host)))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <label>
        Flag on one more site
        <input
          type="text"
          value={draft}
          placeholder="x.com"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
        />
      </label>
      <button type="button" onClick={add}>
        Add site
      </button>
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
