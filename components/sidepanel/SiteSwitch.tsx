import { useEffect, useState } from 'react';

import { shellMessages as m } from '../../lib/i18n/catalogue/shell';
import { t } from '../../lib/i18n/t';
import { log } from '../../lib/log/log';
import { sendToBackground } from '../../lib/messaging/client';
import { isLocked, lockedReason } from '../../lib/settings/locks';
import type { Settings } from '../../lib/settings/schema';
import { flagsOnSite, withSite } from '../../lib/settings/sections/feeds';
import { loadSettings, updateSettings, watchSettings } from '../../lib/settings/store';
import { usePolicy } from './settings/usePolicy';

/**
 * The side panel's switch for the site of the active tab: "Flag known claims on <site>" (the
 * per-site `feeds.sites` entry, over `feeds.flagKnown`). It follows the tab shown; a page
 * ClaimLens does not run on (a browser page) gets no switch. Where the organisation locked the
 * switches, it shows their value read-only and says why, as a locked setting does.
 */
export function SiteSwitch() {
  const [host, setHost] = useState<string | null>(null);
  const [feeds, setFeeds] = useState<Settings['feeds'] | null>(null);
  const [problem, setProblem] = useState('');
  const policy = usePolicy();
  const locked = isLocked(policy?.policy.locks ?? {}, 'feeds.sites');

  useEffect(() => {
    const ac = new AbortController();
    const ask = () =>
      void sendToBackground('feeds.activeSite', {}).then(
        (r) => !ac.signal.aborted && setHost(r.host),
        (e: unknown) => log.warn('panel', 'The active tab’s site could not be read for its switch', e),
      );
    const onUpdated = (_id: number, change: { status?: string }, tab: { active: boolean }) =>
      tab.active && change.status === 'complete' && ask();
    void loadSettings().then((s) => setFeeds(s.feeds));
    watchSettings((s) => setFeeds(s.feeds), ac.signal);
    ask();
    chrome.tabs.onActivated.addListener(ask);
    chrome.tabs.onUpdated.addListener(onUpdated);
    return () => {
      ac.abort();
      chrome.tabs.onActivated.removeListener(ask);
      chrome.tabs.onUpdated.removeListener(onUpdated);
    };
  }, []);

  // The row is kept while there is no site, so the tabs below never move when the switch comes and goes.
  if (!host || !feeds) return <div className="site-switch" aria-hidden="true" />;
  const set = (on: boolean) =>
    void updateSettings((s) => ({ ...s, feeds: { ...s.feeds, sites: withSite(s.feeds.sites, host, on) } })).then(
      (s) => (setFeeds(s.feeds), setProblem('')),
      (e: Error) => setProblem(t(m.switchNotSaved, e.message)),
    );
  return (
    <div className="site-switch">
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          checked={flagsOnSite(feeds, host)}
          disabled={locked}
          aria-describedby={locked ? 'site-switch-lock' : undefined}
          onChange={(e) => set(e.target.checked)}
        />
        {t(m.flagOn, host)}
      </label>
      {locked && (
        <span id="site-switch-lock" tabIndex={0} className="lock-note">
          {lockedReason()}
        </span>
      )}
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
