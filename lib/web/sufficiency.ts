/**
 * Whether a bundle is worth weighing (Memory-first fact-checking §III-D): the best passage's raw
 * similarity must reach `minBestScore` (0.40); the fact-check boost does not count here, so
 * boilerplate “fact check” pages cannot lift an unrelated bundle over the bar.
 */
export function sufficiency(
  passages: readonly { similarity: number }[],
  minBestScore: number,
): { best: number | null; sufficient: boolean } {
  if (!passages.length) return { best: null, sufficient: false };
  const best = Math.max(...passages.map((p) => p.similarity));
  return { best, sufficient: best >= minBestScore };
}
