import 'fake-indexeddb/auto';

import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import type { TribunalBundle } from '../../lib/evidence/bundle';
import { createOpenAiClient } from '../../lib/llm/openai';
import { createLlmServices } from '../../lib/llm/provider';
import { LlmSession } from '../../lib/llm/session';
import { Recorder } from '../../lib/llm/transcript';
import { extractTriples } from '../../lib/persist/extract';
import { persistVerdict } from '../../lib/persist/write';
import { correctionFromQuote } from '../../lib/pipeline/correction';
import type { StageContext } from '../../lib/pipeline/stage';
import { persistStage } from '../../lib/pipeline/stages/persist';
import { tribunalStage } from '../../lib/pipeline/stages/tribunal';
import { webStage } from '../../lib/pipeline/stages/web/web';
import { ConsentBroker, createConsentGate } from '../../lib/privacy/consent';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { askWithCitations } from '../../lib/tribunal/cited';
import { analystMessages } from '../../lib/tribunal/prompts/analysts';
import { judgeMessages } from '../../lib/tribunal/prompts/judge';
import { CONTRADICTION_SPEC, JUDGE_SPEC, SUPPORT_SPEC } from '../../lib/tribunal/roles';
import { deliberate } from '../../lib/tribunal/tribunal';
import { GARLIC_BUNDLE, GARLIC_CLAIM, MASK_BUNDLE, MASK_CLAIM } from '../../tests/fixtures/bundles';
import { lexicalEmbedder } from '../../tests/support/lexical-embedder';
import { startLlmServer } from '../../tests/support/llm-server';
import { fixtureFetch } from '../../tests/support/web-fixtures/node-fetch';
import { startWebFixtures } from '../../tests/support/web-fixtures/server';
import { CLAIM as WEB_CLAIM, RESULTS } from '../../tests/support/web-fixtures/sites';
import { type Bench, type BenchRow, percentile } from './harness';

/**
 * Tribunal + persistence latency with the scripted LLM server delaying every call by 2 s (a
 * stand-in for a hosted 70B model). The analysts run in parallel, so the tribunal's critical
 * path is 2 LLM rounds (analysts, judge) and persistence adds 1 (extraction); the obvious
 * alternative, Memory-first fact-checking's sequential crew (support → contradiction → judge),
 * takes 3. The full web path puts the web stage in front, against the fixture web with the web
 * bench's latencies (search 300 ms, trusted pages 200–800 ms) and the lexical test embedder: its
 * critical path is [query-writer round] + search + slowest page + 3 rounds.
 */

const ROUND_MS = 2000;
const RUNS = 3;
const PAGE_LATENCY: Record<string, number> = {
  'www.who.int': 800,
  'www.cdc.gov': 200,
  'healthfeedback.org': 350,
  'apnews.com': 650,
  'www.reuters.com': 500,
};
const SEARCH_MS = 300;

/** The scripted LLM server's client, and who the calls go to, as the tribunal's recorder names it. */
interface Llm {
  client: ReturnType<typeof createOpenAiClient>;
  to: ConstructorParameters<typeof Recorder>[1];
  signal: AbortSignal;
}

interface ParallelRun {
  tribunal: number;
  extract: number;
  write: number;
  total: number;
}

let dbCount = 0;

/** The tribunal (analysts in parallel, then the judge), then extraction and the persistence write. */
async function parallel(llm: Llm, claim: string, bundle: TribunalBundle): Promise<ParallelRun> {
  const recorder = new Recorder(llm.client, llm.to);
  const signal = llm.signal;
  const t0 = performance.now();
  const { decision } = await deliberate(claim, bundle, { recorder, signal });
  const t1 = performance.now();
  if (!decision || decision.verdict === 'Neutral' || !decision.standing?.stands || !decision.primarySource)
    throw new Error(`expected a verdict on verified evidence, got ${decision?.verdict ?? 'none'}`);
  const evidence = { passages: decision.standing.passages };
  const checked = decision.correctedClaim ? correctionFromQuote(decision.correctedClaim, evidence.passages) : null;
  const correction = checked?.verified && checked.source ? { text: checked.text, source: checked.source } : null;
  const { triples } = await extractTriples(
    { recorder, signal },
    claim,
    decision.verdict,
    decision.correctedClaim,
    evidence,
  );
  const t2 = performance.now();
  const db = new ClaimLensDB(`bench-tribunal-${++dbCount}`);
  await persistVerdict(
    db,
    {
      claim,
      verdict: decision.verdict,
      correction,
      primarySource: decision.primarySource,
      sources: evidence.passages,
      triples,
      verifiedAt: Date.now(),
    },
    null,
  );
  const t3 = performance.now();
  db.close();
  return { tribunal: t1 - t0, extract: t2 - t1, write: t3 - t2, total: t3 - t0 };
}

