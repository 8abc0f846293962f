import type { LlmClient } from '../llm/llm';
import type { Embedder } from '../ml/types';
import type { DecomposeSettings } from '../settings/sections/decompose';
import { messageOf } from '../util/errors';
import { assessSentence, type SentenceKind } from './claimhood';
import { withReportedStatements } from './context';
import type { ClaimGraph } from './graph/parse';
import { retrievalSize } from './graph/paths';
import { pickTop, rankParams, rankSentences } from './keysentences';
import { checkDecomposeInput, type DecomposeProblem, MAX_SENTENCES, tooManySentences } from './limits';
import { buildClaimGraph, extractAtomicClaims } from './llm/calls';
import { type OtherQuestionStatement, withOtherQuestions } from './other-questions';
import { LexicalEmbedder } from './rank/lexical-embedder';
import { RULES_LABEL, splitClauses } from './rules';
import { splitSentences } from './sentences';
import type { TopicModel } from './topics/model';

/**
 * decompose(text) → plan: what a long selection will be checked as. Sentences (with why some
 * are not checked), their key-sentence ranking, the picked ones, and the claims to check, each
 * with its GraphCheck graph when an LLM made it. The orchestrator runs the plan; the side panel
 * shows it as the tree selection → sentences → claims → evidence.
 */

export interface DecomposeDeps {
  topics: TopicModel;
  /** The installed embedding model; without one, sentences are ranked by a lexical embedder (the plan says so). */
  embedder: Embedder | null;
  /** The configured LLM; without one (or with method "rules") claims come from the rule-based splitter. */
  llm: LlmClient | null;
  settings: DecomposeSettings;
  /** The selection limit in characters (Settings → On pages). */
  maxChars: number;
  /** Sentence indexes the reader picked instead of the ranking's choice. */
  pick?: readonly number[];
  /** The language the whole selection was found in: a short sentence's stand-in (ISO 639-1). */
  language?: string;
  /** Turns a yes/no question in another language into its statement; without it such questions are listed, not checked. */
  otherQuestion?: OtherQuestionStatement;
  signal?: AbortSignal;
}

export interface PlanSentence {
  index: number;
  text: string;
  start: number;
  end: number;
  kind: SentenceKind;
  note?: string;
  /** A yes/no question: the statement it tests, which its claims come from. */
  statement?: string;
  /** Topic-specific TextRank score (ranked sentences only). */
  score?: number;
  healthShare?: number;
  picked: boolean;
}

export interface PlanClaim {
  id: string;
  sentence: number;
  text: string;
  method: 'rules' | 'llm';
  /** GraphCheck graph (LLM only). */
  graph?: ClaimGraph;
  /** A context fact: it reports what the selection says ("My aunt says…"), verified against the selection itself. */
  context?: true;
  /** Documents to retrieve per query for this claim (5/10/50 by latent entities). */
  retrievalK: number;
}

export interface DecompositionPlan {
  version: 1;
  /** single: one claim, checked as it is; rules / llm: split into claims. */
  method: 'single' | 'rules' | 'llm';
  label: string;
  sentences: PlanSentence[];
  claims: PlanClaim[];
  ranking: { embedderId: string; lexical: boolean; iterations: number; converged: boolean } | null;
  /** Things the reader should know (limits hit, fallbacks taken). */
  notes: string[];
}

export type DecomposeOutcome = { ok: true; plan: DecompositionPlan } | { ok: false; problem: DecomposeProblem };

/** LLM calls for graphs in flight at once. */
const GRAPH_CONCURRENCY = 3;

const PICKED_NOTE = 'You picked the sentences to check; the ranking is shown for reference.';

const LLM_LABEL = 'Atomic claims and entity-relationship triples by the LLM (GraphCheck).';

