import { type EvidencePassage, normaliseUrl, passagesOf, type TribunalBundle } from '../evidence/bundle';
import { checkCitation, type Citation } from '../evidence/quotes';
import { reasonsTribunal as m } from '../i18n/catalogue/reasons-tribunal';
import { verdictMessages } from '../i18n/catalogue/verdict';
import { t } from '../i18n/t';

/**
 * Whether a True/False may stand (docs/security-model.md: a verdict stands
 * only on verified evidence on its side). It stands when at least one citation on the winning side
 * passes the quote check and the primary source is one of those citations' pages. The primary
 * source is what the reader sees first and what memory records as the claim's provenance, so a
 * primary source that no verified quote on the verdict's side comes from is the model's word, not
 * evidence: it is refused too, not only one outside the bundle.
 *
 * The citations are checked here again, passage by passage, rather than trusted as "survived":
 * this decides what memory keeps, so it names the exact passages a verified quote came from.
 */

export interface StandingInput {
  verdict: 'True' | 'False';
  /** Who gave the verdict, for the reason shown to the reader. */
  by: 'judge' | 'single pass';
  /**
   * The citations on the verdict's side after the quote check: the support analyst's findings
   * for True, the contradiction analyst's `contradiction` findings for False, the single pass's
   * own citations.
   */
  winning: readonly Citation[];
  /** The primary source after the URL check (null when it was dropped or not given). */
  primarySource: string | null;
  bundle: TribunalBundle;
}

/** Stands: the passages a verified winning-side quote came from, the primary source's first. */
export type Standing = { stands: true; passages: EvidencePassage[] } | { stands: false; reason: string };

/** What the trace keeps of a standing: the verified sources' URLs, or why it fell. */
export type StandingRecord = { stands: true; sources: string[] } | { stands: false; reason: string };

export function standingRecord(s: Standing): StandingRecord {
  return s.stands ? { stands: true, sources: [...new Set(s.passages.map((p) => p.url))] } : s;
}

export function verdictStanding(input: StandingInput): Standing {
  const { verdict, by, primarySource, bundle } = input;
  const word = t(verdict === 'True' ? verdictMessages.wordTrue : verdictMessages.wordFalse);
  const refuse = (why: string): Standing => ({
    stands: false,
    reason: t(by === 'judge' ? m.judgeUnsupported : m.singleUnsupported, word, why),
  });
  const passages = verifiedPassages(bundle, input.winning);
  const none = by === 'single pass' ? m.noneOfItsCitations : verdict === 'True' ? m.noSupporting : m.noContradicting;
  if (!passages.length) return refuse(t(none));
  if (!primarySource) return refuse(t(m.noPrimary));
  if (!passagesOf(bundle, primarySource).length) return refuse(t(m.primaryNotPassage, primarySource));
  const primary = normaliseUrl(primarySource);
  const first = passages.filter((p) => normaliseUrl(p.url) === primary);
  if (!first.length) return refuse(t(m.primaryUnquoted, primarySource));
  return { stands: true, passages: [...first, ...passages.filter((p) => normaliseUrl(p.url) !== primary)] };
}

/** The bundle passages that a citation's quote was verified in, each once, in bundle order. */
function verifiedPassages(bundle: TribunalBundle, citations: readonly Citation[]): EvidencePassage[] {
  const found = new Set<EvidencePassage>();
  for (const c of citations) {
    for (const p of passagesOf(bundle, c.url)) if (checkCitation({ passages: [p] }, c).ok) found.add(p);
  }
  return bundle.passages.filter((p) => found.has(p));
}
