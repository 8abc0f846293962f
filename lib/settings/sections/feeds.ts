import * as v from 'valibot';

import { settingsPolicy } from '../../i18n/catalogue/settings-policy';
import { t } from '../../i18n/t';
import { bool, num } from './fields';

/** A site as the per-site switch names it: a host name, lower case, without a leading `www.` (see `siteKey`). */
const SiteHostSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, () => t(settingsPolicy.hostName)),
);

/**
 * Known claims flagged as you scroll (Settings → On pages). Off by default: nothing is observed
 * or sent until the reader turns it on, for all sites or for one. Matching runs in the engine
 * from memory only; a flag from the models needs more confidence than a check's memory answer.
 */
export const FeedSettingsSchema = v.object({
  /** Flag posts whose claim local knowledge already holds as true or false. */
  flagKnown: bool(false),
  /** Per site (host name): on or off, over `flagKnown`. */
  sites: v.optional(v.pipe(v.record(SiteHostSchema, v.boolean()), v.maxEntries(500)), {}),
  /** The stricter floor: a flag from embedding + NLI needs C ≥ this (word-for-word matches need no model). */
  minConfidence: num(0.5, 1, 0.85),
  /** …and its stored statement a similarity S ≥ this. */
  minSimilarity: num(0.5, 1, 0.85),
});

export type FeedSettings = v.InferOutput<typeof FeedSettingsSchema>;

/**
 * The site a host belongs to for the per-site switch: lower case, without one leading `www.`, so
 * `www.reddit.com` and `reddit.com` (one site served under both names) share a switch. Other
 * subdomains (`old.reddit.com`, `m.facebook.com`) are sites of their own: their markup differs.
 */
export function siteKey(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.startsWith('www.') && lower.length > 4 ? lower.slice(4) : lower;
}

/** Whether flagging runs on a host: the site's own switch (a switch stored for its exact `www.` host too), or else the global one. */
export function flagsOnSite(feeds: Pick<FeedSettings, 'flagKnown' | 'sites'>, host: string): boolean {
  return feeds.sites[siteKey(host)] ?? feeds.sites[host.trim().toLowerCase()] ?? feeds.flagKnown;
}

/** The per-site switches with a host's site set to `on`: one entry under its site key, any older `www.` entry gone. */
export function withSite(sites: Readonly<Record<string, boolean>>, host: string, on: boolean): Record<string, boolean> {
  const key = siteKey(host);
  const rest = Object.entries(sites).filter(([h]) => siteKey(h) !== key);
  return { ...Object.fromEntries(rest), [key]: on };
}

/**
 * The locks an organisation's lock of `feeds.flagKnown` implies: flagging locked on or off holds
 * on every site, so the per-site switches (which win over it) are locked empty, unless the
 * policy locks its own. Keys are setting paths; applied by the policy parser and the page alike.
 */
export function withImpliedFeedLocks<T extends Record<string, unknown>>(locks: T): T {
  return Object.hasOwn(locks, 'feeds.flagKnown') && !Object.hasOwn(locks, 'feeds.sites')
    ? { ...locks, 'feeds.sites': {} }
    : locks;
}
