import type { ReviewPassageFacts } from '../core/types';

/**
 * The evidence bundle the tribunal reads (stage 3, Memory-first fact-checking §III-D): up to 6
 * passages from trusted pages, each with its text, URL, domain and relevance score. The web stage
 * produces it.
 */
export interface EvidencePassage {
  text: string;
  url: string;
  domain: string;
  score: number;
  title?: string;
  /** Kind of source, e.g. `public-health`, `journal`, `fact-checker` (from the trusted list). */
  sourceType?: string;
  /** `url` with a text fragment that scrolls to the passage, for links shown to the reader. */
  fragmentUrl?: string;
  /** For a passage of a PDF: the page its first word is on. */
  page?: number;
  /** When its source was published (`YYYY-MM-DD` or `YYYY`): the judge weighs newer guidance. */
  published?: string;
  /** When its source was last modified (`YYYY-MM-DD`), where that is known. */
  modified?: string;
  /** A scholarly abstract's publication type ("Review", "Preprint"…). */
  publication?: string;
  /** Word offset of the passage in its page's readable text (where a quote from it is looked for on the page). */
  offset?: number;
  /** The passage is a trusted fact-checker's rating of this claim (its text says who rated what, and how). */
  claimReview?: ReviewPassageFacts;
  /** The web stage found text addressed to AI models in it: still data, and the model is told so. */
  instructionLike?: boolean;
}

/** The passages the tribunal weighs, cut from the web stage's `WebEvidenceBundle`. */
export interface TribunalBundle {
  passages: EvidencePassage[];
}

/** URL identity for citations: scheme/host case, a trailing slash and the fragment do not matter. */
export function normaliseUrl(raw: string): string {
  try {
    const u = new URL(raw.trim());
    u.hash = '';
    const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : '';
    return `${u.protocol}//${u.host.toLowerCase()}${path}${u.search}`;
  } catch {
    return raw.trim();
  }
}

/** The passages of the bundle that come from `url` (a page may give more than one). */
export function passagesOf(bundle: TribunalBundle, url: string): EvidencePassage[] {
  const key = normaliseUrl(url);
  return bundle.passages.filter((p) => normaliseUrl(p.url) === key);
}

/**
 * The bundle's own spelling of a cited URL (null when it is none of the bundle's): what a
 * model wrote is never kept, so a fragment or case it added cannot ride along into memory,
 * the side panel or a later prompt.
 */
export function bundleUrlOf(bundle: TribunalBundle, url: string): string | null {
  return passagesOf(bundle, url)[0]?.url ?? null;
}
