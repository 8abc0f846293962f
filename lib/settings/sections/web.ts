import * as v from 'valibot';

import { settingsPolicy } from '../../i18n/catalogue/settings-policy';
import { t } from '../../i18n/t';
import { bool, int, num, pick, str } from './fields';

/**
 * Web evidence stage (issue: trusted web evidence; Memory-first fact-checking §III-D) and shared
 * source lists. Off until the user turns it on (which also asks for host permissions). Every number
 * is documented in docs/settings.md.
 */
export const WebSettingsSchema = v.pipe(
  v.object({
    enabled: bool(false),
    provider: pick(['duckduckgo', 'searxng', 'brave'], 'duckduckgo'),
    duckduckgoUrl: str('https://html.duckduckgo.com/html/'),
    searxngUrl: str(''),
    braveUrl: str('https://api.search.brave.com/res/v1/web/search'),
    /** Europe PMC's abstracts beside the web search (no key). */
    europePmc: bool(true),
    europePmcUrl: str('https://www.ebi.ac.uk/europepmc/webservices/rest/search'),
    factCheck: bool(false),
    factCheckUrl: str('https://factchecktools.googleapis.com/v1alpha1/claims:search'),
    /** A rating's reviewed claim must reach this cosine with the claim before NLI is asked whether it is the same claim. */
    claimReviewMinSimilarity: num(0, 1, 0.75),
    /** Without NLI: the wording similarity a reviewed claim needs to be this claim (same numbers, places, negations too). */
    claimReviewMinWording: num(0, 1, 0.85),
    /** Let a configured LLM write the search query (checked against the claim's numbers and polarity). */
    llmQuery: bool(true),
    maxResults: int(1, 40, 40),
    maxPages: int(1, 10, 5),
    searchTimeoutMs: int(1000, 60_000, 10_000),
    pageTimeoutMs: int(1000, 60_000, 8000),
    maxPageBytes: int(100_000, 10_000_000, 2_000_000),
    maxWordsPerPage: int(200, 50_000, 6000),
    minPageWords: int(10, 1000, 60),
    passageWords: int(20, 400, 100),
    passageOverlap: int(0, 200, 25),
    refutationBoost: num(0, 0.5, 0.05),
    poolSize: int(1, 100, 15),
    perDomain: int(1, 10, 2),
    bundleSize: int(1, 20, 6),
    minBestScore: num(0, 1, 0.4),
    listRefreshHours: int(1, 168, 24),
    maxListBytes: int(10_000, 5_000_000, 1_000_000),
  }),
  v.forward(
    v.check(
      (s) => s.passageOverlap < s.passageWords,
      () => t(settingsPolicy.overlap),
    ),
    ['passageOverlap'],
  ),
);
