/**
 * An approximate token count, for the 512-token chunks of Atomic fact-checking (step 3) when no
 * tokenizer is at hand. WordPiece and BPE vocabularies keep common words whole and split long,
 * rare ones (drug names) into pieces: a word of up to 8 letters counts 1, a longer one 1 per 5
 * letters, digits 1 per 3 and each punctuation mark 1. A rough stand-in, not measured against a
 * tokenizer: chunking only needs the count to grow with the text and be roughly right; pass the
 * embedder's own counter (ChunkingOptions.countTokens) where it is loaded.
 */
export function approxTokens(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/\p{L}+|\p{N}+|[^\s\p{L}\p{N}]/gu)) {
    const piece = m[0];
    if (/\p{L}/u.test(piece[0]!)) n += piece.length <= 8 ? 1 : Math.ceil(piece.length / 5);
    else if (/\p{N}/u.test(piece[0]!)) n += Math.ceil(piece.length / 3);
    else n += 1;
  }
  return n;
}
