/** Stage 0 helpers: pure functions on the text a reader selected. */

const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;

/** One line of claim text: every run of whitespace becomes one space. */
export function normaliseClaimText(raw: string): string {
  return raw.replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim();
}

/**
 * A selection as it is stored and decomposed: spaces collapsed within each line, line breaks
 * kept (one, or two for a paragraph break), so that list items and paragraphs stay apart for the
 * sentence splitter. `normaliseClaimText` of the result equals that of the raw text.
 */
export function normaliseSelectionText(raw: string): string {
  return raw
    .replace(ZERO_WIDTH, '')
    .replace(/\r\n?|[\u2028\u2029\v\f]/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Key under which identical claims are deduplicated while in flight. */
export function claimKey(text: string): string {
  return normaliseClaimText(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s"'“”‘’.!?]+$/u, '')
    .replace(/^["'“”‘’]+/u, '');
}
