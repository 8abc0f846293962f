/** A domain the web stage may read (issue: trusted web evidence). */
export interface TrustedSource {
  /** Registrable domain, e.g. `who.int`. */
  domain: string;
  /** Optional path prefixes that restrict the domain, e.g. `/health/`. */
  pathPrefixes?: string[];
  name: string;
  category: string;
  description?: string;
  enabled: boolean;
  /** Who contributed it: `default`, `user`, or `list:<url>` for a subscribed shared list. */
  origin: string;
}
