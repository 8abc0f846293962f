import { type DatasetFormat, FORMATS } from './formats';
import { type SystemName, SYSTEMS } from './types';

/** `npm run eval -- …` arguments, validated with messages that say what to write instead. */
export interface EvalArgs {
  data: string;
  format?: DatasetFormat;
  models?: string;
  llm?: string;
  llmModel?: string;
  search?: string;
  kb: string[];
  json?: string;
  systems: SystemName[];
  concurrency: number;
  limit?: number;
  journal?: string;
  /** A settings file exported from the extension (Settings → Import/Export): thresholds, models, web. */
  settings?: string;
  /** onnxruntime-web's WASM build (the extension's numbers) or onnxruntime-node (native, faster). */
  backend: 'onnxruntime-web' | 'onnxruntime-node';
  /** --calibrate OUT.json: tune memory's thresholds on the data instead of comparing systems. */
  calibrate?: CalibrateArgs;
  /** --systems was given (an LLM-less run then refuses systems that need one, rather than dropping them). */
  systemsChosen: boolean;
}

export interface CalibrateArgs {
  /** The claimlens-settings file to write; the risk–coverage curve goes next to it (.svg). */
  out: string;
  /** Precision memory's answers must reach on the tuning fold. */
  targetPrecision: number;
  /** Share of the claims held out (per gold label) to validate on. */
  heldOutShare: number;
  /** Seed of the split: the same file and seed give the same folds. */
  seed: string;
}

export const CALIBRATION_DEFAULTS = { targetPrecision: 0.95, heldOutShare: 0.3, seed: 'claimlens' } as const;

const USAGE = `npm run eval -- --data FILE [--format ${FORMATS.join('|')}] [--models DIR|hub|URL] [--llm URL --llm-model NAME] [--search duckduckgo|brave|searxng=URL] [--kb PACK ...] [--json OUT] [--systems ${SYSTEMS.join(',')}] [--concurrency N] [--limit N] [--journal FILE] [--settings FILE] [--backend web|node] [--calibrate OUT.json [--target-precision 0.95] [--holdout 0.3] [--seed TEXT]]`;

const MAX_CONCURRENCY = 8;

export class ArgsError extends Error {
  constructor(message: string) {
    super(`${message}\nUsage: ${USAGE}`);
    this.name = 'ArgsError';
  }
}

/** Options that take one value, stored as given. */
const TEXT_OPTIONS = {
  '--data': 'data',
  '--models': 'models',
  '--llm': 'llm',
  '--llm-model': 'llmModel',
  '--search': 'search',
  '--json': 'json',
  '--journal': 'journal',
  '--settings': 'settings',
} as const satisfies Record<string, keyof EvalArgs>;

function formatValue(f: string): DatasetFormat {
  if (!(FORMATS as readonly string[]).includes(f)) throw new ArgsError(`Unknown format "${f}".`);
  return f as DatasetFormat;
}

function backendValue(b: string): EvalArgs['backend'] {
  if (b !== 'web' && b !== 'node')
    throw new ArgsError(`Unknown backend "${b}": use web (onnxruntime-web, WASM) or node (onnxruntime-node).`);
  return b === 'web' ? 'onnxruntime-web' : 'onnxruntime-node';
}

function systemsValue(list: string): SystemName[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = names.filter((n) => !(SYSTEMS as readonly string[]).includes(n));
  if (bad.length) throw new ArgsError(`Unknown system(s): ${bad.join(', ')}.`);
  if (!names.length) throw new ArgsError('--systems needs at least one system.');
  return [...new Set(names)] as SystemName[];
}

function countValue(flag: '--concurrency' | '--limit', text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new ArgsError(`${flag} takes a whole number ≥ 1.`);
  if (flag === '--concurrency' && n > MAX_CONCURRENCY)
    throw new ArgsError(`--concurrency is at most ${MAX_CONCURRENCY} (the extension's own limit on checks at once).`);
  return n;
}

/** --holdout or --target-precision, within the range that makes a calibration meaningful. */
function calibrationShare(flag: '--holdout' | '--target-precision', text: string) {
  const n = Number(text);
  const [lo, hi, key] =
    flag === '--holdout' ? ([0.05, 0.95, 'heldOutShare'] as const) : ([0.5, 1, 'targetPrecision'] as const);
  if (!Number.isFinite(n) || n < lo || n > hi)
    throw new ArgsError(
      `${flag} takes a number from ${lo} to ${hi}${flag === '--holdout' ? ' (the share of claims held out)' : ' (e.g. 0.95)'}.`,
    );
  return { [key]: n };
}

/** Reads one option at argv[i] into `out` or `calibration`; returns the index of its last word. */
function readOption(argv: readonly string[], i: number, out: EvalArgs, calibration: Partial<CalibrateArgs>): number {
  const flag = argv[i]!;
  const value = () => {
    const v = argv[++i];
    if (v === undefined || v.startsWith('--')) throw new ArgsError(`${flag} needs a value.`);
    return v;
  };
  if (Object.hasOwn(TEXT_OPTIONS, flag)) out[TEXT_OPTIONS[flag as keyof typeof TEXT_OPTIONS]] = value();
  else if (flag === '--format') out.format = formatValue(value());
  else if (flag === '--kb') {
    out.kb.push(value());
    while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out.kb.push(argv[++i]!);
  } else if (flag === '--calibrate') calibration.out = value();
  else if (flag === '--seed') calibration.seed = value();
  else if (flag === '--target-precision' || flag === '--holdout')
    Object.assign(calibration, calibrationShare(flag, value()));
  else if (flag === '--backend') out.backend = backendValue(value());
  else if (flag === '--systems') {
    out.systems = systemsValue(value());
    out.systemsChosen = true;
  } else if (flag === '--limit') out.limit = countValue(flag, value());
  else if (flag === '--concurrency') out.concurrency = countValue(flag, value());
  else throw new ArgsError(`Unknown option "${flag}".`);
  return i;
}

/** The options that only make sense together: --llm with its model, calibration with its file and models. */
function checkCombination(out: EvalArgs, calibration: Partial<CalibrateArgs>): CalibrateArgs | undefined {
  if (!out.data) throw new ArgsError('--data FILE is required.');
  if (out.llm && !out.llmModel) throw new ArgsError('--llm needs --llm-model NAME.');
  if (calibration.out === undefined && Object.keys(calibration).length)
    throw new ArgsError('--target-precision, --holdout and --seed go with --calibrate OUT.json.');
  if (calibration.out === undefined) return undefined;
  if (!/\.json$/i.test(calibration.out))
    throw new ArgsError(
      `--calibrate writes a settings file: give it a name ending in .json (not "${calibration.out}").`,
    );
  if (!out.models)
    throw new ArgsError(
      '--calibrate needs --models: the thresholds belong to the embedding and NLI models they are measured with.',
    );
  return { ...CALIBRATION_DEFAULTS, ...calibration, out: calibration.out };
}

export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const out: EvalArgs = {
    data: '',
    kb: [],
    systems: [...SYSTEMS],
    concurrency: 1,
    backend: 'onnxruntime-web',
    systemsChosen: false,
  };
  const calibration: Partial<CalibrateArgs> = {};
  for (let i = 0; i < argv.length; i++) i = readOption(argv, i, out, calibration);
  const calibrate = checkCombination(out, calibration);
  if (calibrate) out.calibrate = calibrate;
  return out;
}
