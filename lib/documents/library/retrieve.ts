import type { DocumentId } from '../../db/records';
import { fuseRankings } from '../fuse';
import type { LexicalIndex } from '../lexical';
import { chunkIdOf, parseChunkId } from './ids';
import type { ChunkVectors } from './vectors';

/**
 * Which chunks a claim is judged on: the BM25 ranking (works before any model is downloaded)
 * fused by reciprocal rank with the vector ranking when an embedding model is installed
 * (issue 30). Seed 002 (Fact Checking Solution) retrieves the 30 nearest chunks; only ready,
 * switched-on documents count, so each ranking is cut after that filter.
 */

export interface ChunkHit {
  docId: DocumentId;
  index: number;
  /** The fused score (reciprocal rank fusion), or BM25's alone when there is no vector ranking. */
  score: number;
  /** 1-based ranks in each ranking, null where the chunk is absent from it. */
  lexicalRank: number | null;
  vectorRank: number | null;
  /** Cosine similarity of the claim and the chunk, when the vector ranking found it. */
  similarity: number | null;
}

export interface Rankings {
  lexical: readonly { documentId: string; chunkIndex: number; score: number }[];
  /** Null without an embedding model. */
  vector: readonly { id: string; score: number }[] | null;
}

/** Each ranking is read this many times deeper than k: the switched-off documents' chunks are cut after. */
const DEPTH = 4;

/**
 * The k chunks nearest a claim in the library's indexes: BM25 alone, or fused with the vector
 * ranking when there is a query vector (the claim embedded) and an index with rows in it.
 */
export async function rankChunks(
  indexes: { lexical: LexicalIndex; vectors: ChunkVectors | null },
  claim: { text: string; vector: Float32Array | null },
  searchable: (docId: DocumentId) => boolean,
  k: number,
): Promise<ChunkHit[]> {
  const lexical = indexes.lexical.search(claim.text, k * DEPTH);
  const { vectors } = indexes;
  const vector = vectors?.size && claim.vector ? await vectors.search(claim.vector, k * DEPTH) : null;
  return fuseChunkRankings({ lexical, vector }, searchable, k);
}

function fuseChunkRankings(r: Rankings, searchable: (docId: DocumentId) => boolean, k: number): ChunkHit[] {
  const lexical = r.lexical
    .filter((h) => searchable(h.documentId as DocumentId))
    .slice(0, k)
    .map((h) => ({ id: chunkIdOf(h.documentId as DocumentId, h.chunkIndex), score: h.score }));
  const vector = (r.vector ?? []).filter((h) => {
    const ref = parseChunkId(h.id);
    return ref !== null && searchable(ref.docId);
  });
  const similarity = new Map(vector.map((h) => [h.id, h.score]));
  if (!r.vector) return lexical.map((h, i) => hitOf(h.id, h.score, i + 1, null, null));
  return fuseRankings([lexical.map((h) => h.id), vector.slice(0, k).map((h) => h.id)])
    .slice(0, k)
    .map((f) => hitOf(f.id, f.score, f.ranks[0] ?? null, f.ranks[1] ?? null, similarity.get(f.id) ?? null));
}

function hitOf(
  id: string,
  score: number,
  lexicalRank: number | null,
  vectorRank: number | null,
  similarity: number | null,
): ChunkHit {
  const ref = parseChunkId(id)!;
  return { docId: ref.docId, index: ref.index, score, lexicalRank, vectorRank, similarity };
}
