import type { Embedder } from '../../lib/ml/types';

/**
 * A stand-in embedder for tests and benchmarks while no ONNX embedding model can run under Node
 * here: hashed bag of lower-cased word stems (and stem bigrams), unit length. Similar wording
 * gives a high cosine, unrelated text a low one, which is all ranking tests need; it is never
 * shipped in the extension.
 */
export function lexicalEmbedder(
  dims = 512,
  options: { delayMs?: number } = {},
): Embedder & { calls: number; texts: number } {
  const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, '');
  const STOP = new Set([
    'the',
    'a',
    'an',
    'of',
    'to',
    'and',
    'in',
    'is',
    'that',
    'for',
    'on',
    'it',
    'with',
    'as',
    'by',
    'are',
    'be',
    'or',
    'this',
    'from',
    'has',
    'have',
    'was',
  ]);
  const hash = (s: string) => {
    let h = 2166136261;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    return (h >>> 0) % dims;
  };
  const e = {
    modelId: 'test/lexical-hash',
    dims,
    threshold: 0.75,
    calls: 0,
    texts: 0,
    async embed(texts: readonly string[]): Promise<Float32Array[]> {
      e.calls++;
      e.texts += texts.length;
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs! * texts.length));
      return texts.map((t) => {
        const v = new Float32Array(dims);
        const words = (t.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
        words.forEach((w, i) => {
          v[hash(w)]! += 1;
          if (i > 0) v[hash(`${words[i - 1]} ${w}`)]! += 0.5;
        });
        const n = Math.hypot(...v) || 1;
        return v.map((x) => x / n);
      });
    },
  };
  return e;
}