/** Memory-first fact-checking's crew: the same roles and prompts, one after the other. */
async function sequential(llm: Llm, claim: string, bundle: TribunalBundle): Promise<number> {
  const ask = { recorder: new Recorder(llm.client, llm.to), signal: llm.signal };
  const t0 = performance.now();
  const support = await askWithCitations(
    ask,
    bundle,
    { role: 'support', spec: SUPPORT_SPEC, citations: (r) => r.findings, without: (r) => r },
    analystMessages('support', claim, bundle),
  );
  const contra = await askWithCitations(
    ask,
    bundle,
    { role: 'contradiction', spec: CONTRADICTION_SPEC, citations: (r) => r.findings, without: (r) => r },
    analystMessages('contradiction', claim, bundle),
  );
  await askWithCitations(
    ask,
    bundle,
    { role: 'judge', spec: JUDGE_SPEC, citations: () => [], without: (j) => j },
    judgeMessages(claim, bundle, support.value, contra.value),
  );
  return performance.now() - t0;
}

/** The table rows of one claim: medians of the runs, against the sequential crew. */
function crewRows(label: string, par: ParallelRun[], seq: number[]): BenchRow[] {
  const med = (xs: number[]) => percentile(xs, 50) / 1000;
  const tribunal = med(par.map((p) => p.tribunal));
  const crew = med(seq);
  const total = med(par.map((p) => p.total));
  const persistence = med(par.map((p) => p.extract + p.write));
  return [
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
      baseline: crew + persistence,
      ratio: total / (crew + persistence),
      note: `critical path 3 rounds = ${(3 * ROUND_MS) / 1000} s → ${(total / ((3 * ROUND_MS) / 1000)).toFixed(3)}×`,
    },
    {
      name: `${label}: persistence write (one transaction)`,
      value: percentile(
        par.map((p) => p.write),
        50,
      ),
      unit: 'ms',
      note: 'fake-indexeddb in Node; no vectors (no embedder)',
    },
  ];
}

/** Both claims, each run in turn by the tribunal and the crew, so a busy moment weighs on both alike. */
async function tribunalVsCrew(log: (m: string) => void): Promise<BenchRow[]> {
  const server = await startLlmServer({ delayMs: ROUND_MS });
  const client = createOpenAiClient({ baseUrl: server.baseUrl, model: 'scripted', timeoutMs: 30_000 });
  const to = {
    provider: 'openai-compatible' as const,
    endpoint: client.endpoint,
    model: 'scripted',
    leavesDevice: false,
  };
  const llm: Llm = { client, to, signal: new AbortController().signal };
  const rows: BenchRow[] = [];
  try {
    for (const [label, claim, bundle] of [
      ['False claim (garlic)', GARLIC_CLAIM, GARLIC_BUNDLE],
      ['True claim (masks)', MASK_CLAIM, MASK_BUNDLE],
    ] as const) {
      const par: ParallelRun[] = [];
      const seq: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        par.push(await parallel(llm, claim, bundle));
        seq.push(await sequential(llm, claim, bundle));
        log(
          `${label} run ${i + 1}: tribunal ${(par[i]!.tribunal / 1000).toFixed(2)} s, sequential crew ${(seq[i]! / 1000).toFixed(2)} s, + persistence ${((par[i]!.extract + par[i]!.write) / 1000).toFixed(2)} s`,
        );
      }
      rows.push(...crewRows(label, par, seq));
    }
  } finally {
    await server.close();
  }
  return rows;
}

export default {
  name: 'tribunal',
  description: `tribunal + persistence with a scripted LLM at ${ROUND_MS / 1000} s per call (parallel analysts vs sequential crew)`,
  async run(ctx) {
    return [
      ...(await tribunalVsCrew(ctx.log)),
      ...(await fullWebPath(ctx.log)),
      {
        name: 'seed paper: web-investigated claim, sequential crew',
        value: 55,
        unit: 's',
        note: 'reported 50–60 s incl. search + pages (Memory-first fact-checking §V)',
      },
    ];
  },
} satisfies Bench;

