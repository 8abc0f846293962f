import { messageOf } from '../util/errors';
import { diagnose, type DiagnosisCode, type Observation, type ProbeContext } from './diagnose';
import { isAbort, LlmError } from './errors';
import type { LlmClient } from './llm';

/**
 * Settings → LLM → *Test connection*: one tiny request (no claim, no page text) with a JSON
 * Schema, as the tribunal sends them, and a diagnosis that names the fix when it fails.
 */

export type ConnectionResult =
  | { ok: true; model: string; ms: number; endpoint: string; note?: string }
  | { ok: false; code: DiagnosisCode | 'bad-answer'; message: string };

const TEST_SCHEMA = {
  name: 'connection_test',
  schema: { type: 'object', additionalProperties: false, required: ['ok'], properties: { ok: { type: 'boolean' } } },
};

const JSON_MODE_NOTE =
  'This endpoint does not take JSON Schema output, so ClaimLens asks it for JSON mode and checks every answer against the schema itself.';

export async function testConnection(
  client: LlmClient,
  endpoint: string,
  context: ProbeContext,
  timeoutMs: number,
): Promise<ConnectionResult> {
  const started = performance.now();
  try {
    const answer = await client.chat({
      messages: [
        { role: 'system', content: 'You are a connection test. Answer with the JSON object {"ok": true}.' },
        { role: 'user', content: 'Reply with {"ok": true} as JSON.' },
      ],
      temperature: 0,
      maxTokens: 20,
      jsonSchema: TEST_SCHEMA,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!/"ok"\s*:\s*true/.test(answer.content))
      return {
        ok: false,
        code: 'bad-answer',
        message: `The model answered, but not with the JSON asked for: “${answer.content.slice(0, 120)}”. Structured verdicts may fail with this model.`,
      };
    const result: ConnectionResult = {
      ok: true,
      model: answer.model,
      ms: Math.round(performance.now() - started),
      endpoint,
    };
    return answer.structured === 'json-mode' ? { ...result, note: JSON_MODE_NOTE } : result;
  } catch (e) {
    const d = diagnose(observe(e, timeoutMs), context);
    return { ok: false, code: d.code, message: d.message };
  }
}

/** What happened, from the client's error: the server's reply, the network's error, or a timeout. */
function observe(e: unknown, timeoutMs: number): Observation {
  if (isAbort(e) || (e instanceof DOMException && e.name === 'TimeoutError'))
    return { kind: 'timeout', seconds: Math.round(timeoutMs / 1000) };
  if (!(e instanceof LlmError)) return { kind: 'other', message: messageOf(e) };
  if (e.status !== undefined) return { kind: 'reply', status: e.status, body: e.detail ?? '' };
  if (e.kind === 'timeout') return { kind: 'timeout', seconds: Number(e.detail ?? timeoutMs / 1000) };
  if (e.kind === 'network') return { kind: 'network', error: e.detail ?? e.message };
  return { kind: 'other', message: e.message };
}
