import { engineSetup as m } from '../i18n/catalogue/engine-setup';
import { formatNumber } from '../i18n/format';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
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

// not interface text: the services' own names
const SERVICES = { europePmc: 'Europe PMC', factCheck: 'Google Fact Check Tools' } as const;

/** Search services by name; the reader's own SearXNG is described rather than named. */
function providerName(provider: Settings['web']['provider']): string {
  if (provider === 'searxng') return t(m.searxng);
  // not interface text: the services' own names
  return provider === 'brave' ? 'Brave Search' : 'DuckDuckGo';
}

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

function modelLine(model: SetupStatus['models'][number]): string {
  const what = model.task === 'embed' ? t(m.embeddings) : 'NLI';
  if (model.state === 'installed') return t(m.modelInstalled, model.name, what, formatBytes(model.bytesOnDisk));
  const partly = model.state === 'partial' ? t(m.partly) : '';
  return t(m.modelToGet, model.name, what, formatBytes(model.bytesToDownload), partly);
}

/** A remote endpoint's connection as last tested. */
function connection(llm: SetupStatus['llm']): string {
  if (llm.connected) return t(m.connected);
  return llm.message ? t(m.testFailed, llm.message) : t(m.untested);
}

function llmStep(llm: SetupStatus['llm'], builtin: BuiltinReadiness): SetupStep {
  const base = { id: 'llm' as const, title: t(m.llmTitle) };
  if (llm.provider === 'browser') {
    const ready = builtin === 'available';
    return {
      ...base,
      done: ready,
      detail: t(ready ? m.builtinReady : m.builtinMissing),
    };
  }
  return {
    ...base,
    done: llm.connected,
    detail:
      llm.provider === 'none'
        ? t(m.llmNone, offersBuiltin(builtin) ? t(m.offerBuiltin) : '')
        : llm.provider === 'webllm'
          ? t(llm.connected ? m.localReady : m.localMissing, llm.target)
          : t(m.remote, llm.model || t(m.noModel), llm.target || t(m.noAddress), connection(llm)),
  };
}

export function setupSteps(s: SetupStatus, builtin: BuiltinReadiness = null): SetupStep[] {
  const sources = s.web.sources;
  const shown = sources.slice(0, 3).join(', ');
  const sites = `${tCount(sources.length, m.sitesOne, m.sitesOther)}${shown ? ` (${shown}${sources.length > 3 ? ', …' : ''})` : ''}`;
  const searchWith = `${providerName(s.web.provider)} (${hostOf(s.web.endpoint)})`;
  const services = [
    searchWith,
    ...(s.web.europePmc ? [SERVICES.europePmc] : []),
    ...(s.web.factCheck ? [SERVICES.factCheck] : []),
  ];
  return [
    {
      id: 'models',
      title: t(m.modelsTitle),
      done: s.models.length > 0 && s.models.every((model) => model.state === 'installed'),
      detail: t(m.modelsDetail, s.models.map(modelLine).join(' · ')),
    },
    {
      id: 'web',
      title: t(m.webTitle),
      done: s.web.enabled,
      detail: t(m.webDetail, services.join(', '), sites, t(s.web.enabled ? m.on : m.off)),
    },
    llmStep(s.llm, builtin),
  ];
}

/** What a check can be answered from with what is set up now, most local first. */
export function canAnswerNow(s: SetupStatus, builtin: BuiltinReadiness = null): string[] {
  const [models, web, llm] = setupSteps(s, builtin);
  const out: string[] = [];
  const claims = s.knowledge.claims;
  if (s.knowledge.work === 'installing') out.push(t(m.installing));
  else if (claims > 0) out.push(t(models!.done ? m.fromMemory : m.wordForWord, formatNumber(claims)));
  else out.push(t(m.emptyMemory));
  if (web!.done && llm!.done) out.push(t(m.webAndLlm));
  else if (web!.done) out.push(t(m.webOnly));
  else out.push(t(m.offline));
  return out;
}
