import { FEED_LIMITS, type FeedFlag, type FeedPost } from '../core/feeds';
import { looseKey, wordCount } from '../core/text';
import type { ClaimLensDB } from '../db/database';
import { splitSentences } from '../decompose/sentences';
import type { LlmServices } from '../llm/provider';
import { LlmSession } from '../llm/session';
import type { ModelServices } from '../ml/types';
import type { ConsentGate } from '../privacy/consent';
import type { EngineConfig } from '../settings/run-config';
import { languageGate } from './language';
import type { StageContext } from './stage';
import { memoryStage } from './stages/memory/memory';

/**
 * Flags for posts on screen, from memory only (Memory-first fact-checking's memory stage, run as
 * a check runs it): each sentence of a post is looked up word for word, and with the models by
 * the same arbitration, NLI decision table and guards. A flag nobody asked for must be surer than
 * a check's answer, so an answer from the models also needs the feeds floor (C and S). Nothing
 * here can reach the web or an LLM: the stage gets no fetch, an LLM that refuses to open and a
 * consent gate that refuses to ask, so a future change that tried would fail, not send.
 */

export interface FeedFloor {
  minConfidence: number;
  minSimilarity: number;
}

const OFF_DEVICE_REFUSAL = 'Flagging known claims works from local knowledge only: it never uses an LLM or the web.';

const REFUSING_LLM: LlmServices = { recipient: () => null, open: () => Promise.reject(new Error(OFF_DEVICE_REFUSAL)) };

const NO_CONSENT: ConsentGate = { ensure: () => Promise.reject(new Error(OFF_DEVICE_REFUSAL)) };

export function feedContext(
  services: { db: ClaimLensDB; models: ModelServices },
  config: EngineConfig,
  signal: AbortSignal,
): StageContext {
  return {
    db: services.db,
    models: services.models,
    config,
    llm: new LlmSession(REFUSING_LLM, config),
    consent: NO_CONSENT,
    signal,
    onStage: () => undefined,
  };
}

/** The sentences of a post worth looking up: the first few with enough words to be a claim. */
export function feedSentences(text: string): string[] {
  return splitSentences(text.slice(0, FEED_LIMITS.postChars))
    .map((s) => s.text)
    .filter((s) => wordCount(s) >= FEED_LIMITS.minWords)
    .slice(0, FEED_LIMITS.sentencesPerPost);
}

/**
 * Flags for a batch of posts in one pass: the word-for-word keys of all their sentences are
 * looked up in one query per table, and with the models all sentences are embedded in one call.
 * Without an embedding model a sentence whose key matches nothing stored (no claim, fact or
 * correction of the reader's) cannot be settled, so only the others go through the memory stage.
 */
export async function matchFeedPosts(
  posts: readonly FeedPost[],
  ctx: StageContext,
  floor: FeedFloor,
): Promise<FeedFlag[]> {
  // The same gate as a check's: a sentence the models cannot read is not matched by them (issue 33).
  const readable = (s: string) => !languageGate(s, ctx.config.settings.models, ctx.language).skipMemory;
  const sentences = posts.map((p) => feedSentences(p.text).filter(readable));
  const all = [...new Set(sentences.flat())];
  const embedder = await ctx.models.embedder();
  let vectors: Map<string, Float32Array> | null = null;
  let candidates: ReadonlySet<string> | null = null;
  if (embedder && all.length) {
    const embedded = await embedder.embed(all, ctx.signal);
    vectors = new Map(all.map((s, i) => [s, embedded[i]!]));
  } else candidates = await storedKeys(ctx, all.map(looseKey));
  const flags: FeedFlag[] = [];
  for (const [i, post] of posts.entries()) {
    const quotes = sentences[i]!.filter((q) => !candidates || candidates.has(looseKey(q)));
    const flag = await matchFeedPost(post, quotes, ctx, floor, vectors);
    if (flag) flags.push(flag);
  }
  return flags;
}

/** Which of these word-for-word keys anything stored has: a claim, a fact or a correction of the reader's. */
async function storedKeys(ctx: StageContext, keys: string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys.filter(Boolean))];
  if (!wanted.length) return new Set();
  const [claims, facts, disputes] = await Promise.all([
    ctx.db.claims.where('looseKey').anyOf(wanted).keys(),
    ctx.db.facts.where('looseKey').anyOf(wanted).keys(),
    ctx.db.disputes.where('looseKey').anyOf(wanted).keys(),
  ]);
  return new Set([...claims, ...facts, ...disputes].map(String));
}

/** The first of a post's sentences that memory settles above the floor, as a flag; null for an unknown post. */
async function matchFeedPost(
  post: FeedPost,
  quotes: readonly string[],
  ctx: StageContext,
  floor: FeedFloor,
  vectors: ReadonlyMap<string, Float32Array> | null,
): Promise<FeedFlag | null> {
  for (const quote of quotes) {
    ctx.signal.throwIfAborted();
    const query = vectors?.get(quote);
    const { outcome } = await memoryStage(quote, ctx, query ? { query } : {});
    const trace = outcome?.traces.memory;
    if (
      !outcome ||
      outcome.path !== 'memory' ||
      (outcome.verdict !== 'True' && outcome.verdict !== 'False') ||
      !trace?.selected
    )
      continue;
    const candidate = trace.candidates[trace.selected];
    if (!candidate?.status) continue;
    const verbatim = trace.mode === 'near-verbatim';
    if (!verbatim && !aboveFloor(outcome.confidence, candidate.S, floor)) continue;
    const matched = outcome.evidence[0];
    return {
      key: post.key,
      quote,
      verdict: outcome.verdict,
      confidence: verbatim ? null : outcome.confidence,
      how: verbatim ? 'word-for-word' : 'models',
      stored: { text: candidate.text, nodeId: candidate.nodeId, status: candidate.status },
      source: matched?.url
        ? {
            title: matched.title ?? matched.domain ?? matched.url,
            url: matched.url,
            ...(matched.domain ? { domain: matched.domain } : {}),
          }
        : null,
    };
  }
  return null;
}

export function aboveFloor(confidence: number | null, similarity: number, floor: FeedFloor): boolean {
  return confidence !== null && confidence >= floor.minConfidence && similarity >= floor.minSimilarity;
}
