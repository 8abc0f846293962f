import type { KnowledgeWork } from '../kg/memory/readiness';
import type { ModelStatus } from '../ml/catalog';
import { formatBytes } from '../ml/errors';
import type { Settings } from '../settings/schema';

/**
 * The guided setup of the empty Check tab (pure, so it is tested without a browser): what
 * ClaimLens can answer now, and one step per thing it could use — local models, online
 * checking, an LLM — each done or not from the engine's own state.
 */

export interface SetupStatus {
  knowledge: { claims: number; starterPack: 'installed' | 'removed' | 'absent'; work: KnowledgeWork | null };
  /** The embedding and NLI models Settings → Models has chosen. */
  models: Pick<
    ModelStatus,
    'id' | 'name' | 'task' | 'state' | 'bytesOnDisk' | 'bytesToDownload' | 'download' | 'error'
  >[];
  web: {
    enabled: boolean;
    provider: Settings['web']['provider'];
    endpoint: string;
    europePmc: boolean;
    factCheck: boolean;
    sources: string[];
  };
  llm: {
    provider: Settings['llm']['provider'];
    /** The endpoint's host, or the local model's id. */
    target: string;
    model: string;
    /** The last connection test of this very endpoint and model in this engine; the local model's download. */
    connected: boolean;
    message: string | null;
  };
}

export type StepId = 'models' | 'web' | 'llm';

/**
 * The browser's built-in model as the side panel finds it (`LanguageModel.availability()`, or
 * 'missing' where there is none); null while not known. The engine's worker cannot ask.
 */
export type BuiltinReadiness = 'unavailable' | 'downloadable' | 'downloading' | 'available' | 'missing' | null;

/** Whether the guided setup offers the built-in model in one click: Chrome has one that can be used. */
export function offersBuiltin(builtin: BuiltinReadiness): boolean {
  return builtin === 'available' || builtin === 'downloadable' || builtin === 'downloading';
}

export interface SetupStep {
  id: StepId;
  title: string;
  done: boolean;
  /** What the step is and what it sends, in a sentence or two. */
  detail: string;
}

const PROVIDER_NAMES: Record<Settings['web']['provider'], string> = {
  duckduckgo: 'DuckDuckGo',
  searxng: 'your SearXNG instance',
  brave: 'Brave Search',
};

const n = (x: number) => x.toLocaleString('en-US');

/** The host of an address, or the address itself when it is not one. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    // Not an absolute address (an unset endpoint): shown as it is.
    return url;
  }
}

/** Which connection a test result belongs to: a test of another endpoint or model says nothing about this one. */
export function connectionKey(llm: Settings['llm']): string {
  return llm.provider === 'webllm' ? `webllm|${llm.localModel}` : `${llm.provider}|${llm.baseUrl}|${llm.model}`;
}

function modelLine(m: SetupStatus['models'][number]): string {
  const what = m.task === 'embed' ? 'embeddings' : 'NLI';
  if (m.state === 'installed') return `${m.name} (${what}, ${formatBytes(m.bytesOnDisk)}) installed`;
  return `${m.name} (${what}, ${formatBytes(m.bytesToDownload)})${m.state === 'partial' ? ' partly downloaded' : ''}`;
}

function llmStep(llm: SetupStatus['llm'], builtin: BuiltinReadiness): SetupStep {
  const base = { id: 'llm' as const, title: 'Connect an LLM' };
  if (llm.provider === 'browser') {
    const ready = builtin === 'available';
    return {
      ...base,
      done: ready,
      detail: `The browser’s built-in model (Gemini Nano): ${ready ? 'ready; it runs on this device and nothing is sent.' : 'not downloaded yet.'}`,
    };
  }
  return {
    ...base,
    done: llm.connected,
    detail:
      llm.provider === 'none'
        ? `An LLM weighs the evidence found online: ${offersBuiltin(builtin) ? 'the browser’s built-in model (no key, nothing sent), ' : ''}a remote endpoint (OpenAI-compatible, or Ollama on this computer) or a local model in the browser. Without one, online checks show the evidence, Unverified.`
        : llm.provider === 'webllm'
          ? `Local model ${llm.target}, in the browser: ${llm.connected ? 'downloaded; nothing is sent.' : 'not downloaded yet.'}`
          : `${llm.model || 'No model named'} at ${llm.target || 'no address yet'}: the claim and the evidence are sent there. ${llm.connected ? 'Connected.' : llm.message ? `Last test failed: ${llm.message}` : 'Not tested yet: test the connection.'}`,
  };
}

export function setupSteps(s: SetupStatus, builtin: BuiltinReadiness = null): SetupStep[] {
  const sources = s.web.sources;
  const shown = sources.slice(0, 3).join(', ');
  const sites = `${n(sources.length)} trusted site${sources.length === 1 ? '' : 's'}${shown ? ` (${shown}${sources.length > 3 ? ', …' : ''})` : ''}`;
  const searchWith = `${PROVIDER_NAMES[s.web.provider]} (${hostOf(s.web.endpoint)})`;
  return [
    {
      id: 'models',
      title: 'Download the local models',
      done: s.models.length > 0 && s.models.every((m) => m.state === 'installed'),
      detail: `${s.models.map(modelLine).join(' · ')}. They run on this device: reworded claims are matched against local knowledge and nothing is sent.`,
    },
    {
      id: 'web',
      title: 'Turn on online checking',
      done: s.web.enabled,
      detail: `A short search query made from the claim goes to ${[searchWith, ...(s.web.europePmc ? ['Europe PMC'] : []), ...(s.web.factCheck ? ['Google Fact Check Tools'] : [])].join(', ')}; only your ${sites} are read. ${s.web.enabled ? 'On.' : 'Off: nothing leaves this device.'}`,
    },
    llmStep(s.llm, builtin),
  ];
}

/** What a check can be answered from with what is set up now, most local first. */
export function canAnswerNow(s: SetupStatus, builtin: BuiltinReadiness = null): string[] {
  const [models, web, llm] = setupSteps(s, builtin);
  const out: string[] = [];
  const claims = s.knowledge.claims;
  if (s.knowledge.work === 'installing')
    out.push('Local knowledge is still being installed: claims from it are answered in a moment.');
  else if (claims > 0)
    out.push(
      models!.done
        ? `Claims like the ${n(claims)} in local knowledge, also when reworded, from memory.`
        : `The ${n(claims)} claims in local knowledge, when they are checked word for word, from memory.`,
    );
  else
    out.push(
      'Nothing from memory yet: local knowledge is empty (Knowledge tab → import a pack, or reinstall the starter pack).',
    );
  if (web!.done && llm!.done) out.push('Other health claims, from your trusted sources online, weighed by the LLM.');
  else if (web!.done)
    out.push(
      'Other health claims: the evidence from your trusted sources is shown, Unverified until an LLM weighs it.',
    );
  else out.push('Other claims end Unverified: online checking is off.');
  return out;
}
