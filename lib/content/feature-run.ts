import { logged } from '../log/log';
import { flagsOnSite } from '../settings/sections/feeds';
import type { ContentContext, ContentFeature, FeatureWhen } from './feature';
import type { PageSettings } from './settings';

/** Whether a feature that declares `when` runs now, on this host with these settings. */
export function runsNow(when: FeatureWhen, settings: PageSettings, host: string): boolean {
  switch (when) {
    case 'always':
      return true;
    case 'flagging':
      return flagsOnSite(settings.feeds, host);
    case 'restoring-badges':
      return settings.restoreBadges;
  }
}

/**
 * Starts a feature when it runs: at once for `always`; otherwise once the settings are loaded, and
 * again each time they change so that it runs, each run with a signal of its own that ends when it
 * stops running (or with the page's).
 */
export async function runFeature(feature: ContentFeature, context: ContentContext): Promise<void> {
  if (feature.when === 'always') return feature.init(context);
  const { settings, signal } = context;
  await settings.loaded;
  let running: AbortController | null = null;
  const apply = (now: PageSettings): void | Promise<void> => {
    const on = runsNow(feature.when, now, location.host);
    if (!on && running) (running.abort(), (running = null));
    if (!on || running || signal.aborted) return;
    running = new AbortController();
    return feature.init({ ...context, signal: AbortSignal.any([signal, running.signal]) });
  };
  const failed = logged('content', `The in-page feature ${feature.name} could not start`);
  settings.onChange((now) => void Promise.resolve(apply(now)).catch(failed));
  await apply(settings.current());
}
