/**
 * Why *Test connection* failed, in words that name the fix. Pure: the connection test turns
 * what happened (an HTTP reply, a network error, a timeout) into an observation, and this
 * recognises the common failures of OpenAI, Ollama and LM Studio by their real answers.
 */

export type Observation =
  | { kind: 'reply'; status: number; body: string }
  | { kind: 'network'; error: string }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'other'; message: string };

export interface ProbeContext {
  /** host[:port] of the endpoint, as messages name it. */
  host: string;
  model: string;
  /** The endpoint is on this machine (Ollama, LM Studio, llama.cpp). */
  loopback: boolean;
  hasKey: boolean;
  /** Settings → LLM → Structured output is "JSON Schema only". */
  schemaOnly: boolean;
}

export type DiagnosisCode =
  | 'origin-refused'
  | 'forbidden'
  | 'bad-key'
  | 'no-key'
  | 'unknown-model'
  | 'wrong-url'
  | 'no-json-schema'
  | 'rate-limit'
  | 'server-error'
  | 'unreachable'
  | 'timeout'
  | 'rejected'
  | 'other';

export interface Diagnosis {
  code: DiagnosisCode;
  message: string;
}

const OLLAMA_ORIGINS_FIX = 'OLLAMA_ORIGINS=chrome-extension://* (in Firefox: moz-extension://*)';

/** The error text inside an OpenAI-style (`{error:{message}}`), Ollama or LM Studio (`{error:"…"}`) body. */
export function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? parsed.detail);
    if (typeof message === 'string' && message) return message.replace(/\s+/g, ' ').trim().slice(0, 300);
  } catch {
    // Not JSON (Ollama's router answers plain text): the text itself is the detail.
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 300);
}

const UNKNOWN_MODEL =
  /model_not_found|model .{0,120}(not found|does not exist)|invalid model identifier|no models? (is )?loaded|unknown model/i;
const UNKNOWN_ROUTE = /page not found|invalid url|unexpected endpoint|no route|not found: (post|get)/i;
const SCHEMA = /response_format|json_schema|structured output/i;

export function diagnose(o: Observation, c: ProbeContext): Diagnosis {
  switch (o.kind) {
    case 'timeout':
      return {
        code: 'timeout',
        message: `${c.host} did not answer within ${o.seconds} s. ${c.loopback ? 'A local model is loaded into memory on its first request, which can take a minute: test again, or raise the timeout in Settings → LLM.' : 'Test again, or raise the timeout in Settings → LLM.'}`,
      };
    case 'network':
      return {
        code: 'unreachable',
        message: c.loopback
          ? `Nothing answered at ${c.host} (${o.error}). Start the server (Ollama: \`ollama serve\`; LM Studio: Developer → Start Server, with "Enable CORS" on) and check the port in the base URL.`
          : `Could not reach ${c.host} (${o.error}). Check the base URL in Settings → LLM and your connection; a browser that blocks the request (CORS) shows the same error, so check that the base URL is the service's API address.`,
      };
    case 'other':
      return { code: 'other', message: o.message };
    case 'reply':
      return fromReply(o.status, o.body, c);
  }
}

function fromReply(status: number, body: string, c: ProbeContext): Diagnosis {
  const detail = errorText(body);
  const said = detail ? `: ${detail}` : '';
  if (status === 403 && c.loopback && !detail) {
    // Ollama's CORS check refuses an Origin it does not know with an empty 403 before any route runs.
    return {
      code: 'origin-refused',
      message: `${c.host} refused the extension's origin (HTTP 403 with no message: Ollama does this to browser extensions by default). Start Ollama with ${OLLAMA_ORIGINS_FIX} set in its environment, then restart it; see docs/settings.md.`,
    };
  }
  if ((status === 400 || status === 422) && SCHEMA.test(detail)) {
    return {
      code: 'no-json-schema',
      message: `${c.host} does not take JSON Schema output (HTTP ${status}${said}). ${c.schemaOnly ? 'Set Structured output to "Automatic" or "JSON mode only" in Settings → LLM: ClaimLens then asks for JSON and checks each answer itself.' : 'Choose a model that supports it, or set Structured output to "JSON mode only".'}`,
    };
  }
  if (UNKNOWN_MODEL.test(detail) && status !== 401) {
    const pull = c.loopback
      ? ` For Ollama run \`ollama pull ${c.model}\`; for LM Studio load the model and use the identifier it shows.`
      : '';
    return {
      code: 'unknown-model',
      message: `${c.host} does not know the model "${c.model}" (HTTP ${status}${said}). Check the model name in Settings → LLM.${pull}`,
    };
  }
  if (status === 401) {
    return c.hasKey
      ? {
          code: 'bad-key',
          message: `${c.host} refused the API key (HTTP 401${said}). Check the key in Settings → LLM.`,
        }
      : { code: 'no-key', message: `${c.host} needs an API key (HTTP 401${said}). Enter it in Settings → LLM.` };
  }
  if (status === 403)
    return {
      code: 'forbidden',
      message: `${c.host} refused access (HTTP 403${said}). The key may not have access to the model "${c.model}": check the key and model in Settings → LLM.`,
    };
  if (status === 404 || status === 405 || UNKNOWN_ROUTE.test(detail)) {
    return {
      code: 'wrong-url',
      message: `${c.host} has no chat-completions endpoint at this address (HTTP ${status}${said}). Check the base URL in Settings → LLM: it usually ends in /v1 (Ollama: http://localhost:11434/v1, LM Studio: http://localhost:1234/v1); ClaimLens adds /chat/completions.`,
    };
  }
  if (status === 429)
    return {
      code: 'rate-limit',
      message: `${c.host} is rate-limiting requests (HTTP 429${said}). Wait a minute and test again, or check your plan's limits.`,
    };
  if (status >= 500)
    return {
      code: 'server-error',
      message: `${c.host} had a server error (HTTP ${status}${said}). Test again later; if it repeats, check the server's log.`,
    };
  return { code: 'rejected', message: `${c.host} rejected the request (HTTP ${status}${said}).` };
}
