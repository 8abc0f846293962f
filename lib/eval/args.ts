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
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new ArgsError(`${flag} needs a value.`);
      return v;
    };
    switch (flag) {
      case '--data':
        out.data = value();
        break;
      case '--format': {
        const f = value();
        if (!(FORMATS as readonly string[]).includes(f)) throw new ArgsError(`Unknown format "${f}".`);
        out.format = f as DatasetFormat;
        break;
      }
      case '--models':
        out.models = value();
        break;
      case '--llm':
        out.llm = value();
        break;
      case '--llm-model':
        out.llmModel = value();
        break;
      case '--search':
        out.search = value();
        break;
      case '--kb':
        out.kb.push(value());
        while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out.kb.push(argv[++i]!);
        break;
      case '--json':
        out.json = value();
        break;
      case '--journal':
        out.journal = value();
        break;
      case '--settings':
        out.settings = value();
        break;
      case '--calibrate':
        calibration.out = value();
        break;
      case '--seed':
        calibration.seed = value();
        break;
      case '--target-precision':
      case '--holdout': {
        const n = Number(value());
        const [lo, hi, key] =
          flag === '--holdout' ? ([0.05, 0.95, 'heldOutShare'] as const) : ([0.5, 1, 'targetPrecision'] as const);
        if (!Number.isFinite(n) || n < lo || n > hi)
          throw new ArgsError(
            `${flag} takes a number from ${lo} to ${hi}${flag === '--holdout' ? ' (the share of claims held out)' : ' (e.g. 0.95)'}.`,
          );
        calibration[key] = n;
        break;
      }
      case '--backend': {
        const b = value();
        if (b !== 'web' && b !== 'node')
          throw new ArgsError(`Unknown backend "${b}": use web (onnxruntime-web, WASM) or node (onnxruntime-node).`);
        out.backend = b === 'web' ? 'onnxruntime-web' : 'onnxruntime-node';
        break;
      }
      case '--systems': {
        const names = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const bad = names.filter((n) => !(SYSTEMS as readonly string[]).includes(n));
        if (bad.length) throw new ArgsError(`Unknown system(s): ${bad.join(', ')}.`);
        if (!names.length) throw new ArgsError('--systems needs at least one system.');
        out.systems = [...new Set(names)] as SystemName[];
        out.systemsChosen = true;
        break;
      }
      case '--concurrency':
      case '--limit': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) throw new ArgsError(`${flag} takes a whole number ≥ 1.`);
        if (flag === '--limit') out.limit = n;
        else if (n > MAX_CONCURRENCY)
          throw new ArgsError(
            `--concurrency is at most ${MAX_CONCURRENCY} (the extension's own limit on checks at once).`,
          );
        else out.concurrency = n;
        break;
      }
      default:
        throw new ArgsError(`Unknown option "${flag}".`);
    }
  }
  if (!out.data) throw new ArgsError('--data FILE is required.');
  if (out.llm && !out.llmModel) throw new ArgsError('--llm needs --llm-model NAME.');
  if (calibration.out === undefined && Object.keys(calibration).length)
    throw new ArgsError('--target-precision, --holdout and --seed go with --calibrate OUT.json.');
  if (calibration.out !== undefined) {
    if (!/\.json$/i.test(calibration.out))
      throw new ArgsError(
        `--calibrate writes a settings file: give it a name ending in .json (not "${calibration.out}").`,
      );
    if (!out.models)
      throw new ArgsError(
        '--calibrate needs --models: the thresholds belong to the embedding and NLI models they are measured with.',
      );
    out.calibrate = { ...CALIBRATION_DEFAULTS, ...calibration, out: calibration.out };
  }
  return out;
}
