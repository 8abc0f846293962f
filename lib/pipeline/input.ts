/** Stage 0 helpers: pure checks on the text a reader selected. */

export const DEFAULT_MAX_CHARS = 5000;

export function normaliseClaimText(raw: string): string {
  return raw
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
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

export type InputProblem =
  | { code: 'empty'; message: string }
  | { code: 'too-long'; message: string; length: number; limit: number };

export function checkInput(raw: string, limit = DEFAULT_MAX_CHARS): InputProblem | null {
  const text = normaliseClaimText(raw);
  if (!text) return { code: 'empty', message: 'Nothing to check: the selection is empty.' };
  const length = [...text].length;
  if (length > limit) {
    return {
      code: 'too-long',
      length,
      limit,
      message: `This selection is ${length.toLocaleString('en-US')} characters; ClaimLens checks up to ${limit.toLocaleString('en-US')}. Select one claim or a shorter passage.`,
    };
  }
  return null;
}
