import { type Dated, evidenceYear } from './dated';

/**
 * Newer guidance preferred (issue 32 item 4; docs/decisions.md, 2026-12-03): when the evidence
 * for a claim and the evidence against it disagree, health guidance that changed is read as it
 * stands now. Each side is as new as its newest dated passage (published, or modified where that
 * is later); the newer side is preferred when it is at least `NEWER_GUIDANCE_YEARS` newer. An
 * undated side is never called older: a missing date is not an old one.
 */

/** The gap, in years, from which the newer side breaks a tie. */
const NEWER_GUIDANCE_YEARS = 2;

export type Side = 'supporting' | 'refuting';

export interface Recency {
  /** The side whose newest passage is the newer, or null when both are of the same year. */
  newer: Side | null;
  supportingYear: number;
  refutingYear: number;
  /** Years between the two sides' newest passages. */
  gap: number;
}

/** How the two sides' newest dated passages compare; null when either side has no dated passage. */
export function recencyOf(supporting: readonly Dated[], refuting: readonly Dated[]): Recency | null {
  const newest = (side: readonly Dated[]) => {
    const years = side.map(evidenceYear).filter((y): y is number => y !== null);
    return years.length ? Math.max(...years) : null;
  };
  const supportingYear = newest(supporting);
  const refutingYear = newest(refuting);
  if (supportingYear === null || refutingYear === null) return null;
  const gap = Math.abs(supportingYear - refutingYear);
  const newer = gap === 0 ? null : supportingYear > refutingYear ? 'supporting' : 'refuting';
  return { newer, supportingYear, refutingYear, gap };
}

/** The side a tie goes to: the newer one, when it is newer by `minGap` years or more; else none. */
export function newerSideWins(r: Recency | null, minGap = NEWER_GUIDANCE_YEARS): Side | null {
  return r?.newer && r.gap >= minGap ? r.newer : null;
}

/** What the judge is told about the two sides' dates: which is newer and by how much. */
export function recencyNote(r: Recency | null): string | null {
  if (!r) return null;
  if (!r.newer)
    return `Dates: the newest supporting and the newest contradicting passages are both from ${r.supportingYear}.`;
  const [newer, older] = r.newer === 'supporting' ? ['supporting', 'contradicting'] : ['contradicting', 'supporting'];
  const [newYear, oldYear] =
    r.newer === 'supporting' ? [r.supportingYear, r.refutingYear] : [r.refutingYear, r.supportingYear];
  const years = r.gap === 1 ? '1 year' : `${r.gap} years`;
  const prefer =
    r.gap >= NEWER_GUIDANCE_YEARS
      ? ` Where they disagree, prefer the newer ${newer} guidance unless the older evidence is plainly stronger or the newer passage does not address the claim.`
      : '';
  return `Dates: the newest ${newer} passage (${newYear}) is ${years} newer than the newest ${older} passage (${oldYear}).${prefer}`;
}
