import { FEED_LIMITS, type FeedFlag, type FeedPost } from '../core/feeds';
import { wordCount } from '../core/text';
import type { ClaimLensDB } from '../db/database';
import { splitSentences } from '../decompose/sentences';
import type { LlmServices } from '../llm/provider';
import { LlmSession } from '../llm/session';
import type { ModelServices } from '../ml/types';
import type { ConsentGate } from '../privacy/consent';
import type { EngineConfig } from '../settings/run-config';
import type { StageContext } from './stage';
import { memoryStage } from './stages/memory';

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

/** The first sentence of the post that memory settles above the floor, as a flag; null for an unknown post. */
export async function matchFeedPost(post: FeedPost, ctx: StageContext, floor: FeedFloor): Promise<FeedFlag | null> {
  for (const quote of feedSentences(post.text)) {
    ctx.signal.throwIfAborted();
    const { outcome } = await memoryStage(quote, ctx);
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
