/** What a check would send off the device, and the reader's answer (stored on the check row). */

export interface ConsentRecipient {
  /** Identity for "always allow", e.g. `https://api.openai.com`. */
  origin: string;
  /** Who receives it, as the reader knows it, e.g. `api.openai.com (model gpt-4o-mini)`. */
  label: string;
  /** Exactly what would be sent, e.g. `the claim and 3 evidence passages (1,840 characters)`. */
  what: string;
}

export type ConsentState = 'pending' | 'allowed' | 'denied' | 'expired' | 'cancelled';

export interface ConsentRecord {
  id: string;
  recipients: ConsentRecipient[];
  state: ConsentState;
  askedAt: number;
  expiresAt: number;
  decidedAt?: number;
}
