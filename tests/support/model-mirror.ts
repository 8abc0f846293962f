import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

/**
 * A model server on 127.0.0.1 that behaves as the Hugging Face Hub does:
 * - `/<owner>/<repo>/resolve/<revision>/<file>` answers an LFS file (weights: .onnx, .bin,
 *   .safetensors) with a 302 to a CDN on another origin (a second port), carrying
 *   `X-Linked-Etag` (the SHA-256) and `X-Linked-Size` on the 302 only; small files are
 *   served directly with a git blob id as ETag;
 * - the CDN serves the bytes with single Range requests (206 + Content-Range) and CORS;
 * - the JSON API: `POST /api/models/<repo>/paths-info/<revision>` and
 *   `GET /api/models/<repo>/tree/<revision>[/<dir>]`, with `lfs.oid` = SHA-256 for LFS files.
 * Faults can be switched on per file, where the bytes are served, as real servers produce
 * them: a connection cut after N bytes, a flipped byte, Range ignored, slow delivery.
 */

export interface MirrorFaults {
  /** Close the connection after this many bytes of the body (first matching request only). */
  cutAfter?: number;
  /** Serve the file with one byte changed (the API still lists the true hash). */
  corrupt?: boolean;
  /** Answer Range requests with the whole file (200). */
  ignoreRange?: boolean;
  /** Milliseconds to wait between 16 KB chunks. */
  delayMs?: number;
}

export interface ModelMirror {
  base: string;
  /** The CDN's origin, where `resolve/` redirects LFS files. */
  cdn: string;
  /** Download requests as the client made them, e.g. "GET claimlens/tiny-embed/onnx/model.onnx bytes=1000-". */
  log: string[];
  /** API requests, e.g. "POST paths-info claimlens/tiny-embed main". */
  apiLog: string[];
  faults: Map<string, MirrorFaults>;
  close(): Promise<void>;
}

export interface MirrorOptions {
  /** Serve the Hub's JSON API (default true); a plain company mirror may not. */
  api?: boolean;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'range, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'content-range, content-length, accept-ranges, etag, x-linked-etag, x-linked-size',
  'cross-origin-resource-policy': 'cross-origin',
};

const isLfs = (file: string) => /\.(onnx|onnx_data|bin|safetensors)$/.test(file);

interface FileFacts {
  size: number;
  sha256: string;
  gitOid: string;
}

