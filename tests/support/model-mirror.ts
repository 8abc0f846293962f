import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A model mirror on 127.0.0.1 that speaks what ClaimLens needs from the Hugging Face Hub or a
 * company mirror: `/<owner>/<repo>/resolve/<revision>/<file>`, single Range requests (206 with
 * Content-Range), CORS for the extension. Faults can be switched on per file, as real servers
 * produce them: a connection cut after N bytes, a flipped byte, Range ignored, slow delivery.
 */

export interface MirrorFaults {
  /** Close the connection after this many bytes of the body (first matching request only). */
  cutAfter?: number;
  /** Serve the file with one byte changed. */
  corrupt?: boolean;
  /** Answer Range requests with the whole file (200). */
  ignoreRange?: boolean;
  /** Milliseconds to wait between 16 KB chunks. */
  delayMs?: number;
}

export interface ModelMirror {
  base: string;
  /** Requests seen, e.g. "GET claimlens/tiny-embed/onnx/model.onnx bytes=1000-". */
  log: string[];
  faults: Map<string, MirrorFaults>;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'range',
  'access-control-expose-headers': 'content-range, content-length, accept-ranges',
  'cross-origin-resource-policy': 'cross-origin',
};

export async function startModelMirror(root: string): Promise<ModelMirror> {
  const log: string[] = [];
  const faults = new Map<string, MirrorFaults>();
  const sockets = new Set<import('node:net').Socket>();
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    const m = /^\/([\w.-]+)\/([\w.-]+)\/resolve\/([\w.-]+)\/(.+)$/.exec(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!m || req.method !== 'GET') return void res.writeHead(404, CORS).end('not found');
    const [, owner, repo, , file] = m;
    const key = `${owner}/${repo}/${file}`;
    const range = req.headers.range;
    log.push(`GET ${key}${range ? ` ${range}` : ''}`);
    const full = path.join(root, owner!, repo!, path.normalize(file!));
    if (!full.startsWith(root)) return void res.writeHead(403, CORS).end();
    let body: Buffer;
    try {
      body = await readFile(full);
    } catch {
      return void res.writeHead(404, CORS).end('not found');
    }
    const fault = faults.get(key) ?? {};
    if (fault.corrupt) {
      body = Buffer.from(body);
      const at = Math.floor(body.length / 2);
      body[at] = body[at]! ^ 0xff;
    }
    let start = 0;
    const r = /^bytes=(\d+)-$/.exec(range ?? '');
    if (r && !fault.ignoreRange) {
      start = Number(r[1]);
      if (start >= body.length) return void res.writeHead(416, { ...CORS, 'content-range': `bytes */${body.length}` }).end();
      res.writeHead(206, { ...CORS, 'content-type': 'application/octet-stream', 'accept-ranges': 'bytes', 'content-length': body.length - start, 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` });
    } else {
      res.writeHead(200, { ...CORS, 'content-type': 'application/octet-stream', 'accept-ranges': 'bytes', 'content-length': body.length });
    }
    const rest = body.subarray(start);
    const limit = fault.cutAfter ?? Infinity;
    if (fault.cutAfter !== undefined) faults.set(key, { ...fault, cutAfter: undefined });
    for (let at = 0; at < rest.length; at += 16_384) {
      const chunk = rest.subarray(at, Math.min(rest.length, at + 16_384, limit));
      if (chunk.length) await new Promise<void>((ok) => res.write(chunk, () => ok()));
      if (at + 16_384 >= limit) {
        res.socket?.destroy();
        return;
      }
      if (fault.delayMs) await new Promise((ok) => setTimeout(ok, fault.delayMs));
      if (res.destroyed) return;
    }
    res.end();
  };
  // A handler that throws surfaces as an unhandled rejection, which fails the run that started this server.
  const server = http.createServer((req, res) => void serve(req, res));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    log,
    faults,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
