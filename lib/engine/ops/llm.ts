import { errorMessage, isAbort } from '../../llm/errors';
import type { EngineServices, OpHandlers } from '../services';
import { logged } from '../../log/log';
import type { llmOps } from '../protocol';

/** Settings → LLM: test the configured endpoint; download, inspect and remove local models. */

export type LlmTestResult = { ok: true; model: string; ms: number; endpoint: string } | { ok: false; message: string };

const TEST_SCHEMA = { name: 'connection_test', schema: { type: 'object', additionalProperties: false, required: ['ok'], properties: { ok: { type: 'boolean' } } } };

export function llmOpHandlers(s: EngineServices): OpHandlers<typeof llmOps> {
  return {
    // Sends one tiny request (no claim, no page text) so the reader can see the setup works.
    'llm.test': async (_p, config) => {
      try {
        const handle = await s.llm.open(config);
        if (!handle) return { ok: false, message: 'No LLM is chosen.' };
        const started = performance.now();
        const answer = await handle.client.chat({
          messages: [
            { role: 'system', content: 'You are a connection test. Answer with the JSON object {"ok": true}.' },
            { role: 'user', content: 'Reply with {"ok": true} as JSON.' },
          ],
          temperature: 0,
          maxTokens: 20,
          jsonSchema: TEST_SCHEMA,
          signal: AbortSignal.timeout(config.settings.llm.timeoutSeconds * 1000 * 2),
        });
        if (!/"ok"\s*:\s*true/.test(answer.content)) return { ok: false, message: `The model answered, but not with the JSON asked for: “${answer.content.slice(0, 120)}”. Structured verdicts may fail with this model.` };
        return { ok: true, model: answer.model, ms: Math.round(performance.now() - started), endpoint: handle.recipient.endpoint };
      } catch (e) {
        return { ok: false, message: isAbort(e) ? 'The test took too long and was stopped.' : errorMessage(e) };
      }
    },
    'llm.local.status': async () => s.localLlm().status(),
    'llm.local.download': async (p) => {
      // Progress and errors are read through llm.local.status.
      void s.localLlm().download(p.modelId).catch(logged('llm', `The local model ${p.modelId} could not be downloaded`, 'error'));
      return { started: true };
    },
    'llm.local.remove': async (p) => {
      await s.localLlm().remove(p.modelId);
      return { removed: true };
    },
  };
}
