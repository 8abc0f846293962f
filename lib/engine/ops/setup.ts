import { STARTER_PACK_ID } from '../../kg/packs/install';
import type { ModelManager } from '../../ml/manager';
import type { EngineConfig } from '../../settings/run-config';
import type { setupOps } from '../declare/setup';
import type { EngineServices, OpHandlers } from '../services';
import { connectionKey, hostOf, type SetupStatus } from '../setup';

/** The empty Check tab's guided setup: its state, read from the engine (lib/engine/setup.ts turns it into steps). */

function webOf(config: EngineConfig): SetupStatus['web'] {
  const w = config.settings.web;
  const endpoint = { duckduckgo: w.duckduckgoUrl, searxng: w.searxngUrl, brave: w.braveUrl }[w.provider];
  return {
    enabled: w.enabled,
    provider: w.provider,
    endpoint,
    europePmc: w.europePmc,
    factCheck: w.factCheck,
    sources: config.sources.filter((s) => s.enabled).map((s) => s.domain),
  };
}

async function llmOf(s: EngineServices, config: EngineConfig): Promise<SetupStatus['llm']> {
  const llm = config.settings.llm;
  if (llm.provider === 'webllm') {
    // Only asked when the local model is the choice: WebLLM is loaded on first use.
    const local = await s.localLlm().status();
    const cached = local.models.some((m) => m.id === llm.localModel && m.cached);
    return {
      provider: 'webllm',
      target: llm.localModel,
      model: llm.localModel,
      connected: cached,
      message: local.error?.message ?? null,
    };
  }
  const test = s.llmTests.get(connectionKey(llm));
  return {
    provider: llm.provider,
    // The built-in model has no address; whether it is ready only the side panel can ask (setupSteps' `builtin`).
    target: llm.provider === 'none' || llm.provider === 'browser' ? '' : hostOf(llm.baseUrl),
    model: llm.model,
    connected: llm.provider !== 'none' && test?.ok === true,
    message: test && !test.ok ? test.message : null,
  };
}

export function setupOpHandlers(s: EngineServices): OpHandlers<typeof setupOps> {
  return {
    'setup.status': async (_p, config) => {
      const manager = (s.models as { manager?: ModelManager }).manager;
      const models = manager ? (await manager.status()).models.filter((m) => m.selected) : [];
      const starter = await s.db.packs.get(STARTER_PACK_ID);
      return {
        knowledge: {
          claims: await s.db.claims.count(),
          starterPack: starter ? starter.state : 'absent',
          work: s.knowledgeWork(),
        },
        models: models.map(({ id, name, task, state, bytesOnDisk, bytesToDownload, download, error }) => ({
          id,
          name,
          task,
          state,
          bytesOnDisk,
          bytesToDownload,
          download,
          error,
        })),
        web: webOf(config),
        llm: await llmOf(s, config),
      };
    },
  };
}
