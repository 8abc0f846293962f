/** A domain the web stage may read (issue: trusted web evidence). */
export interface TrustedSource {
  /** Registrable domain (or a subdomain of one), e.g. `who.int`; it also covers its subdomains. */
  domain: string;
  /** Optional path prefixes that restrict the domain, e.g. `/health/`. */
  pathPrefixes?: string[];
  name: string;
  category: string;
  description?: string;
  enabled: boolean;
  /** Who contributed it: `default`, `user`, or `list:<url>` for a subscribed shared list. */
  origin: string;
  /**
   * The path prefixes are the reader's own (set on a domain a list or the defaults gave): like
   * those of a domain the reader added, they narrow broader entries (lib/sources/match.ts).
   */
  narrowedByReader?: boolean;
}

export const SOURCE_CATEGORIES = [
  'Public-health agency',
  'Medical journal or database',
  'Clinical reference',
  'Fact-checker',
  'News agency',
  'Other',
] as const;
export type SourceCategory = (typeof SOURCE_CATEGORIES)[number];

/**
 * The user's own change to one domain, as synced through storage.sync: an addition, an edit of
 * a listed domain (disable, path prefixes) or a removal (a tombstone, `deleted`). Per-entry
 * last-writer-wins on `updatedAt`, ties broken by `device`.
 */
export interface UserEntry {
  domain: string;
  name?: string;
  category?: string;
  description?: string;
  pathPrefixes?: string[];
  enabled: boolean;
  deleted?: boolean;
  updatedAt: number;
  device: string;
}

/** One domain of the effective list, with every list that contributed it (for the Sources tab). */
export interface EffectiveSource extends TrustedSource {
  /** `default`, `user`, `list:<url>`, in that order of precedence for name and description. */
  contributors: string[];
  /** The user's entry for this domain, if any (disabled, edited, added). */
  userEntry?: UserEntry;
}
