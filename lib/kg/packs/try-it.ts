import { packsEngine } from '../../i18n/catalogue/packs-engine';
import { t } from '../../i18n/t';

/**
 * The guided setup's *Try it* claims: sentences the starter pack holds word for word (one
 * stored as false, one as true; tests/unit/setup-steps.test.ts checks they are in it), so a
 * first check is answered from memory with no models, no network and no LLM.
 */
export const TRY_IT_CLAIMS = [
  // not interface text: claims the starter pack holds word for word, in English as the pack does
  'One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
  // not interface text: as above
  'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
] as const;

/** The title History shows for a *Try it* check, in the reader's language. */
export function tryItPageTitle(): string {
  return t(packsEngine.tryItTitle);
}
