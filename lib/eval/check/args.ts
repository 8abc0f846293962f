import { parseShard, type Shard } from '../../documents/batch/shard';

/** `npm run check -- …` arguments (docs/documents.md), validated with messages that say what to write instead. */
export interface CheckArgs {
  claims: string;
  docs: string;
  out: string;
  llm?: string;
  llmModel?: string;
  /** A search provider for the web stage (as `npm run eval --search`); the web is off without one. */
  search?: string;
  /** --no-web: the web stays off even where --settings turns it on. */
  noWeb: boolean;
  /** Claims checked at once; the settings' documents.batchConcurrency when absent. */
  concurrency?: number;
  models?: string;
  backend: 'onnxruntime-web' | 'onnxruntime-node';
  shard?: Shard;
  journal?: string;
  settings?: string;
}

const USAGE =
  'npm run check -- --claims FILE --docs DIR --out results.json [--llm URL --llm-model NAME] [--search duckduckgo|brave|searxng=URL] [--no-web] [--concurrency N] [--models DIR|hub|URL] [--backend web|node] [--shard i/n] [--journal FILE] [--settings FILE]';

/** The extension's own limit on checks at once (Settings → General). */
const MAX_CONCURRENCY = 8;

export class CheckArgsError extends Error {
  constructor(message: string) {
    super(`${message}\nUsage: ${USAGE}`);
    this.name = 'CheckArgsError';
  }
}

type ValueFlag = Exclude<keyof CheckArgs, 'noWeb' | 'backend' | 'shard' | 'concurrency'>;
const VALUE_FLAGS: Record<string, ValueFlag> = {
  '--claims': 'claims',
  '--docs': 'docs',
  '--out': 'out',
  '--llm': 'llm',
  '--llm-model': 'llmModel',
  '--search': 'search',
  '--models': 'models',
  '--journal': 'journal',
  '--settings': 'settings',
};

export function parseCheckArgs(argv: readonly string[]): CheckArgs {
  const out: CheckArgs = { claims: '', docs: '', out: '', noWeb: false, backend: 'onnxruntime-web' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--no-web') {
      out.noWeb = true;
      continue;
    }
    const v = argv[++i];
    if (v === undefined || v.startsWith('--'))
      throw new CheckArgsError(flag.startsWith('--') ? `${flag} needs a value.` : `Unexpected "${flag}".`);
    const key = VALUE_FLAGS[flag];
    if (key) out[key] = v;
    else if (flag === '--concurrency') out.concurrency = concurrencyOf(v);
    else if (flag === '--shard') out.shard = shardOf(v);
    else if (flag === '--backend') out.backend = backendOf(v);
    else throw new CheckArgsError(`Unknown option "${flag}".`);
  }
  return checked(out);
}

function checked(out: CheckArgs): CheckArgs {
  if (!out.claims) throw new CheckArgsError('--claims FILE is required: a JSON, CSV or text file of claims.');
  if (!out.docs)
    throw new CheckArgsError('--docs DIR is required: the folder of PDF, HTML, Markdown or text documents.');
  if (!out.out) throw new CheckArgsError('--out FILE is required: where the results go (e.g. --out results.json).');
  if (!/\.json$/i.test(out.out))
    throw new CheckArgsError(
      `--out names the JSON results (the CSV is written beside it): give a name ending in .json, not "${out.out}".`,
    );
  if (out.llm && !out.llmModel) throw new CheckArgsError('--llm needs --llm-model NAME.');
  if (out.llmModel && !out.llm) throw new CheckArgsError('--llm-model goes with --llm URL (the endpoint).');
  if (out.llm && !/^https?:\/\//i.test(out.llm))
    throw new CheckArgsError(
      `--llm takes the endpoint's http(s) URL, e.g. http://localhost:11434/v1, not "${out.llm}".`,
    );
  if (out.noWeb && out.search) throw new CheckArgsError('--no-web and --search contradict each other: give one.');
  return out;
}

function concurrencyOf(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > MAX_CONCURRENCY)
    throw new CheckArgsError(
      `--concurrency takes a whole number from 1 to ${MAX_CONCURRENCY} (the extension's own limit), not "${v}".`,
    );
  return n;
}

function shardOf(v: string): Shard {
  const shard = parseShard(v);
  if ('error' in shard) throw new CheckArgsError(shard.error);
  return shard;
}

function backendOf(v: string): CheckArgs['backend'] {
  if (v === 'web') return 'onnxruntime-web';
  if (v === 'node') return 'onnxruntime-node';
  throw new CheckArgsError(`Unknown backend "${v}": use web (onnxruntime-web, WASM) or node (onnxruntime-node).`);
}
