/**
 * The browser's sentence segmentation (Intl.Segmenter, Unicode's sentence rules), used for what
 * it knows better than ClaimLens's rules: the sentence marks of every script ("։" Armenian,
 * "۔" Urdu, "።" Ethiopic, "။" Myanmar…). Where a sentence ends after ".", "!", "?", "…" or a
 * CJK mark, or at a line break, ClaimLens's rules decide: Unicode's rules end a sentence at
 * "Dr. Smith", "e.g. Zincovit", "z. B. Aspirin" and inside a quotation (docs/decisions.md).
 */

/** Marks whose sentence ends ClaimLens's own rules decide (sentences.ts). */
const RULED = /[.!?…؟‼⁇⁈⁉。！？।॥\n\r]/u;
const TRAILING = /[\s"'”’»›」』)\]}]*$/u;

/** Ends of sentences that Intl.Segmenter finds after a mark the rules do not know. */
export function segmenterCuts(text: string, locale?: string): number[] {
  if (typeof Intl.Segmenter !== 'function') return [];
  const segmenter = new Intl.Segmenter(supported(locale), { granularity: 'sentence' });
  const cuts: number[] = [];
  for (const { index, segment } of segmenter.segment(text)) {
    const end = index + segment.length;
    if (end >= text.length) continue;
    const body = segment.replace(TRAILING, '');
    const mark = body[body.length - 1];
    if (mark && !RULED.test(mark) && /\p{Sentence_Terminal}/u.test(mark))
      cuts.push(index + body.length + trailingClosers(segment, body));
  }
  return cuts;
}

/** Closing quotes and brackets after the mark stay with the sentence; spaces do not. */
function trailingClosers(segment: string, body: string): number {
  return /^[^\s]*/u.exec(segment.slice(body.length))![0].length;
}

/** A locale Intl accepts (a malformed tag would throw): anything else takes the default rules. */
function supported(locale: string | undefined): string[] {
  if (!locale || !/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(locale) || locale === 'und') return [];
  return Intl.Segmenter.supportedLocalesOf([locale]);
}
