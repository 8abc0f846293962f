import * as v from 'valibot';

import { bool } from './fields';

/**
 * What may leave the device (docs/using.md, "From Unverified to real verdicts"; docs/settings.md,
 * Privacy). Asking is on by default: the first time a check would send anything (to an LLM
 * endpoint, a search engine), the reader is asked, and may allow a destination for good.
 */
export const PrivacySettingsSchema = v.object({
  askBeforeSending: bool(true),
  /** Destinations (origins such as `https://api.openai.com`) allowed without asking. */
  allowedRecipients: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(50)), []),
});
