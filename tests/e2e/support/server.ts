import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Serves the fixture pages on 127.0.0.1. `*.csp.html` pages are served with a strict
 * Content-Security-Policy header, as sites like X and Facebook do.
 */
export interface FixtureServer {
  /** URL of a fixture page; `host: 'localhost'` gives the same page from another origin. */
  url(file: string, host?: '127.0.0.1' | 'localhost'): string;
  close(): Promise<void>;
}

const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'";
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
};

export async function startFixtureServer(root = path.join(import.meta.dirname, '..', 'pages')): Promise<FixtureServer> {
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(root, path.normalize(name));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      };
      if (name.includes('.csp.')) headers['content-security-policy'] = STRICT_CSP;
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  };
  // A handler that throws surfaces as an unhandled rejection, which fails the run that started this server.
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file, host = '127.0.0.1') => `http://${host}:${port}/${file}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The fixture page server as a Playwright worker fixture, shared by the Chromium and Firefox specs. */
export const serverFixture: [
  (args: object, use: (value: FixtureServer) => Promise<void>) => Promise<void>,
  { scope: 'worker' },
] = [
  async ({}, use) => {
    const server = await startFixtureServer();
    await use(server);
    await server.close();
  },
  { scope: 'worker' },
];
