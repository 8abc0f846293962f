import { stemmer } from 'stemmer';

import { words } from '../core/text';

/**
 * Lexical ranking of document chunks (BM25+: k1 1.2, b 0.7, δ 0.5, each score times the number
 * of query terms matched, as MiniSearch scores it), so a library finds passages from the first
 * minute, before any model is downloaded (issue 30), and later as one of the two rankings fused
 * with the vector one (fuse.ts). Terms are the knowledge graph's words (`core/text` `words`:
 * NFKC, lower case, numbers and % kept, so "5 mg" and "20%" still match) stemmed with the Porter
 * stemmer the decompose step uses; a short stop list keeps the index small. Not the topic
 * model's tokenizer: it drops numbers and words under three letters ("vitamin D"), which a claim
 * check cannot lose.
 *
 * The postings are typed arrays, one per term, and a query scores into one array of all chunks
 * and keeps the best k in a heap: MiniSearch (kept before) held ~35 bytes a posting in maps and
 * sorted every match of every query, 2 s a query over 100k chunks (docs/documents.md, "Speed").
 */

const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were with'.split(' '),
);

/** A chunk named across documents, as an index returns it. */
export interface ChunkRef {
  documentId: string;
  chunkIndex: number;
}

export interface LexicalHit extends ChunkRef {
  score: number;
}

export function lexicalTerms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP.has(w))
    .map((w) => (/^\p{L}+$/u.test(w) ? stemmer(w) : w));
}

/** One term's postings: chunk slots and term frequencies, grown by doubling. */
class Postings {
  slots = new Int32Array(4);
  tfs = new Uint16Array(4);
  size = 0;

  push(slot: number, tf: number): void {
    if (this.size === this.slots.length) {
      const slots = new Int32Array(this.size * 2);
      slots.set(this.slots);
      const tfs = new Uint16Array(this.size * 2);
      tfs.set(this.tfs);
      this.slots = slots;
      this.tfs = tfs;
    }
    this.slots[this.size] = slot;
    this.tfs[this.size++] = Math.min(tf, 65535);
  }
}

export class LexicalIndex {
  private readonly postings = new Map<string, Postings>();
  /** Per slot (a chunk as added): its reference, and its count of distinct terms (−1 once removed). */
  private refs: ChunkRef[] = [];
  private lengths: number[] = [];
  private readonly slotsOf = new Map<string, number[]>();
  private alive = 0;
  private totalLength = 0;

  static create(): LexicalIndex {
    return new LexicalIndex();
  }

  get documentCount(): number {
    return this.slotsOf.size;
  }

  has(documentId: string): boolean {
    return this.slotsOf.has(documentId);
  }

  /** Adds a document's chunks (in place of any it had). */
  addDocument(documentId: string, chunks: readonly { index: number; text: string }[]): void {
    this.removeDocument(documentId);
    const slots: number[] = [];
    for (const c of chunks) {
      const tf = new Map<string, number>();
      for (const t of lexicalTerms(c.text)) tf.set(t, (tf.get(t) ?? 0) + 1);
      const slot = this.refs.length;
      this.refs.push({ documentId, chunkIndex: c.index });
      this.lengths.push(tf.size);
      for (const [term, n] of tf) {
        let p = this.postings.get(term);
        if (!p) this.postings.set(term, (p = new Postings()));
        p.push(slot, n);
      }
      slots.push(slot);
      this.alive++;
      this.totalLength += tf.size;
    }
    this.slotsOf.set(documentId, slots);
  }

  removeDocument(documentId: string): void {
    const slots = this.slotsOf.get(documentId);
    if (!slots) return;
    for (const s of slots) {
      this.totalLength -= this.lengths[s]!;
      this.lengths[s] = -1;
    }
    this.alive -= slots.length;
    this.slotsOf.delete(documentId);
    // Removed slots stay in the postings until they are half of them: then all is rebuilt.
    if (this.refs.length > 2 * this.alive + 1024) this.compact();
  }

  /** The k best chunks for a query, best first (equal scores: the chunk added first). */
  search(query: string, k = 30): LexicalHit[] {
    const counts = new Map<string, number>();
    for (const t of lexicalTerms(query)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const scores = new Float64Array(this.refs.length);
    const matched = new Uint16Array(this.refs.length);
    const touched: number[] = [];
    const avg = this.totalLength / Math.max(1, this.alive);
    for (const [term, times] of counts) {
      const p = this.postings.get(term);
      if (p) this.scoreTerm(p, times, avg, { scores, matched, touched });
    }
    return topSlots(touched, (s) => scores[s]! * matched[s]!, k).map((s) => ({
      ...this.refs[s]!,
      score: scores[s]! * matched[s]!,
    }));
  }

  private scoreTerm(
    p: Postings,
    times: number,
    avg: number,
    into: { scores: Float64Array; matched: Uint16Array; touched: number[] },
  ): void {
    let df = 0;
    for (let i = 0; i < p.size; i++) if (this.lengths[p.slots[i]!]! >= 0) df++;
    if (!df) return;
    const idf = Math.log(1 + (this.alive - df + 0.5) / (df + 0.5));
    for (let i = 0; i < p.size; i++) {
      const slot = p.slots[i]!;
      const length = this.lengths[slot]!;
      if (length < 0) continue;
      const tf = p.tfs[i]!;
      const s = idf * (DELTA + (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avg)));
      if (!into.matched[slot]) into.touched.push(slot);
      into.matched[slot]!++;
      into.scores[slot]! += times * s;
    }
  }

  /** Drops removed slots: new slot numbers, postings without them. */
  private compact(): void {
    const renumber = new Int32Array(this.refs.length).fill(-1);
    const refs: ChunkRef[] = [];
    const lengths: number[] = [];
    this.refs.forEach((r, s) => {
      if (this.lengths[s]! < 0) return;
      renumber[s] = refs.length;
      refs.push(r);
      lengths.push(this.lengths[s]!);
    });
    for (const [term, p] of this.postings) {
      const next = new Postings();
      for (let i = 0; i < p.size; i++) if (renumber[p.slots[i]!]! >= 0) next.push(renumber[p.slots[i]!]!, p.tfs[i]!);
      if (next.size) this.postings.set(term, next);
      else this.postings.delete(term);
    }
    for (const [doc, slots] of this.slotsOf)
      this.slotsOf.set(
        doc,
        slots.map((s) => renumber[s]!),
      );
    this.refs = refs;
    this.lengths = lengths;
  }
}

/** The k slots of highest score, best first; a tie goes to the lower slot. Partial: a min-heap of k. */
function topSlots(slots: readonly number[], score: (slot: number) => number, k: number): number[] {
  const worse = (a: number, b: number) => score(a) < score(b) || (score(a) === score(b) && a > b);
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const s of slots) {
    if (heap.length < k) {
      heap.push(s);
      for (let i = heap.length - 1; i > 0 && worse(heap[i]!, heap[(i - 1) >> 1]!); i = (i - 1) >> 1)
        [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1]!, heap[i]!];
    } else if (k > 0 && worse(heap[0]!, s)) {
      heap[0] = s;
      down(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
