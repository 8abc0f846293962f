import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { PORT_CLOSED, type PortLike, portRequester, REQUEST_PORT } from '../../lib/messaging/port';
import { createRouter } from '../../lib/messaging/router';
import { answerLost, sendWithResend } from '../../lib/messaging/transport';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}/`;
const tabSender = {
  id: ID,
  url: 'https://example.com/feed',
  tab: { id: 7, url: 'https://example.com/feed' },
  frameId: 0,
};

type Listener<T extends unknown[]> = (...args: T) => void;
interface End extends PortLike {
  name: string;
  sender?: chrome.runtime.MessageSender;
  disconnect(): void;
  sent: unknown[];
}

/**
 * Two ends of a runtime port as Chrome gives them: messages arrive asynchronously and are
 * structured-cloned, a disconnect on one end fires onDisconnect on the other only, and posting
 * on a closed port throws.
 */
function portPair(sender: object): [End, End] {
  let closed = false;
  const make = (): End & { deliver(m: unknown): void; lost(): void } => {
    const onMessage: Listener<[unknown]>[] = [];
    const onDisconnect: Listener<[]>[] = [];
    return {
      name: REQUEST_PORT,
      sent: [],
      onMessage: { addListener: (l) => onMessage.push(l) },
      onDisconnect: { addListener: (l) => onDisconnect.push(l) },
      postMessage(m) {
        if (closed) throw new Error('Attempting to use a disconnected port object');
        this.sent.push(m);
        const copy = structuredClone(m);
        queueMicrotask(() => !closed && other(this).deliver(copy));
      },
      disconnect() {
        if (closed) return;
        closed = true;
        other(this).lost();
      },
      deliver: (m) => onMessage.forEach((l) => l(m)),
      lost: () => onDisconnect.forEach((l) => l()),
    };
  };
  const a = make();
  const b = make();
  b.sender = sender as chrome.runtime.MessageSender;
  const other = (end: End) => (end === a ? b : a);
  return [a, b];
}

describe('requests over a long-lived port', () => {
  const spec = {
    'feeds.match': { from: ['content'], payload: v.object({ posts: v.array(v.string()) }), port: true },
    'panel.only': { from: ['extension-page'], payload: v.object({}), port: true },
    'once.only': { from: ['content'], payload: v.object({}) },
  } as const;
  let answered = 0;
  const router = createRouter(
    spec,
    {
      'feeds.match': async (p) => {
        answered++;
        // Later requests answer first: answers are matched by id, not by order.
        await new Promise((r) => setTimeout(r, p.posts.length));
        return { n: p.posts.length };
      },
      'panel.only': () => 'ok',
      'once.only': () => 'ok',
    },
    { extensionId: ID, extensionOrigin: ORIGIN },
  );
  /** A requester whose every port is answered by the router, as the background's onConnect does; the ports it opened. */
  function connected(sender: object = tabSender) {
    const ports: End[] = [];
    const backgrounds: End[] = [];
    const request = portRequester(() => {
      const [page, background] = portPair(sender);
      router.answerPort(background);
      ports.push(page);
      backgrounds.push(background);
      return page;
    });
    return { request, ports, backgrounds };
  }

  it('answers each request with its own result, over one port', async () => {
    const { request, ports } = connected();
    const results = await Promise.all([
      request({ type: 'feeds.match', payload: { posts: ['a', 'b', 'c'] } }),
      request({ type: 'feeds.match', payload: { posts: ['a'] } }),
    ]);
    expect(results).toEqual([
      { ok: true, data: { n: 3 } },
      { ok: true, data: { n: 1 } },
    ]);
    expect(ports).toHaveLength(1);
  });

  it('checks the port’s sender and each message’s shape, as for a one-off message', async () => {
    const { request } = connected();
    await expect(request({ type: 'panel.only', payload: {} })).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
    await expect(request({ type: 'feeds.match', payload: { posts: [1] } })).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-message' },
    });
    // A message not declared for the port is refused over it, though its sender may send it as a message.
    await expect(request({ type: 'once.only', payload: {} })).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-message', message: '"once.only" is not sent over a port.' },
    });
    await expect(request({ type: 'no.such', payload: {} })).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-message' },
    });
    const fromAnotherExtension = connected({ id: 'another-extension', url: 'https://example.com/' });
    await expect(fromAnotherExtension.request({ type: 'feeds.match', payload: { posts: [] } })).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
  });

  it('ignores what is not a request (no id, no message) without answering', async () => {
    const [page, background] = portPair(tabSender);
    router.answerPort(background);
    const before = answered;
    page.postMessage({ type: 'feeds.match', payload: { posts: [] } });
    page.postMessage({ id: 'x', message: { type: 'feeds.match', payload: { posts: [] } } });
    page.postMessage(null);
    await new Promise((r) => setTimeout(r, 20));
    expect(background.sent).toEqual([]);
    expect(answered).toBe(before);
  });

  it('a port closed while a request waits (the worker stopped): the request is lost, and sent again over a new port', async () => {
    const { request, ports, backgrounds } = connected();
    const first = request({
      type: 'feeds.match',
      payload: { posts: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] },
    });
    await new Promise((r) => setTimeout(r, 1));
    backgrounds[0]!.disconnect();
    await expect(first).rejects.toSatisfy((e: Error) => answerLost(e) && e.message.startsWith(PORT_CLOSED));
    const again = await sendWithResend('feeds.match', () =>
      request({ type: 'feeds.match', payload: { posts: ['a'] } }),
    );
    expect(again).toEqual({ ok: true, data: { n: 1 } });
    expect(ports).toHaveLength(2);
  });

  it('a page back from the back/forward cache: what waited on its old port is lost, and the next request opens a new one', async () => {
    let restore = () => {};
    let answering = false;
    const ports: End[] = [];
    const request = portRequester(
      () => {
        const [page, background] = portPair(tabSender);
        // Chrome closed the first port when the page entered the cache, without a word to the frozen page.
        if (answering) router.answerPort(background);
        ports.push(page);
        return page;
      },
      (listener) => (restore = listener),
    );
    const first = request({ type: 'feeds.match', payload: { posts: ['a'] } });
    await new Promise((r) => setTimeout(r, 5));
    answering = true;
    restore();
    await expect(first).rejects.toSatisfy(
      (e: Error) => answerLost(e) && e.message === `${PORT_CLOSED} (the page came back from the back/forward cache)`,
    );
    expect(await request({ type: 'feeds.match', payload: { posts: ['a', 'b'] } })).toEqual({
      ok: true,
      data: { n: 2 },
    });
    expect(ports).toHaveLength(2);
  });

  it('the background does not answer over a port the page closed', async () => {
    const [page, background] = portPair(tabSender);
    router.answerPort(background);
    page.postMessage({ id: 1, message: { type: 'feeds.match', payload: { posts: ['a', 'b', 'c', 'd', 'e'] } } });
    await new Promise((r) => setTimeout(r, 0));
    page.disconnect();
    await new Promise((r) => setTimeout(r, 20));
    expect(background.sent).toEqual([]);
  });
});
