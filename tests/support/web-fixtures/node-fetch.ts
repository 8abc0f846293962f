import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

import type { FetchLike } from '../../../lib/net/http';
import type { WebFixtures } from './server';

/**
 * A real fetch for Node tests and benchmarks that resolves every hostname to the fixture
 * servers (https → the HTTPS server, with SNI and the name kept; http → the HTTP server), the
 * way Chromium's --host-resolver-rules does in end-to-end tests. Redirects, streaming and
 * aborts are undici's own.
 */
export function fixtureFetch(
  fixtures: Pick<WebFixtures, 'httpPort' | 'httpsPort'>,
): FetchLike & { close(): Promise<void> } {
  const connect = buildConnector({ rejectUnauthorized: false });
  const agent = new Agent({
    connect: (opts, cb) => {
      const port = opts.protocol === 'https:' ? fixtures.httpsPort : fixtures.httpPort;
      const local = opts.hostname === '127.0.0.1';
      connect(
        {
          ...opts,
          hostname: '127.0.0.1',
          port: local ? opts.port : String(port),
          servername: local ? undefined : opts.hostname,
        } as typeof opts,
        cb,
      );
    },
  });
  const f = ((input: string, init?: RequestInit) =>
    undiciFetch(input, {
      ...(init as object),
      dispatcher: agent,
    } as never) as unknown as Promise<Response>) as FetchLike & { close(): Promise<void> };
  f.close = () => agent.close();
  return f;
}
