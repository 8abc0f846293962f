import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { ClaimLensDB } from '../db/database';
import { PackError } from '../kg/packs/parse';
import type { FetchLike } from '../net/http';
import type { EngineConfig } from '../settings/run-config';
import { defaultSettings, type Settings, SettingsError } from '../settings/schema';
import { importSettings } from '../settings/transfer';
import { ArgsError, type EvalArgs } from './args';
import { CalibrationError, runCalibration } from './calibrate/run';
import { evalConfig } from './config';
import { type OutputPaths, packLabel, pendingRuns, progressLine, runEnd, writeReport } from './harness-output';
import { chooseSystems, DataError, outputPaths, readDataset, readSettingsFile, thresholdsFingerprint } from './inputs';
import { Journal, JournalError } from './journal';
import { copyKnowledge, knowledgeTemplate, type LoadedPack, memoryDatabase, readPacks } from './knowledge';
import { splitLeaked } from './leakage';
import { runAll } from './loop';
import { MemoryLog } from './memory-log';
import { defaultModelCache, type EvalModels, evalModels, ModelSetupError } from './models';
import { nodeLlmServices } from './pipeline-checker';
import type { EvalReport } from './report';
import { type SystemDeps, type SystemRun, systemRun } from './system-run';
import { SYSTEM_SPECS } from './systems';
import type { EvalItem, EvalRecord, SystemName } from './types';

/**
 * `npm run eval`: reads a labelled claim file, runs every claim through every chosen system
 * (the extension's pipeline under Node, and the baselines), journals each result so a stopped
 * run resumes, and reports Memory-first fact-checking's measures as tables, JSON and SVG charts.
 */

export interface HarnessIo {
  /** Progress and notes (stderr in the CLI). */
  log(line: string): void;
  /** The report (stdout in the CLI). */
  out(text: string): void;
  env: Record<string, string | undefined>;
  /** How the web stage reaches the web (tests route it to fixture servers). */
  fetch?: FetchLike;
  /** Stops the run (Ctrl-C): what is done stays in the journal. */
  signal?: AbortSignal;
  onRecord?(record: EvalRecord, done: number, total: number): void;
}

export interface HarnessResult {
  /** 0 done; 1 bad input or setup; 2 stopped on repeated technical failures; 130 interrupted. */
  exitCode: 0 | 1 | 2 | 130;
  report?: EvalReport;
  files: string[];
}

/** Technical failures in a row that stop the run (an LLM endpoint that died, a network gone). */
const STOP_AFTER_ERRORS = 3;

export async function runEvaluation(args: EvalArgs, io: HarnessIo): Promise<HarnessResult> {
  try {
    return await evaluate(args, io);
  } catch (e) {
    if (
      e instanceof DataError ||
      e instanceof ArgsError ||
      e instanceof JournalError ||
      e instanceof ModelSetupError ||
      e instanceof PackError ||
      e instanceof SettingsError ||
      e instanceof CalibrationError
    ) {
      io.log(e.message);
      return { exitCode: 1, files: [] };
    }
    throw e;
  }
}

/** Reads the inputs and says, before anything slow, what the chosen options leave out. */
function plan(args: EvalArgs, io: HarnessIo) {
  const data = readDataset(args);
  for (const e of data.skipped) io.log(`Skipped line ${e.line}: ${e.message}`);
  const systems = args.calibrate ? [] : chooseSystems(args, io.log);
  const settings: Settings = args.settings ? importSettings(readSettingsFile(args.settings)) : defaultSettings();
  const config = evalConfig(args, settings, io.env);
  const pipelineSystems = systems.filter((s) => SYSTEM_SPECS[s].pipeline);
  if (pipelineSystems.length && !args.models)
    io.log(
      'No --models: memory and web evidence need an embedding model, so the pipeline systems will end Unverified.',
    );
  if (pipelineSystems.length && !config.settings.web.enabled)
    io.log('No --search: online checking is off, so claims memory cannot settle end Unverified.');
  return { data, systems, settings, config };
}

/** The claims to score: those not already in the knowledge graph word for word. */
async function scorable(items: EvalItem[], template: ClaimLensDB, args: EvalArgs, io: HarnessIo) {
  const split = await splitLeaked(items, template);
  if (split.leaked.length)
    io.log(`${split.leaked.length} claims are in the knowledge graph word for word: listed in the report, not scored.`);
  if (!split.clean.length)
    throw new DataError(
      `Every claim of ${args.data} is already in the knowledge graph (--kb): there is nothing left to score.`,
    );
  return split;
}

