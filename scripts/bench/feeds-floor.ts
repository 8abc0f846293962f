import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The floor of the feeds bench: the least a content script must do to send the posts on screen
 * as they come into view, written into `dir` as an unpacked extension. A MutationObserver
 * notices the page changed; in the next frame one query finds the posts (the bench page's <p>,
 * no site adapter) and an IntersectionObserver watches the new ones; the texts that came on
 * screen go in idle time over one port, and the service worker answers each request at once.
 * No hashing, keys, anchoring, highlights or flags: whatever flagging costs above this row is
 * ClaimLens's own work; this row is the cost of the browser's observers and messaging.
 */
export function writeFloorExtension(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    manifest_version: 3,
    name: 'Feeds floor',
    version: '1.0',
    background: { service_worker: 'background.js' },
    content_scripts: [{ matches: ['http://*/*'], js: ['content.js'], run_at: 'document_idle' }],
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dir, 'background.js'),
    `chrome.runtime.onConnect.addListener((port) =>
  port.onMessage.addListener((m) => port.postMessage({ id: m.id, result: { flags: [], incomplete: false } })));\n`,
  );
  writeFileSync(
    path.join(dir, 'content.js'),
    `(() => {
  let port = null, next = 0, frame = 0, idle = 0;
  const sent = new Set(), pending = new Set(), watched = new Set(), answers = new Map();
  const request = (posts) => {
    if (!port) {
      port = chrome.runtime.connect({ name: 'floor' });
      port.onMessage.addListener((a) => { answers.get(a.id)?.(a.result); answers.delete(a.id); });
      port.onDisconnect.addListener(() => (port = null));
    }
    const id = ++next;
    return new Promise((resolve) => { answers.set(id, resolve); port.postMessage({ id, message: { posts } }); });
  };
  const send = () => {
    idle = 0;
    const posts = [...pending].map((text) => ({ key: '', text }));
    pending.clear();
    void request(posts);
  };
  const seen = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const text = e.target.textContent;
      if (e.isIntersecting && !sent.has(text)) (sent.add(text), pending.add(text));
    }
    if (pending.size && !idle) idle = requestIdleCallback(send, { timeout: 100 });
  });
  new MutationObserver(() => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      for (const el of watched) if (!el.isConnected) (seen.unobserve(el), watched.delete(el));
      for (const p of document.querySelectorAll('main p')) if (!watched.has(p)) (watched.add(p), seen.observe(p));
    });
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
})();\n`,
  );
  return dir;
}