export async function startModelMirror(root: string, options: MirrorOptions = {}): Promise<ModelMirror> {
  const log: string[] = [];
  const apiLog: string[] = [];
  const faults = new Map<string, MirrorFaults>();
  const sockets = new Set<Socket>();
  const top = path.resolve(root);
  const resolveIn = (owner: string, repo: string, file: string) => {
    const dir = path.join(top, owner, repo);
    const full = path.join(dir, path.normalize(file));
    return dir.startsWith(top + path.sep) && full.startsWith(dir + path.sep) ? full : null;
  };
  const facts = async (full: string): Promise<FileFacts | null> => {
    const body = await readFile(full).catch(() => null);
    if (!body) return null;
    const gitOid = createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex');
    return { size: body.length, sha256: createHash('sha256').update(body).digest('hex'), gitOid };
  };
  let cdnBase = '';

  const serveBytes = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    key: string,
    full: string,
    extra: Record<string, string>,
  ) => {
    let body = await readFile(full).catch(() => null);
    if (!body) return void res.writeHead(404, CORS).end('not found');
    const fault = faults.get(key) ?? {};
    if (fault.corrupt) {
      body = Buffer.from(body);
      const at = Math.floor(body.length / 2);
      body[at] = body[at]! ^ 0xff;
    }
    let start = 0;
    const r = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    if (r && !fault.ignoreRange) {
      start = Number(r[1]);
      if (start >= body.length)
        return void res.writeHead(416, { ...CORS, 'content-range': `bytes */${body.length}` }).end();
      res.writeHead(206, {
        ...CORS,
        ...extra,
        'content-type': 'application/octet-stream',
        'accept-ranges': 'bytes',
        'content-length': body.length - start,
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      });
    } else {
      res.writeHead(200, {
        ...CORS,
        ...extra,
        'content-type': 'application/octet-stream',
        'accept-ranges': 'bytes',
        'content-length': body.length,
      });
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

  const pathInfo = async (owner: string, repo: string, file: string) => {
    const full = resolveIn(owner, repo, file);
    const f = full && (await facts(full));
    if (!f) return null;
    // As the Hub lists them: `oid` is the git blob (of the LFS pointer, for LFS files).
    return isLfs(file)
      ? {
          type: 'file',
          path: file,
          size: f.size,
          oid: createHash('sha1').update(file).digest('hex'),
          lfs: { oid: f.sha256, size: f.size, pointerSize: 134 },
        }
      : { type: 'file', path: file, size: f.size, oid: f.gitOid };
  };

  const api = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const json = (status: number, payload: unknown) =>
      res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(payload));
    const info = /^\/api\/models\/([\w.-]+)\/([\w.-]+)\/paths-info\/([\w.-]+)$/.exec(pathname);
    if (info && req.method === 'POST') {
      const [, owner, repo, revision] = info;
      apiLog.push(`POST paths-info ${owner}/${repo} ${revision}`);
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const paths = (JSON.parse(raw || '{}') as { paths?: unknown }).paths;
      if (!Array.isArray(paths)) return json(400, { error: '"paths" must be an array of strings' });
      const found = await Promise.all(paths.map((p) => pathInfo(owner!, repo!, String(p))));
      return json(200, found.filter(Boolean));
    }
    const tree = /^\/api\/models\/([\w.-]+)\/([\w.-]+)\/tree\/([\w.-]+)(?:\/(.*))?$/.exec(pathname);
    if (tree && req.method === 'GET') {
      const [, owner, repo, revision, dir = ''] = tree;
      apiLog.push(`GET tree ${owner}/${repo} ${revision}${dir ? ` ${dir}` : ''}`);
      const folder = resolveIn(owner!, repo!, dir || '.') ?? path.join(top, owner!, repo!);
      const names = await readdir(folder).catch(() => null);
      if (!names) return json(404, { error: `Entry not found: ${dir}` });
      const listed = await Promise.all(
        names.map(async (n) => {
          const rel = dir ? `${dir}/${n}` : n;
          return (await stat(path.join(folder, n))).isDirectory()
            ? { type: 'directory', path: rel, size: 0, oid: createHash('sha1').update(rel).digest('hex') }
            : pathInfo(owner!, repo!, rel);
        }),
      );
      return json(200, listed);
    }
    return json(404, { error: 'Repository not found' });
  };

  const hub = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/'))
      return options.api === false ? void res.writeHead(404, CORS).end('not found') : api(req, res, pathname);
    const m = /^\/([\w.-]+)\/([\w.-]+)\/resolve\/([\w.-]+)\/(.+)$/.exec(pathname);
    if (!m || req.method !== 'GET') return void res.writeHead(404, CORS).end('not found');
    const [, owner, repo, , file] = m;
    const key = `${owner}/${repo}/${file}`;
    log.push(`GET ${key}${req.headers.range ? ` ${req.headers.range}` : ''}`);
    const full = resolveIn(owner!, repo!, file!);
    const f = full && (await facts(full));
    if (!full || !f)
      return void res.writeHead(404, { ...CORS, 'x-error-code': 'EntryNotFound' }).end('Entry not found');
    if (!isLfs(file!)) return serveBytes(req, res, key, full, { etag: `"${f.gitOid}"` });
    res
      .writeHead(302, {
        ...CORS,
        location: `${cdnBase}/${key}`,
        'x-linked-etag': `"${f.sha256}"`,
        'x-linked-size': String(f.size),
        etag: `"${f.sha256}"`,
        'content-length': 0,
      })
      .end();
  };

  const cdn = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    const m = /^\/([\w.-]+)\/([\w.-]+)\/(.+)$/.exec(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const full = m && resolveIn(m[1]!, m[2]!, m[3]!);
    if (!m || !full || req.method !== 'GET') return void res.writeHead(404, CORS).end('not found');
    return serveBytes(req, res, `${m[1]}/${m[2]}/${m[3]}`, full, {});
  };

  // A handler that throws surfaces as an unhandled rejection, which fails the run that started this server.
  const listen = async (handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>) => {
    const server = http.createServer((req, res) => void handler(req, res));
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const hubServer = await listen(hub);
  const cdnServer = await listen(cdn);
  cdnBase = cdnServer.origin;
  return {
    base: hubServer.origin,
    cdn: cdnServer.origin,
    log,
    apiLog,
    faults,
    close: async () => {
      sockets.forEach((s) => s.destroy());
      await Promise.all(
        [hubServer.server, cdnServer.server].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
      );
    },
  };
}