export async function decompose(text: string, deps: DecomposeDeps): Promise<DecomposeOutcome> {
  const problem = checkDecomposeInput(text, deps.maxChars);
  if (problem) return { ok: false, problem };
  const split = splitSentences(text, deps.language);
  if (split.length > MAX_SENTENCES) return { ok: false, problem: tooManySentences(split.length) };

  const assessed: PlanSentence[] = split.map((s, i) => ({
    index: s.index,
    text: s.text,
    start: s.start,
    end: s.end,
    ...assessSentence(s, deps.language, split[i - 1]?.text),
    picked: false,
  }));
  const sentences = await withOtherQuestions(assessed, deps.otherQuestion);
  const candidates = sentences.filter((s) => s.kind === 'claim');

  if (singleClaim(sentences)) {
    const only = sentences[0] ?? {
      index: 0,
      text: text.trim(),
      start: 0,
      end: text.length,
      kind: 'claim' as const,
      picked: true,
    };
    return {
      ok: true,
      plan: {
        version: 1,
        method: 'single',
        label: 'One claim: checked as written.',
        sentences: [{ ...only, picked: true }],
        claims: [
          {
            id: 'c1',
            sentence: only.index,
            text: only.statement ?? only.text,
            method: 'rules',
            retrievalK: retrievalSize(0),
          },
        ],
        ranking: null,
        notes: [],
      },
    };
  }
  if (candidates.length === 0) {
    return { ok: false, problem: { code: 'nothing-to-check', message: nothingToCheck(sentences) } };
  }

  const embedder = deps.embedder ?? new LexicalEmbedder();
  const { settings } = deps;
  const ranking = await rankSentences(
    candidates.map((s) => s.text),
    embedder,
    deps.topics,
    rankParams(settings),
    deps.signal,
  );
  ranking.sentences.forEach((r) =>
    Object.assign(candidates[r.position]!, { score: r.score, healthShare: r.healthShare }),
  );
  const notes: string[] = [];
  if (!deps.embedder)
    notes.push(
      'No embedding model installed: key sentences were ranked by shared words and health topics only. Install one in Settings → Models for ranking by meaning.',
    );
  if (!ranking.converged)
    notes.push(
      `The ranking did not settle within ${settings.maxIterations} iterations; the order shown is approximate.`,
    );

  const picked = pickTop(ranking.sentences, settings.maxKeySentences).map((p) => candidates[p]!.index);
  const base: DecompositionPlan = {
    version: 1,
    method: 'rules',
    label: RULES_LABEL,
    sentences,
    claims: [],
    ranking: {
      embedderId: embedder.modelId,
      lexical: !deps.embedder,
      iterations: ranking.iterations,
      converged: ranking.converged,
    },
    notes,
  };
  return { ok: true, plan: deps.pick ? await repick(base, deps.pick, deps) : await planClaims(base, picked, deps) };
}

/** The reader changed the pick: the same sentences, new claims for the sentences now picked. */
export async function repick(
  plan: DecompositionPlan,
  picked: readonly number[],
  deps: DecomposeDeps,
): Promise<DecompositionPlan> {
  const valid = [...new Set(picked)].filter((i) => plan.sentences[i]?.kind === 'claim').sort((a, b) => a - b);
  const notes = [...plan.notes.filter((n) => !/^(Only |The LLM|No triples|You picked)/.test(n)), PICKED_NOTE];
  return planClaims({ ...plan, notes }, valid, deps);
}

