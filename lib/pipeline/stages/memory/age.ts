import { reasonsMemory as m } from '../../../i18n/catalogue/reasons';
import { t } from '../../../i18n/t';

/**
 * How old a memory answer's evidence is (issue 32 item 4): health guidance changes, so an answer
 * resting on a statement last verified long ago says so, with the year, and the reader can ask the
 * trusted web again in one click (the side panel's *Check online instead*). The age is that of
 * the matched statement's last verification (a pack's `verifiedAt`, or the day a web check stored
 * it), not of the day it was installed.
 */

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** The notice for evidence at least `maxYears` old (Settings → Memory); null when newer, or when `maxYears` is 0 (off). */
export function oldEvidenceNotice(verifiedAt: number, maxYears: number, now = Date.now()): string | null {
  if (maxYears <= 0 || !Number.isFinite(verifiedAt) || verifiedAt <= 0) return null;
  if (now - verifiedAt < maxYears * YEAR_MS) return null;
  const year = new Date(verifiedAt).getUTCFullYear();
  return t(m.oldEvidence, String(year));
}
