import { pickTop, rankParams, rankSentences } from '../decompose/keysentences';
import { LexicalEmbedder } from '../decompose/rank/lexical-embedder';
import { healthTopicModel } from '../decompose/topics/health';
import { loadSettings } from '../settings/store';

/**
 * Check this page: the key sentences of an article's candidate sentences, ranked as a long
 * selection's are (topic-specific TextRank with the health topics), here with the lexical
 * embedder: the topic model lives in the background, the embedding model only in the engine.
 * The picks are positions in `sentences`, in text order, as many as Settings → Long selections says.
 */
export async function keySentences(sentences: readonly string[]): Promise<{ picked: number[] }> {
  const { decompose } = await loadSettings();
  const ranking = await rankSentences(sentences, new LexicalEmbedder(), healthTopicModel(), rankParams(decompose));
  return { picked: pickTop(ranking.sentences, decompose.maxKeySentences) };
}
