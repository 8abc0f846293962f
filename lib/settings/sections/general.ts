import * as v from 'valibot';

import { bool, int } from './fields';

export const GeneralSettingsSchema = v.object({
  /** Show the "Check claim" pill when text is selected. */
  showPill: bool(true),
  /** Show the badges of claims already checked when a page is visited again. */
  restoreBadges: bool(true),
  /** Longest selection accepted, in characters. */
  maxSelectionChars: int(100, 20_000, 5000),
  /** Checks that run at the same time; more wait in the queue. */
  maxConcurrentChecks: int(1, 8, 2),
});
