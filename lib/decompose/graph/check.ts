import type { Verdict } from '../../core/types';
import { type ClaimGraph, renderTriple } from './parse';
import { identificationOrders, retrievalSize } from './paths';

/**
 * GraphCheck verification (GraphCheck §3.2–3.4, Algorithm 1) over injected services, so that the
 * decision logic is a plain function of their answers:
 *   - for each identification order (path), infill the latent entities one after another: the
 *     query is every triple holding the target, with entities found so far filled in and the
 *     others named by their reference; K documents by latent-entity count (5/10/50);
 *   - verify the path's triples in turn; the first that is not supported ends the path;
 *   - a claim is supported when some path has every triple supported.
 * DP-GraphCheck checks the claim directly first and takes the graph route only when the direct
 * check does not support it.
 */

export interface GraphServices {
  retrieve(query: string, k: number): Promise<string[]>;
  /** The entity that fills `[MASK]` in the statements, from the documents; null when they do not say. */
  infill(request: { target: string; statements: string[]; documents: string[] }): Promise<string | null>;
  /** One full check of a statement (memory first, then the web). */
  verify(statement: string): Promise<Verdict>;
}

export interface PathResult {
  order: string[];
  /** What each latent entity was identified as (null: not found). */
  entities: Record<string, string | null>;
  statements: { text: string; verdict: Verdict }[];
  verdict: Verdict;
}

export interface GraphCheckResult {
  verdict: Verdict;
  paths: PathResult[];
  /** Verification checks run (each a full pipeline check); repeated statements are checked once. */
  checks: number;
  infills: number;
}

export const MASK = '[MASK]';

export async function runGraphCheck(
  graph: ClaimGraph,
  services: GraphServices,
  options: { pathLimit: number; random: () => number; signal?: AbortSignal },
): Promise<GraphCheckResult> {
  const k = retrievalSize(graph.latent.length);
  const reference = Object.fromEntries(graph.latent.map((l) => [l.id, l.reference]));
  const verified = new Map<string, Verdict>();
  const paths: PathResult[] = [];
  let infills = 0;

  for (const order of identificationOrders(
    graph.latent.map((l) => l.id),
    options.pathLimit,
    options.random,
  )) {
    options.signal?.throwIfAborted();
    const entities: Record<string, string | null> = {};
    for (const target of order) {
      const values = { ...reference, ...definedOnly(entities), [target]: MASK };
      const statements = graph.triples
        .filter((t) => `${t.subject} ${t.object}`.includes(target))
        .map((t) => renderTriple(t, values));
      const documents = await services.retrieve(statements.join(' '), k);
      infills++;
      const found = (await services.infill({ target, statements, documents }))?.trim();
      entities[target] = found || null;
      if (!found) break;
    }
    const path: PathResult = { order, entities, statements: [], verdict: 'Unverified' };
    paths.push(path);
    if (order.some((id) => !entities[id])) continue; // an entity could not be identified on this path

    path.verdict = 'True';
    for (const triple of graph.triples) {
      options.signal?.throwIfAborted();
      const text = renderTriple(triple, definedOnly(entities));
      let verdict = verified.get(text);
      if (!verdict) {
        verdict = await services.verify(text);
        verified.set(text, verdict);
      }
      path.statements.push({ text, verdict });
      if (verdict !== 'True') {
        path.verdict = verdict;
        break;
      }
    }
    if (path.verdict === 'True') break;
  }
  return { verdict: pathsVerdict(paths.map((p) => p.verdict)), paths, checks: verified.size, infills };
}

/**
 * The claim's verdict from its paths: supported if some path is; refuted only if every path
 * ran into a refuted statement (a single wrong infilling must not refute a claim); else Unverified.
 */
export function pathsVerdict(paths: readonly Verdict[]): Verdict {
  if (paths.includes('True')) return 'True';
  if (paths.length > 0 && paths.every((v) => v === 'False')) return 'False';
  return 'Unverified';
}

export interface DpResult {
  verdict: Verdict;
  /** Which stage settled it. */
  stage: 'direct' | 'graph';
  direct: Verdict;
  graph?: GraphCheckResult;
  checks: number;
}

/**
 * DP-GraphCheck: a direct check first; the graph route only for a claim the direct check could
 * not settle (Unverified). The paper's verdicts are two-way, so its "Not Supported" covers both a
 * refuted claim and one short of evidence; ours are three-way, and a False rests on evidence that
 * contradicts the claim (often a fact-checker's rating of its very words). The graph is an LLM's
 * reading of the claim, and a graph that leaves out the false relation would "support" it: so a
 * False stands, and the graph route may only settle what the direct check left open.
 */
export async function directThenGraph(
  direct: () => Promise<Verdict>,
  graph: () => Promise<GraphCheckResult>,
): Promise<DpResult> {
  const first = await direct();
  if (first !== 'Unverified') return { verdict: first, stage: 'direct', direct: first, checks: 1 };
  const second = await graph();
  return { verdict: second.verdict, stage: 'graph', direct: first, graph: second, checks: 1 + second.checks };
}

function definedOnly(entities: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(entities).filter((e): e is [string, string] => !!e[1]));
}
