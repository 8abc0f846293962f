import type { EngineConfig } from '../settings/run-config';
import type { Settings } from '../settings/schema';
import type { Secrets } from '../settings/secrets';
import { DEFAULT_SOURCES } from '../sources/defaults';
import { ArgsError, type EvalArgs } from './args';

/**
 * The engine configuration of an evaluation run: the extension's settings (defaults, or a
 * settings file exported from it) with the run's LLM, search provider and concurrency. Whoever
 * runs the harness has chosen to send the claims to those services, so nothing asks first.
 * API keys come from the environment, never from the command line (shell history).
 */

const ENV_KEYS = {
  llmApiKey: 'CLAIMLENS_LLM_API_KEY',
  braveApiKey: 'CLAIMLENS_BRAVE_API_KEY',
  factCheckApiKey: 'CLAIMLENS_FACTCHECK_API_KEY',
} as const;

/** The options of a run that shape its engine configuration (`npm run eval` and `npm run check`). */
export type ConfigArgs = Pick<EvalArgs, 'llm' | 'llmModel' | 'search' | 'concurrency'>;

export function evalConfig(args: ConfigArgs, base: Settings, env: Record<string, string | undefined>): EngineConfig {
  const settings = structuredClone(base);
  settings.privacy.askBeforeSending = false;
  settings.general.maxConcurrentChecks = args.concurrency;
  if (args.llm) {
    settings.llm.provider = 'openai-compatible';
    settings.llm.baseUrl = args.llm;
    settings.llm.model = args.llmModel ?? '';
  } else if (settings.llm.provider === 'webllm' || settings.llm.provider === 'browser') {
    // A settings file may name WebLLM or the browser's built-in model: they run only in a browser.
    settings.llm.provider = 'none';
  }
  if (args.search) Object.assign(settings.web, searchSettings(args.search));
  const secrets: Secrets = {};
  for (const [name, variable] of Object.entries(ENV_KEYS) as [keyof Secrets, string][]) {
    const value = env[variable]?.trim();
    if (value) secrets[name] = value;
  }
  if (settings.web.enabled && settings.web.provider === 'brave' && !secrets.braveApiKey) {
    throw new ArgsError(`Brave search needs an API key: set ${ENV_KEYS.braveApiKey} in the environment.`);
  }
  return { settings, secrets, sources: [...DEFAULT_SOURCES], hostAccess: null };
}

/** `--search duckduckgo | brave | searxng=URL` (a bare http(s) URL is a SearXNG instance). */
export function searchSettings(spec: string): Partial<Settings['web']> {
  const [name, ...rest] = spec.split('=');
  const url = rest.join('=');
  if (/^https?:\/\//i.test(spec)) return { enabled: true, provider: 'searxng', searxngUrl: spec };
  switch (name?.toLowerCase()) {
    case 'duckduckgo':
      return { enabled: true, provider: 'duckduckgo', ...(url ? { duckduckgoUrl: url } : {}) };
    case 'brave':
      return { enabled: true, provider: 'brave', ...(url ? { braveUrl: url } : {}) };
    case 'searxng':
      if (!/^https?:\/\//i.test(url))
        throw new ArgsError('--search searxng needs its instance: --search searxng=https://searx.example.org/');
      return { enabled: true, provider: 'searxng', searxngUrl: url };
    default:
      throw new ArgsError(`Unknown search provider "${spec}": use duckduckgo, brave or searxng=URL.`);
  }
}
