import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server on 127.0.0.1 that records every request it gets (method, path, headers, body)
 * and answers as told: the attacker's endpoint in tests of redirects and hostile settings files.
 * Each server is its own origin (its own port). CORS is open so a browser page can call it.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface RecordingServer {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** How the server answers from now on. */
  answer(fn: (req: RecordedRequest) => Answer): void;
  close(): Promise<void>;
}

/** A chat completion that says "ok": what an OpenAI-compatible endpoint answers. */
export const OK_COMPLETION: Answer = {
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    model: 'recorder',
    choices: [{ message: { role: 'assistant', content: '{"ok":true}' }, finish_reason: 'stop' }],
  }),
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export async function startRecordingServer(
  initial: (req: RecordedRequest) => Answer = () => OK_COMPLETION,
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let respond = initial;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const a = respond(recorded);
      res.writeHead(a.status ?? 200, { ...CORS, ...a.headers }).end(a.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    answer: (fn) => void (respond = fn),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Answers every request with a redirect to `to` (keeping the path when `to` ends in a slash). */
export function redirectTo(to: string, status = 307): (req: RecordedRequest) => Answer {
  return (req) => ({ status, headers: { location: to.endsWith('/') ? `${to.replace(/\/$/, '')}${req.path}` : to } });
}
