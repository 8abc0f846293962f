import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A site serving PDFs the tests made, for the PDF viewer's end-to-end tests (Chromium and Firefox). */
export interface PdfSite {
  url(name: string): string;
  close(): Promise<void>;
}

/** Serves `files` by name, with the CORS header a site sharing its PDFs sends; anything else is a 404. */
export async function pdfSite(files: Record<string, { body: Uint8Array | string; type: string }>): Promise<PdfSite> {
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname.slice(1)];
    const cors = { 'access-control-allow-origin': '*' };
    if (!file) return void res.writeHead(404, cors).end('not found');
    res.writeHead(200, { ...cors, 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
