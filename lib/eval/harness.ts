import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { ClaimLensDB } from '../db/database';
import { PackError } from '../kg/packs/parse';
import type { FetchLike } from '../net/http';
import { defaultSettings, type Settings, SettingsError } from '../settings/schema';
import { importSettings } from '../settings/transfer';
import { ArgsError, type EvalArgs } from './args';
import { CalibrationError, runCalibration } from './calibrate/run';
import { evalConfig } from './config';
import { chooseSystems, DataError, outputPaths, readDataset, readSettingsFile, thresholdsFingerprint } from './inputs';
import { Journal, JournalError } from './journal';
import { copyKnowledge, knowledgeTemplate, memoryDatabase, readPacks } from './knowledge';
import { splitLeaked } from './leakage';
import { runAll } from './loop';
import { MemoryLog } from './memory-log';
import { nodeLlmServices } from './pipeline-checker';
import { scoreSystem, type SystemReport } from './metrics';
import { defaultModelCache, evalModels, ModelSetupError } from './models';
import { type EvalReport, renderReport } from './report';
import { renderComparisonSvg, renderSvg } from './svg';
import { type SystemRun, systemRun } from './system-run';
import { SYSTEM_SPECS } from './systems';
import type { EvalRecord, SystemName } from './types';

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

async function evaluate(args: EvalArgs, io: HarnessIo): Promise<HarnessResult> {
  const startedAt = new Date();
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

  const models = await evalModels(args.models, config.settings, {
    backend: args.backend,
    log: io.log,
    cacheDir: defaultModelCache(io.env),
  });
  const packs = readPacks(args.kb);
  const template = await knowledgeTemplate(packs, await models.services.embedder(), io.log);
  const opened: ClaimLensDB[] = [template];
  try {
    const { clean, leaked } = await splitLeaked(data.items, template);
    if (leaked.length)
      io.log(`${leaked.length} claims are in the knowledge graph word for word: listed in the report, not scored.`);
    if (!clean.length)
      throw new DataError(
        `Every claim of ${args.data} is already in the knowledge graph (--kb): there is nothing left to score.`,
      );
    if (args.calibrate) {
      const packIds = packs.map((p) => `${p.pack.pack.id}@${p.pack.pack.version}`);
      const input = {
        items: clean,
        db: template,
        models: models.services,
        settings,
        options: args.calibrate,
        data: { file: args.data, sha256: data.sha256 },
        packs: packIds,
      };
      return { exitCode: 0, files: (await runCalibration(input, io)).files };
    }

    const paths = outputPaths(args);
    mkdirSync(path.dirname(paths.json), { recursive: true });
    mkdirSync(path.dirname(paths.journal), { recursive: true });
    const journal = new Journal(paths.journal, {
      dataSha256: data.sha256,
      format: data.format,
      packs: packs.map((p) => p.sha256),
      embedModel: models.embed,
      nliModel: models.nli,
      llmModel: args.llmModel ?? null,
      search: args.search ?? null,
      thresholds: thresholdsFingerprint(config.settings),
    });
    const kept = journal.records();
    const failed = kept.filter((r) => r.error).length;
    if (kept.length)
      io.log(
        `Resuming from ${paths.journal}: ${kept.length - failed} runs done${failed ? ', failed ones run again' : ''}.`,
      );

    const llm = nodeLlmServices();
    const page = { url: pathToFileURL(path.resolve(args.data)).href, title: `Evaluation: ${path.basename(args.data)}` };
    const runs = {} as Record<SystemName, SystemRun>;
    for (const name of systems) {
      const spec = SYSTEM_SPECS[name];
      if (!spec.pipeline) {
        runs[name] = systemRun(spec, { config, llm, models: models.services, db: null, memoryLog: null, page });
        continue;
      }
      const db = memoryDatabase(name);
      opened.push(db);
      const memoryLog = new MemoryLog(paths.memoryLog(name));
      memoryLog.attach(db);
      await copyKnowledge(template, db);
      const replayed = await memoryLog.replay(db, (id) => journal.has(name, id));
      if (replayed)
        io.log(
          `${name}: memory restored from ${paths.memoryLog(name)} (${replayed} writes of the claims already done).`,
        );
      runs[name] = systemRun(spec, {
        config,
        llm,
        models: models.services,
        db,
        memoryLog,
        page,
        ...(io.fetch ? { fetch: io.fetch } : {}),
      });
    }

    let lastLog = 0;
    const result = await runAll({
      systems,
      items: clean,
      journal,
      concurrency: args.concurrency,
      maxConsecutiveErrors: STOP_AFTER_ERRORS,
      ...(io.signal ? { signal: io.signal } : {}),
      run: (system, item, signal) => runs[system].run(item, signal),
      onProgress: (n, total, record) => {
        const now = performance.now();
        if (record.error || n === total || now - lastLog > 2000) {
          lastLog = now;
          io.log(
            `[${n}/${total}] ${record.system} ${record.id}: ${record.error ? `failed: ${record.error}` : `${record.verdict} (${record.path}, ${Math.round(record.totalMs)} ms)`}`,
          );
        }
        io.onRecord?.(record, n, total);
      },
    });

    const ids = new Set(clean.map((i) => i.id));
    const pending = systems.reduce((a, s) => a + clean.filter((i) => !journal.has(s, i.id)).length, 0);
    const report: EvalReport = {
      dataset: {
        file: args.data,
        format: data.format,
        items: data.items.length,
        skipped: data.skipped,
        leaked: leaked.map((i) => ({ id: i.id, line: i.line, claim: i.claim })),
        scored: clean.length,
      },
      systems: {},
      complete: pending === 0,
      pending,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      config: {
        embedModel: models.embed,
        nliModel: models.nli,
        backend: args.backend,
        llm: args.llm ?? null,
        llmModel: args.llmModel ?? null,
        search: args.search ?? null,
        packs: packs.map((p) => `${p.pack.pack.id}@${p.pack.pack.version}`),
        settings: args.settings ?? 'defaults',
        concurrency: args.concurrency,
        machine: `${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}`,
        journal: paths.journal,
      },
      records: {},
    };
    const files = [paths.json];
    for (const s of systems) {
      const records = journal.records(s).filter((r) => ids.has(r.id));
      report.systems[s] = { ...scoreSystem(records), description: SYSTEM_SPECS[s].description };
      report.records![s] = records;
      writeFileSync(paths.svg(s), renderSvg(`${s} — ${path.basename(args.data)}`, report.systems[s]!));
      files.push(paths.svg(s));
    }
    const scored = systems.map((s) => [s, report.systems[s]!] as [SystemName, SystemReport]);
    writeFileSync(paths.svg('systems'), renderComparisonSvg(`Systems compared — ${path.basename(args.data)}`, scored));
    files.push(paths.svg('systems'));
    writeFileSync(paths.json, `${JSON.stringify(report, null, 1)}\n`);
    io.out(renderReport(report));
    io.log(
      `Report: ${paths.json}; charts: ${[...systems, 'systems' as const].map((s) => path.basename(paths.svg(s))).join(', ')}; journal: ${paths.journal}.`,
    );

    if (io.signal?.aborted) {
      io.log(`Interrupted: ${pending} runs are not done. Run the same command again to resume from ${paths.journal}.`);
      return { exitCode: 130, report, files };
    }
    if (result.stoppedOn !== undefined) {
      io.log(
        `Stopped: ${STOP_AFTER_ERRORS} claims in a row failed (${result.stoppedOn}). ${pending} runs are not done; fix the cause and run the same command again to resume from ${paths.journal}.`,
      );
      return { exitCode: 2, report, files };
    }
    return { exitCode: 0, report, files };
  } finally {
    for (const db of opened) await db.delete();
  }
}
