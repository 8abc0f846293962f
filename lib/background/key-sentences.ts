import type { ArticleBlock, PageChoice } from '../core/page-check';
import { pickTop, rankParams, rankSentences } from '../decompose/keysentences';
import { pageCandidates } from '../decompose/page';
import { LexicalEmbedder } from '../decompose/rank/lexical-embedder';
import { healthTopicModel } from '../decompose/topics/health';
import { loadSettings } from '../settings/store';

/**
 * Check this page: the key sentences of an article, chosen as a long selection's are, here in the
 * background, which holds the decomposition's rules and topic model (the content script that
 * every page loads carries neither). Its claims are ranked by topic-specific TextRank with the
 * health topics, with the lexical embedder (the embedding model lives only in the engine), and
 * as many as Settings → Long selections says are kept, in text order.
 */
export async function keySentences(blocks: readonly ArticleBlock[]): Promise<PageChoice> {
  const { decompose, general } = await loadSettings();
  const candidates = pageCandidates(blocks, general.maxSelectionChars);
  if (!candidates.ok) return candidates;
  const ranking = await rankSentences(
    candidates.sentences,
    new LexicalEmbedder(),
    healthTopicModel(),
    rankParams(decompose),
  );
  const picked = pickTop(ranking.sentences, decompose.maxKeySentences);
  return { ok: true, sentences: picked.map((i) => candidates.sentences[i]!), total: candidates.total };
}
