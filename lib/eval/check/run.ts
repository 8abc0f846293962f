import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { batchResultsCsv, batchResultsJson } from '../../documents/batch/export';
import { outcomeOfCheck } from '../../documents/batch/from-check';
import { BatchRun } from '../../documents/batch/runner';
import { shardClaims } from '../../documents/batch/shard';
import type { BatchEntry, BatchProgress } from '../../documents/batch/types';
import type { FetchLike } from '../../net/http';
import { defaultSettings, type Settings, SettingsError } from '../../settings/schema';
import { importSettings } from '../../settings/transfer';
import { messageOf } from '../../util/errors';
import { ArgsError } from '../args';
import { evalConfig } from '../config';
import { DataError, readSettingsFile, thresholdsFingerprint } from '../inputs';
import { JournalError } from '../journal';
import { memoryDatabase } from '../knowledge';
import { defaultModelCache, evalModels, ModelSetupError } from '../models';
import { nodeLlmServices, pipelineChecker } from '../pipeline-checker';
import { type CheckArgs, CheckArgsError } from './args';
import { ingestFolder } from './ingest';
import { readClaims, readDocuments } from './inputs';
import { checkJournal } from './journal';

/**
 * `npm run check`: a list of claims checked against a folder of documents (Fact Checking
 * Solution's batch, docs/references.md) with the extension's job store and pipeline under Node
 * (memory → documents → web), N at a time, journalled so the same command resumes, and written
 * as results.json and results.csv in the seed's shape (docs/documents.md).
 */

export interface CheckIo {
  log(line: string): void;
  env: Record<string, string | undefined>;
  /** How the web stage reaches the web (tests route it to fixture servers). */
  fetch?: FetchLike;
  /** Stops the run (Ctrl-C): what is done stays in the journal and in the results. */
  signal?: AbortSignal;
}

export interface CheckRunResult {
  /** 0 every claim checked; 1 bad input or setup; 2 some claims failed (run again to retry them); 130 interrupted. */
  exitCode: 0 | 1 | 2 | 130;
  files: string[];
  entries: BatchEntry[];
  /** The batch's own time (after the documents are read): what its throughput is measured on. */
  batchMs: number;
}

const INPUT_ERRORS = [CheckArgsError, ArgsError, DataError, JournalError, ModelSetupError, SettingsError];

export async function runCheckList(args: CheckArgs, io: CheckIo): Promise<CheckRunResult> {
  try {
    return await checkList(args, io);
  } catch (e) {
    if (!INPUT_ERRORS.some((E) => e instanceof E)) throw e;
    io.log(messageOf(e));
    return { exitCode: 1, files: [], entries: [], batchMs: 0 };
  }
}

/** The results, the CSV beside them and the journal beside both. */
function checkPaths(args: Pick<CheckArgs, 'out' | 'journal'>) {
  const json = path.resolve(args.out);
  const stem = json.replace(/\.json$/i, '');
  return { json, csv: `${stem}.csv`, journal: path.resolve(args.journal ?? `${stem}.journal.jsonl`) };
}

function runSettings(args: CheckArgs): Settings {
  const settings = args.settings ? importSettings(readSettingsFile(args.settings)) : defaultSettings();
  if (args.noWeb) settings.web.enabled = false;
  return settings;
}

async function checkList(args: CheckArgs, io: CheckIo): Promise<CheckRunResult> {
  const input = readClaims(args.claims);
  for (const e of input.errors) io.log(`${args.claims} line ${e.line}: ${e.message} Skipped; the others are checked.`);
  const claims = shardClaims(input.claims, args.shard);
  const docs = readDocuments(args.docs);
  const base = runSettings(args);
  const concurrency = args.concurrency ?? base.documents.batchConcurrency;
  const config = evalConfig({ ...args, concurrency }, base, io.env);
  const models = await evalModels(args.models, config.settings, {
    backend: args.backend,
    log: io.log,
    cacheDir: defaultModelCache(io.env),
  });
  const paths = checkPaths(args);
  mkdirSync(path.dirname(paths.json), { recursive: true });
  mkdirSync(path.dirname(paths.journal), { recursive: true });
  const journal = checkJournal(paths.journal, {
    claimsSha256: input.sha256,
    documents: docs.documents.map((d) => d.sha256),
    shard: args.shard ? `${args.shard.index}/${args.shard.count}` : null,
    embedModel: models.embed,
    nliModel: models.nli,
    llmModel: args.llmModel ?? null,
    web: config.settings.web.enabled ? config.settings.web.provider : null,
    thresholds: thresholdsFingerprint(config.settings),
  });
  const db = memoryDatabase('check');
  try {
    await ingestFolder(db, docs, models.services, config.settings, io.log);
    const checker = pipelineChecker({
      db,
      config,
      models: models.services,
      llm: nodeLlmServices(),
      pipeline: {},
      page: { url: pathToFileURL(path.resolve(args.claims)).href, title: `Claims list: ${path.basename(args.claims)}` },
      ...(io.fetch ? { fetch: io.fetch } : {}),
    });
    const run = await BatchRun.open({
      claims,
      journal,
      concurrency,
      check: async (claim, signal) => {
        const row = await checker.check(claim.claim, signal);
        // The row's traces would only fill memory: the entry keeps what the results need.
        await db.checks.delete(row.id);
        return outcomeOfCheck(row);
      },
      onProgress: progressLogger(io.log),
    });
    const resumed = run.progress.finished;
    if (resumed) io.log(`Resuming from ${paths.journal}: ${resumed} of ${claims.length} claims done.`);
    const stop = () => run.cancel();
    io.signal?.addEventListener('abort', stop, { once: true });
    const started = performance.now();
    run.resume();
    const outcome = await run.finished.finally(() => io.signal?.removeEventListener('abort', stop));
    return { ...finish(paths, outcome.entries, claims.length, io), batchMs: performance.now() - started };
  } finally {
    await db.delete();
  }
}

function finish(
  paths: ReturnType<typeof checkPaths>,
  entries: BatchEntry[],
  total: number,
  io: CheckIo,
): Omit<CheckRunResult, 'batchMs'> {
  writeFileSync(paths.json, batchResultsJson(entries));
  writeFileSync(paths.csv, batchResultsCsv(entries));
  const failed = entries.filter((e) => e.status === 'failed').length;
  const files = [paths.json, paths.csv];
  io.log(`Results: ${paths.json} and ${paths.csv} (${entries.length} of ${total} claims); journal: ${paths.journal}.`);
  if (io.signal?.aborted) {
    io.log(`Interrupted: ${total - entries.length} claims are not done. Run the same command again to finish them.`);
    return { exitCode: 130, files, entries };
  }
  if (failed) {
    io.log(`${failed} claims failed (listed as Unverified with the reason): run the same command again to retry them.`);
    return { exitCode: 2, files, entries };
  }
  return { exitCode: 0, files, entries };
}

function progressLogger(log: (line: string) => void) {
  let last = 0;
  return (p: BatchProgress, entry?: BatchEntry) => {
    if (!entry) return;
    const now = performance.now();
    if (entry.status === 'done' && p.finished < p.total && now - last < 1000) return;
    last = now;
    const what = entry.status === 'failed' ? `failed: ${entry.error}` : `${entry.verdict}`;
    log(`[${p.finished}/${p.total}] line ${entry.line}: ${what} (${Math.round(entry.ms)} ms)`);
  };
}
