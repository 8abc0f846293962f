import { engineTasks as m } from '../../i18n/catalogue/engine-tasks';
import { t } from '../../i18n/t';
import { testConnection } from '../../llm/connection';
import { hostOf } from '../../llm/openai';
import { logged } from '../../log/log';
import { messageOf } from '../../util/errors';
import type { llmOps } from '../declare/llm';
import type { EngineServices, OpHandlers } from '../services';

/** Settings → LLM: test the configured endpoint; download, inspect and remove local models. */

export function llmOpHandlers(s: EngineServices): OpHandlers<typeof llmOps> {
  return {
    // Sends one tiny request (no claim, no page text) so the reader can see the setup works.
    'llm.test': async (_p, config) => {
      const llm = config.settings.llm;
      try {
        // One attempt: a retry would only delay the diagnosis.
        const handle = await s.llm.open({
          ...config,
          settings: { ...config.settings, llm: { ...llm, maxRetries: 0 } },
        });
        if (!handle) return { ok: false, message: t(m.noLlm) };
        const context = {
          host: hostOf(handle.recipient.endpoint),
          model: llm.model,
          loopback: !handle.recipient.leavesDevice,
          hasKey: Boolean(config.secrets.llmApiKey),
          schemaOnly: llm.structuredOutput === 'json-schema',
        };
        return await testConnection(handle.client, handle.recipient.endpoint, context, llm.timeoutSeconds * 1000);
      } catch (e) {
        return { ok: false, message: messageOf(e) };
      }
    },
    'llm.local.status': async () => s.localLlm().status(),
    'llm.local.download': async (p) => {
      // Progress and errors are read through llm.local.status.
      void s
        .localLlm()
        .download(p.modelId)
        .catch(logged('llm', `The local model ${p.modelId} could not be downloaded`, 'error'));
      return { started: true };
    },
    'llm.local.remove': async (p) => {
      await s.localLlm().remove(p.modelId);
      return { removed: true };
    },
  };
}