async function planClaims(
  plan: DecompositionPlan,
  picked: readonly number[],
  deps: DecomposeDeps,
): Promise<DecompositionPlan> {
  const { settings, llm, signal } = deps;
  const useLlm = settings.method === 'auto' && llm !== null;
  const sentences = plan.sentences.map((s) => ({ ...s, picked: picked.includes(s.index) }));
  const notes = [...plan.notes];
  const perSentence = await Promise.all(
    picked.map(async (index): Promise<Omit<PlanClaim, 'id'>[]> => {
      // A yes/no question is split as the statement it tests.
      const text = sentences[index]!.statement ?? sentences[index]!.text;
      if (useLlm) {
        try {
          const context = sentences
            .slice(Math.max(0, index - 2), index)
            .map((s) => s.text)
            .join(' ');
          const claims = await extractAtomicClaims(llm, text, context, signal);
          return claims.map((claim) => ({
            sentence: index,
            text: claim,
            method: 'llm' as const,
            retrievalK: retrievalSize(0),
          }));
        } catch (e) {
          signal?.throwIfAborted();
          notes.push(`The LLM could not split sentence ${index + 1} (${messageOf(e)}); it was split by rules.`);
        }
      }
      return splitClauses(text).map((claim) => ({
        sentence: index,
        text: claim,
        method: 'rules' as const,
        retrievalK: retrievalSize(0),
      }));
    }),
  );
  // A report ("My aunt says X") is a fact about the text; X is checked as a claim of its own.
  const all = withReportedStatements(perSentence.flat(), (statement, report) => ({ ...report, text: statement }));
  if (all.length > settings.maxClaims) {
    notes.push(
      `Only ${settings.maxClaims} of ${all.length} claims are checked (Settings → Long selections → claims checked at most).`,
    );
  }
  const claims: PlanClaim[] = all.slice(0, settings.maxClaims).map((c, i) => ({ id: `c${i + 1}`, ...c }));
  if (useLlm) await attachGraphs(claims, llm, notes, signal);
  const llmUsed = claims.some((c) => c.method === 'llm');
  return {
    ...plan,
    method: llmUsed ? 'llm' : 'rules',
    label: llmUsed ? LLM_LABEL : RULES_LABEL,
    sentences,
    claims,
    notes,
  };
}

/** GraphCheck graphs for the LLM's claims, a few calls at a time; a claim without one is checked as a whole. */
async function attachGraphs(claims: PlanClaim[], llm: LlmClient, notes: string[], signal?: AbortSignal): Promise<void> {
  const queue = claims.filter((c) => c.method === 'llm' && !c.context);
  const worker = async () => {
    for (let claim = queue.shift(); claim; claim = queue.shift()) {
      try {
        claim.graph = await buildClaimGraph(llm, claim.text, signal);
        claim.retrievalK = retrievalSize(claim.graph.latent.length);
      } catch (e) {
        signal?.throwIfAborted();
        notes.push(`No triples for "${claim.text}" (${messageOf(e)}); it is checked as a whole.`);
      }
    }
  };
  await Promise.all(Array.from({ length: GRAPH_CONCURRENCY }, worker));
}

/** One sentence with at most one clause: nothing to decompose; the normal pipeline checks it as written. */
function singleClaim(sentences: readonly Pick<PlanSentence, 'text' | 'kind' | 'statement'>[]): boolean {
  if (sentences.length > 1) return false;
  const only = sentences[0];
  return !only || only.kind !== 'claim' || splitClauses(only.statement ?? only.text).length === 1;
}

/** Whether a selection is one claim, checked as written without decomposition (cheap: rules only). */
export function isSingleClaim(text: string): boolean {
  return singleClaim(splitSentences(text).map((s) => ({ text: s.text, ...assessSentence(s) })));
}

function nothingToCheck(sentences: readonly PlanSentence[]): string {
  const count = (kind: SentenceKind) => sentences.filter((s) => s.kind === kind).length;
  const parts = [
    count('fragment') &&
      `${count('fragment')} heading${count('fragment') > 1 ? 's' : ''} or fragment${count('fragment') > 1 ? 's' : ''} without a claim`,
    count('question') && `${count('question')} open question${count('question') > 1 ? 's' : ''}`,
    count('other-language') &&
      `${count('other-language')} question${count('other-language') > 1 ? 's' : ''} in another language`,
  ].filter(Boolean);
  const open = count('question') ? ' or a yes/no question ("Does vitamin D prevent flu?")' : '';
  return `No claim to check in this selection: ${parts.join(', ')}. Select a sentence that states something as a fact${open}.`;
}
