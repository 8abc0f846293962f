import 'fake-indexeddb/auto';
import { ClaimLensDB } from '../../lib/db/database';
import { persistVerdict } from '../../lib/persist/write';
import { verdictEvidence } from '../../lib/pipeline/stages/persist';
import { extractTriples } from '../../lib/persist/extract';
import type { EvidenceBundle } from '../../lib/tribunal/bundle';
import { askWithCitations } from '../../lib/tribunal/cited';
import { createOpenAiClient } from '../../lib/tribunal/openai';
import { analystMessages } from '../../lib/tribunal/prompts/analysts';
import { judgeMessages } from '../../lib/tribunal/prompts/judge';
import { CONTRADICTION_SPEC, JUDGE_SPEC, SUPPORT_SPEC } from '../../lib/tribunal/roles';
import { Recorder } from '../../lib/tribunal/transcript';
import { deliberate } from '../../lib/tribunal/tribunal';
import { GARLIC_BUNDLE, GARLIC_CLAIM, MASK_BUNDLE, MASK_CLAIM } from '../../tests/fixtures/bundles';
import { startLlmServer } from '../../tests/support/llm-server';
import { percentile, type Bench, type BenchRow } from './harness';

/**
 * Tribunal + persistence latency with the scripted LLM server delaying every call by 2 s (a
 * stand-in for a hosted 70B model). The analysts run in parallel, so the tribunal's critical
 * path is 2 LLM rounds (analysts, judge) and persistence adds 1 (extraction); the obvious
 * alternative, the seed paper's sequential crew (support → contradiction → judge), takes 3.
 * The full web path adds search + page fetches (the web stage) in front of this.
 */

const ROUND_MS = 2000;
const RUNS = 3;

export default {
  name: 'tribunal',
  description: `tribunal + persistence with a scripted LLM at ${ROUND_MS / 1000} s per call (parallel analysts vs sequential crew)`,
  async run(ctx) {
    const server = await startLlmServer({ delayMs: ROUND_MS });
    const client = createOpenAiClient({ baseUrl: server.baseUrl, model: 'scripted', timeoutMs: 30_000 });
    const to = { provider: 'openai-compatible' as const, endpoint: client.endpoint, model: 'scripted', leavesDevice: false };
    const signal = new AbortController().signal;
    let dbCount = 0;

    const parallel = async (claim: string, bundle: EvidenceBundle) => {
      const recorder = new Recorder(client, to);
      const t0 = performance.now();
      const { decision } = await deliberate(claim, bundle, { recorder, signal });
      const t1 = performance.now();
      if (!decision || decision.verdict === 'Neutral') throw new Error(`expected a verdict, got ${decision?.verdict ?? 'none'}`);
      const evidence = verdictEvidence(bundle, decision);
      const { triples } = await extractTriples({ recorder, signal }, claim, decision.verdict, decision.correctedClaim, evidence);
      const t2 = performance.now();
      const db = new ClaimLensDB(`bench-tribunal-${++dbCount}`);
      await persistVerdict(db, { claim, verdict: decision.verdict, correctedClaim: decision.correctedClaim, primarySource: decision.primarySource, sources: evidence.passages, triples, verifiedAt: Date.now() }, null);
      const t3 = performance.now();
      db.close();
      return { tribunal: t1 - t0, extract: t2 - t1, write: t3 - t2, total: t3 - t0 };
    };

    // The seed paper's crew: the same roles and prompts, one after the other.
    const sequential = async (claim: string, bundle: EvidenceBundle) => {
      const recorder = new Recorder(client, to);
      const ask = { recorder, signal };
      const t0 = performance.now();
      const support = await askWithCitations(ask, bundle, { role: 'support', spec: SUPPORT_SPEC, citations: (r) => r.findings, without: (r) => r }, analystMessages('support', claim, bundle));
      const contra = await askWithCitations(ask, bundle, { role: 'contradiction', spec: CONTRADICTION_SPEC, citations: (r) => r.findings, without: (r) => r }, analystMessages('contradiction', claim, bundle));
      await askWithCitations(ask, bundle, { role: 'judge', spec: JUDGE_SPEC, citations: () => [], without: (j) => j }, judgeMessages(claim, bundle, support.value, contra.value));
      return performance.now() - t0;
    };

    const rows: BenchRow[] = [];
    try {
      for (const [label, claim, bundle] of [
        ['False claim (garlic)', GARLIC_CLAIM, GARLIC_BUNDLE],
        ['True claim (masks)', MASK_CLAIM, MASK_BUNDLE],
      ] as const) {
        const par: Awaited<ReturnType<typeof parallel>>[] = [];
        const seq: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          par.push(await parallel(claim, bundle));
          seq.push(await sequential(claim, bundle));
          ctx.log(`${label} run ${i + 1}: tribunal ${(par[i]!.tribunal / 1000).toFixed(2)} s, sequential crew ${(seq[i]! / 1000).toFixed(2)} s, + persistence ${((par[i]!.extract + par[i]!.write) / 1000).toFixed(2)} s`);
        }
        const med = (xs: number[]) => percentile(xs, 50) / 1000;
        const tribunal = med(par.map((p) => p.tribunal));
        const crew = med(seq);
        const total = med(par.map((p) => p.total));
        rows.push(
          {
            name: `${label}: tribunal (analysts ∥, judge)`,
            value: tribunal,
            unit: 's',
            baseline: crew,
            ratio: tribunal / crew,
            note: `baseline: sequential crew; critical path 2 rounds = ${(2 * ROUND_MS) / 1000} s → ${(tribunal / ((2 * ROUND_MS) / 1000)).toFixed(3)}×`,
          },
          {
            name: `${label}: tribunal + persistence`,
            value: total,
            unit: 's',
            baseline: crew + med(par.map((p) => p.extract + p.write)),
            ratio: total / (crew + med(par.map((p) => p.extract + p.write))),
            note: `critical path 3 rounds = ${(3 * ROUND_MS) / 1000} s → ${(total / ((3 * ROUND_MS) / 1000)).toFixed(3)}×`,
          },
          { name: `${label}: persistence write (one transaction)`, value: percentile(par.map((p) => p.write), 50), unit: 'ms', note: 'fake-indexeddb in Node; no vectors (no embedder)' },
        );
      }
    } finally {
      await server.close();
    }
    rows.push({ name: 'seed paper: web-investigated claim, sequential crew', value: 55, unit: 's', note: 'reported 50–60 s incl. search + pages (seed 004 §V)' });
    return rows;
  },
} satisfies Bench;