function openJournal(o: {
  args: EvalArgs;
  data: ReturnType<typeof readDataset>;
  packs: readonly LoadedPack[];
  models: EvalModels;
  config: EngineConfig;
  paths: OutputPaths;
  io: HarnessIo;
}): Journal {
  const { args, paths } = o;
  mkdirSync(path.dirname(paths.json), { recursive: true });
  mkdirSync(path.dirname(paths.journal), { recursive: true });
  const journal = new Journal(paths.journal, {
    dataSha256: o.data.sha256,
    format: o.data.format,
    packs: o.packs.map((p) => p.sha256),
    embedModel: o.models.embed,
    nliModel: o.models.nli,
    llmModel: args.llmModel ?? null,
    search: args.search ?? null,
    thresholds: thresholdsFingerprint(o.config.settings),
  });
  const kept = journal.records();
  const failed = kept.filter((r) => r.error).length;
  if (kept.length)
    o.io.log(
      `Resuming from ${paths.journal}: ${kept.length - failed} runs done${failed ? ', failed ones run again' : ''}.`,
    );
  return journal;
}

/**
 * Each system's runner. A pipeline system gets its own database, a copy of the knowledge graph
 * with the memory writes of the claims already journalled replayed, so a resumed run sees the
 * memory the stopped one had built. Opened databases go into `opened`, for the caller to delete.
 */
async function systemRuns(
  o: { systems: readonly SystemName[]; template: ClaimLensDB; journal: Journal; paths: OutputPaths },
  deps: Omit<SystemDeps, 'db' | 'memoryLog'>,
  opened: ClaimLensDB[],
  io: HarnessIo,
): Promise<Record<SystemName, SystemRun>> {
  const runs = {} as Record<SystemName, SystemRun>;
  for (const name of o.systems) {
    const spec = SYSTEM_SPECS[name];
    if (!spec.pipeline) {
      runs[name] = systemRun(spec, { ...deps, db: null, memoryLog: null });
      continue;
    }
    const db = memoryDatabase(name);
    opened.push(db);
    const memoryLog = new MemoryLog(o.paths.memoryLog(name));
    memoryLog.attach(db);
    await copyKnowledge(o.template, db);
    const replayed = await memoryLog.replay(db, (id) => o.journal.has(name, id));
    if (replayed)
      io.log(
        `${name}: memory restored from ${o.paths.memoryLog(name)} (${replayed} writes of the claims already done).`,
      );
    runs[name] = systemRun(spec, { ...deps, db, memoryLog });
  }
  return runs;
}

/** Logs progress without flooding: every failure, the last run, and at most one line in two seconds. */
function progress(io: HarnessIo): (n: number, total: number, record: EvalRecord) => void {
  let lastLog = 0;
  return (n, total, record) => {
    const now = performance.now();
    if (record.error || n === total || now - lastLog > 2000) {
      lastLog = now;
      io.log(progressLine(record, n, total));
    }
    io.onRecord?.(record, n, total);
  };
}

async function evaluate(args: EvalArgs, io: HarnessIo): Promise<HarnessResult> {
  const startedAt = new Date();
  const { data, systems, settings, config } = plan(args, io);
  const models = await evalModels(args.models, config.settings, {
    backend: args.backend,
    log: io.log,
    cacheDir: defaultModelCache(io.env),
  });
  const packs = readPacks(args.kb);
  const template = await knowledgeTemplate(packs, await models.services.embedder(), io.log);
  const opened: ClaimLensDB[] = [template];
  try {
    const { clean, leaked } = await scorable(data.items, template, args, io);
    if (args.calibrate) {
      const input = {
        ...{ items: clean, db: template, models: models.services, settings, options: args.calibrate },
        ...{ data: { file: args.data, sha256: data.sha256 }, packs: packs.map(packLabel) },
      };
      return { exitCode: 0, files: (await runCalibration(input, io)).files };
    }
    const paths = outputPaths(args);
    const journal = openJournal({ args, data, packs, models, config, paths, io });
    const page = { url: pathToFileURL(path.resolve(args.data)).href, title: `Evaluation: ${path.basename(args.data)}` };
    const deps = {
      config,
      llm: nodeLlmServices(),
      models: models.services,
      page,
      ...(io.fetch ? { fetch: io.fetch } : {}),
    };
    const runs = await systemRuns({ systems, template, journal, paths }, deps, opened, io);
    const loop = await runAll({
      ...{ systems, items: clean, journal, concurrency: args.concurrency, maxConsecutiveErrors: STOP_AFTER_ERRORS },
      ...(io.signal ? { signal: io.signal } : {}),
      run: (system, item, signal) => runs[system].run(item, signal),
      onProgress: progress(io),
    });
    const pending = pendingRuns(systems, clean, journal);
    const outcome = { args, data, packs, models, systems, clean, leaked, journal, paths, startedAt };
    const { report, files } = writeReport(outcome, pending, io);
    const aborted = io.signal?.aborted ?? false;
    const end = runEnd({ aborted, loop, pending, journal: paths.journal, stopAfter: STOP_AFTER_ERRORS });
    if (end.note) io.log(end.note);
    return { exitCode: end.exitCode, report, files };
  } finally {
    for (const db of opened) await db.delete();
  }
}
