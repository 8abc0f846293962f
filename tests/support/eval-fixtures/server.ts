import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

import { selfSignedCert } from '../web-fixtures/cert';
import { type FixturePage, pageHtml, TOPICS } from './web';

/**
 * The evaluation fixture's web on 127.0.0.1: a SearXNG JSON endpoint that answers by the topic
 * word in the query, and the topic pages under their real hostnames over HTTPS (tests resolve
 * every name to this server with tests/support/web-fixtures/node-fetch.ts).
 */
export interface EvalWeb {
  httpPort: number;
  httpsPort: number;
  /** The SearXNG instance, for `--search searxng=…`. */
  searxngUrl: string;
  /** Queries the search endpoint received. */
  queries: string[];
  close(): Promise<void>;
}

export async function startEvalWeb(topics: Record<string, FixturePage[]> = TOPICS): Promise<EvalWeb> {
  const queries: string[] = [];
  const pages = new Map(
    Object.values(topics)
      .flat()
      .map((p) => [p.url.replace(/^https?:\/\//, ''), p]),
  );
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/search' && url.searchParams.get('format') === 'json') {
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      const words = new Set(q.toLowerCase().split(/[^a-z0-9-]+/));
      const hits = Object.entries(topics).find(([topic]) => words.has(topic))?.[1] ?? [];
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({
          query: q,
          results: hits.map((p) => ({ url: p.url, title: p.title, content: p.statement, engine: 'fixture' })),
        }),
      );
    }
    const p = pages.get(`${host}${url.pathname}`);
    if (!p) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(p));
  };
  const tls = selfSignedCert();
  const httpServer = http.createServer(handler);
  const httpsServer = https.createServer({ key: tls.key, cert: tls.cert }, handler);
  await Promise.all(
    [httpServer, httpsServer].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))),
  );
  const httpPort = (httpServer.address() as AddressInfo).port;
  const httpsPort = (httpsServer.address() as AddressInfo).port;
  return {
    httpPort,
    httpsPort,
    searxngUrl: `http://127.0.0.1:${httpPort}/`,
    queries,
    close: async () => {
      for (const s of [httpServer, httpsServer]) s.closeAllConnections();
      await Promise.all([httpServer, httpsServer].map((s) => new Promise((r) => s.close(r))));
    },
  };
}
