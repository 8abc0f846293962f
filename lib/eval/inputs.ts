import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Settings, SettingsError } from '../settings/schema';
import { messageOf } from '../util/errors';
import { ArgsError, type EvalArgs } from './args';
import { detectFormat, parseDataset } from './formats';
import type { EvalReport } from './report';
import { SYSTEM_SPECS } from './systems';
import type { EvalItem, SystemName } from './types';

/** The inputs of an evaluation run: the dataset, the systems, the settings file, where results go. */

export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataError';
  }
}

export function readDataset(args: EvalArgs): {
  items: EvalItem[];
  skipped: EvalReport['dataset']['skipped'];
  format: string;
  sha256: string;
} {
  let text: string;
  try {
    text = readFileSync(args.data, 'utf8');
  } catch (e) {
    throw new DataError(
      `Cannot read ${args.data} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}): check the --data path.`,
    );
  }
  if (!text.trim())
    throw new DataError(
      `${args.data} is empty: there is nothing to evaluate. Give a file of labelled claims (formats in docs/evaluation.md).`,
    );
  const format = args.format ?? detectFormat(args.data, text);
  const parsed = parseDataset(text, format);
  if (!parsed.items.length) {
    const first = parsed.errors
      .slice(0, 5)
      .map((e) => `\n  line ${e.line}: ${e.message}`)
      .join('');
    throw new DataError(
      `No usable claim in ${args.data} (read as ${format}; ${parsed.errors.length} rows skipped):${first}\nCheck --format and the file's columns (docs/evaluation.md).`,
    );
  }
  return {
    items: args.limit ? parsed.items.slice(0, args.limit) : parsed.items,
    skipped: parsed.errors,
    format,
    sha256: createHash('sha256').update(text).digest('hex'),
  };
}

export function chooseSystems(args: EvalArgs, log: (line: string) => void): SystemName[] {
  if (args.llm) return args.systems;
  const needing = args.systems.filter((s) => SYSTEM_SPECS[s].needsLlm);
  if (!needing.length) return args.systems;
  if (args.systemsChosen)
    throw new ArgsError(
      `${needing.join(', ')} ${needing.length === 1 ? 'needs' : 'need'} an LLM: add --llm URL --llm-model NAME, or leave ${needing.length === 1 ? 'it' : 'them'} out of --systems.`,
    );
  log(
    `No --llm: ${needing.join(', ')} left out (they need one); the web evidence of the others ends Unverified, unweighed.`,
  );
  return args.systems.filter((s) => !needing.includes(s));
}

export function outputPaths(args: EvalArgs) {
  const json = path.resolve(
    args.json ?? path.join('eval-out', `${path.basename(args.data).replace(/\.[^.]+$/, '')}.json`),
  );
  const stem = json.replace(/\.json$/i, '');
  const journal = path.resolve(args.journal ?? `${stem}.journal.jsonl`);
  const journalStem = journal.replace(/\.jsonl?$/i, '');
  return {
    json,
    journal,
    svg: (s: SystemName | 'systems') => `${stem}.${s}.svg`,
    memoryLog: (s: SystemName) => `${journalStem}.memory-${s}.jsonl`,
  };
}

export function readSettingsFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new SettingsError(
      `Cannot read the settings file ${file} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}).`,
    );
  }
}

/**
 * The settings that decide verdicts (memory thresholds, web ranking, models, decomposition),
 * without where the services are: an endpoint that moved does not make another run.
 */
export function thresholdsFingerprint(s: Settings): string {
  const {
    duckduckgoUrl: _d,
    searxngUrl: _s,
    braveUrl: _b,
    factCheckUrl: _f,
    enabled: _e,
    provider: _p,
    ...web
  } = s.web;
  const { mirrorUrl: _m, source: _src, ...models } = s.models;
  return createHash('sha256')
    .update(JSON.stringify({ memory: s.memory, web, models, decompose: s.decompose }))
    .digest('hex')
    .slice(0, 16);
}
