/**
 * The guided setup's *Try it* claims: sentences the starter pack holds word for word (one
 * stored as false, one as true; tests/unit/setup-steps.test.ts checks they are in it), so a
 * first check is answered from memory with no models, no network and no LLM.
 */
export const TRY_IT_CLAIMS = [
  'One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
  'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
] as const;

export const TRY_IT_PAGE_TITLE = 'Try it (ClaimLens starter pack)';
