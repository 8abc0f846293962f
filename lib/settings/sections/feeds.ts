import * as v from 'valibot';

import { bool, num } from './fields';

/** A site as the per-site switch names it: a host name, lower case (`www.` kept as the browser reports it). */
const SiteHostSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'must be a host name such as x.com'),
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

/** Whether flagging runs on a host: the site's own switch, or else the global one. */
export function flagsOnSite(feeds: Pick<FeedSettings, 'flagKnown' | 'sites'>, host: string): boolean {
  return feeds.sites[host.toLowerCase()] ?? feeds.flagKnown;
}