/** The stage context run.ts builds for one check, with the web and the LLM server of the bench. */
function webPathContext(fx: Awaited<ReturnType<typeof startWebFixtures>>, llmUrl: string, llmQuery: boolean) {
  const settings = defaultSettings();
  settings.web = { ...settings.web, enabled: true, duckduckgoUrl: fx.httpUrl('/html/'), llmQuery };
  settings.llm = { ...settings.llm, provider: 'openai-compatible', baseUrl: llmUrl, model: 'scripted' };
  // The reader's answer is not part of the latency being measured.
  settings.privacy.askBeforeSending = false;
  const config = { settings, secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };
  const db = new ClaimLensDB(`bench-webpath-${++dbCount}`);
  const checkId = 'check:bench' as CheckRecord['id'];
  const signal = new AbortController().signal;
  const llm = new LlmSession(
    createLlmServices(() => {
      throw new Error('no local model in the bench');
    }),
    config,
  );
  const ctx: StageContext = {
    db,
    models: { embedder: async () => lexicalEmbedder(384), nli: async () => null },
    config,
    llm,
    consent: createConsentGate({
      broker: new ConsentBroker(db),
      checkId,
      privacy: settings.privacy,
      signal,
      onStage: () => undefined,
    }),
    signal,
    onStage: () => undefined,
  };
  return { ctx, llm };
}

/** One check down the web path: web stage, tribunal, persistence; its wall time and verdict. */
async function webPathOnce(
  fetch: ReturnType<typeof fixtureFetch>,
  { ctx, llm }: ReturnType<typeof webPathContext>,
): Promise<{ ms: number; verdict: string }> {
  const t0 = performance.now();
  const web = await webStage(WEB_CLAIM, ctx, { fetch, llm: () => llm.clientFor('query') });
  if (!web.bundle) throw new Error(`no bundle: ${web.reason ?? web.outcome?.reason}`);
  const t = await tribunalStage(WEB_CLAIM, web.bundle, ctx, web.carry);
  if (!t.decision || !t.recorder) throw new Error('no verdict');
  await persistStage(WEB_CLAIM, t.decision, t.correction, t.recorder, ctx);
  const ms = performance.now() - t0;
  ctx.db.close();
  return { ms, verdict: t.decision.verdict };
}

/** Web stage + tribunal + persistence as run.ts composes them, against the fixture web. */
async function fullWebPath(log: (m: string) => void): Promise<BenchRow[]> {
  const fx = await startWebFixtures();
  const fetch = fixtureFetch(fx);
  fx.setResults(
    RESULTS.filter((r) => Object.keys(PAGE_LATENCY).includes(new URL(r.url).hostname) && !r.url.includes('nutrition')),
  );
  fx.setLatency((host, path) => (path === '/html/' ? SEARCH_MS : (PAGE_LATENCY[host] ?? 0)));
  const server = await startLlmServer({ delayMs: ROUND_MS });
  const rows: BenchRow[] = [];
  try {
    for (const llmQuery of [false, true]) {
      const times: number[] = [];
      for (let i = 0; i < 2; i++) {
        const run = await webPathOnce(fetch, webPathContext(fx, server.baseUrl, llmQuery));
        times.push(run.ms);
        log(
          `full web path${llmQuery ? ' with LLM query writer' : ''} run ${i + 1}: ${(run.ms / 1000).toFixed(2)} s (${run.verdict})`,
        );
      }
      const critical =
        ((llmQuery ? ROUND_MS : 0) + SEARCH_MS + Math.max(...Object.values(PAGE_LATENCY)) + 3 * ROUND_MS) / 1000;
      const wall = percentile(times, 50) / 1000;
      rows.push({
        name: `full web path${llmQuery ? ' (LLM writes the query)' : ' (plain query)'}: web + tribunal + persistence`,
        value: wall,
        unit: 's',
        baseline: critical,
        ratio: wall / critical,
        note: `baseline: critical path ${llmQuery ? '1 query round + ' : ''}search 0.3 s + slowest page 0.8 s + 3 rounds`,
      });
    }
  } finally {
    await server.close();
    await fetch.close();
    await fx.close();
  }
  return rows;
}
