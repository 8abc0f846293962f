/**
 * Ratcliff/Obershelp similarity, the measure of Python's difflib.SequenceMatcher.ratio() that
 * Fact Checking Solution uses to check quotes: 2·M / (|a| + |b|), M = characters in the recursively
 * found longest common blocks. No "autojunk" heuristic: it would treat common letters as junk in
 * strings over 200 characters and make long quotes fail for no reason.
 */
export function similarityRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  return (2 * matchingChars(a, 0, a.length, b, 0, b.length)) / total;
}

function matchingChars(a: string, alo: number, ahi: number, b: string, blo: number, bhi: number): number {
  if (alo >= ahi || blo >= bhi) return 0;
  const [i, j, k] = longestMatch(a, alo, ahi, b, blo, bhi);
  if (k === 0) return 0;
  return k + matchingChars(a, alo, i, b, blo, j) + matchingChars(a, i + k, ahi, b, j + k, bhi);
}

/** Longest common substring of a[alo:ahi] and b[blo:bhi]; earliest in a, then in b, on ties (as difflib). */
function longestMatch(
  a: string,
  alo: number,
  ahi: number,
  b: string,
  blo: number,
  bhi: number,
): [number, number, number] {
  let bestI = alo;
  let bestJ = blo;
  let bestK = 0;
  let prev = new Uint16Array(bhi - blo + 1);
  let cur = new Uint16Array(bhi - blo + 1);
  for (let i = alo; i < ahi; i++) {
    const ch = a.charCodeAt(i);
    for (let j = blo; j < bhi; j++) {
      const x = j - blo + 1;
      if (b.charCodeAt(j) === ch) {
        const k = prev[x - 1]! + 1;
        cur[x] = k;
        if (k > bestK) {
          bestK = k;
          bestI = i - k + 1;
          bestJ = j - k + 1;
        }
      } else {
        cur[x] = 0;
      }
    }
    [prev, cur] = [cur, prev];
    cur.fill(0);
  }
  return [bestI, bestJ, bestK];
}
