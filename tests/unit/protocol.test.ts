import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { backgroundHandlers } from '../../lib/background/handlers';
import type { Declarations, SenderPolicy } from '../../lib/core/protocol';
import { type EngineOp, engineOps } from '../../lib/engine/protocol';
import { sendToBackground } from '../../lib/messaging/client';
import { createRouter, type Router } from '../../lib/messaging/router';
import { toBackground } from '../../lib/messaging/to-background';
import { toContent } from '../../lib/messaging/to-content';
import { engineRequestMessage, readEngineRequest, toOffscreen } from '../../lib/messaging/to-offscreen';
import { RESENDABLE, sendWithResend } from '../../lib/messaging/transport';

/**
 * The protocol is declared once (core/protocol.ts); these tables prove that the routers and the
 * transport take their rules from the declarations: resend flag, payload schema, allowed senders.
 */

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}/`;
const OPTIONS = { extensionId: ID, extensionOrigin: ORIGIN };
const LOST = new Error(
  'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
);

/** Each sender, with the policies the browser's sender object satisfies. */
const SENDERS: { name: string; sender: object; satisfies: SenderPolicy[] }[] = [
  {
    name: 'a content script',
    sender: { id: ID, url: 'https://example.com/post', tab: { id: 7, url: 'https://example.com/post' }, frameId: 0 },
    satisfies: ['content'],
  },
  { name: 'the side panel', sender: { id: ID, url: `${ORIGIN}sidepanel.html` }, satisfies: ['extension-page'] },
  {
    name: 'the offscreen document',
    sender: { id: ID, url: `${ORIGIN}offscreen.html` },
    satisfies: ['extension-page', 'offscreen'],
  },
  {
    name: 'the service worker',
    sender: { id: ID, url: `${ORIGIN}background.js` },
    satisfies: ['extension-page', 'background'],
  },
  {
    name: 'another extension',
    sender: {
      id: 'otherextensionotherextensionothe',
      url: 'chrome-extension://otherextensionotherextensionothe/x.html',
    },
    satisfies: [],
  },
  {
    name: 'a web page in a tab',
    sender: { id: ID, url: 'chrome://settings', tab: { id: 7, url: 'chrome://settings' } },
    satisfies: [],
  },
];

type Answer = { ok: boolean; data?: unknown; error?: { code: string; message: string } };
const ask = (router: Router, message: unknown, sender: object) =>
  new Promise<Answer>((resolve) => {
    expect(router(message, sender as chrome.runtime.MessageSender, resolve as never)).toBe(true);
  });

const engineCalls: { op: string; payload: unknown }[] = [];
const send = async (op: string, payload: unknown) => {
  engineCalls.push({ op, payload });
  return { summary: { id: 'check:new', status: 'queued', text: 'x', updatedAt: 1 } };
};
const engine = { request: send, forward: send };
const hostCalls: unknown[] = [];
const contentCalls: string[] = [];
const background = createRouter(toBackground, backgroundHandlers(engine as never), OPTIONS);
const offscreen = createRouter(
  toOffscreen,
  {
    'engine.request': (p) => {
      hostCalls.push(p);
      return null;
    },
  },
  { ...OPTIONS, read: readEngineRequest },
);
const content = createRouter(
  toContent,
  {
    'content.checkUpdate': () => {
      contentCalls.push('checkUpdate');
      return null;
    },
    'content.checksRemoved': () => {
      contentCalls.push('checksRemoved');
      return null;
    },
    'content.site': () => {
      contentCalls.push('site');
      return { host: 'example.org' };
    },
    'content.checkSelection': () => {
      contentCalls.push('checkSelection');
      return { started: false };
    },
    'content.checkPage': () => {
      contentCalls.push('checkPage');
      return { started: false, message: 'No article.' };
    },
  },
  OPTIONS,
);

beforeEach(() => {
  engineCalls.length = 0;
  hostCalls.length = 0;
  contentCalls.length = 0;
  vi.stubGlobal('chrome', {
    storage: { local: { get: async () => ({}) }, session: { set: async () => undefined } },
    alarms: { create: async () => undefined, get: async () => ({}) },
    runtime: { getURL: (p: string) => `${ORIGIN}${p}`, sendMessage: vi.fn() },
    tabs: { query: async () => [], sendMessage: async () => ({ ok: true, data: null }) },
  });
});
afterEach(() => vi.unstubAllGlobals());

const rows = (table: Declarations) =>
  Object.entries(table).map(([type, d]) => ({ type, resend: d.resend, from: d.from }));

describe('the resend rule is each declaration’s resend flag', () => {
  it.each([...rows(toBackground), ...rows(engineOps)])('$type: resend $resend', async ({ type, resend }) => {
    expect(RESENDABLE.has(type)).toBe(resend);
    const send = vi.fn().mockRejectedValueOnce(LOST).mockResolvedValueOnce({ ok: true, data: type });
    const sent = sendWithResend(type, send);
    if (resend) await expect(sent).resolves.toEqual({ ok: true, data: type });
    else await expect(sent).rejects.toBe(LOST);
    expect(send).toHaveBeenCalledTimes(resend ? 2 : 1);
  });

  it('a background request and the engine op of the same name agree', () => {
    const shared = Object.keys(toBackground).filter((type) => Object.hasOwn(engineOps, type));
    expect(shared.length).toBeGreaterThan(5);
    for (const type of shared)
      expect([type, toBackground[type as keyof typeof toBackground].resend]).toEqual([
        type,
        engineOps[type as EngineOp].resend,
      ]);
  });

  it('is the same set as before it was derived', () => {
    expect([...RESENDABLE].sort()).toEqual(
      [
        'check.start',
        'check.try',
        'check.typed',
        'check.status',
        'check.cancel',
        'check.delete',
        'check.deleteAll',
        'page.checks',
        'page.keySentences',
        'engine.status',
        'engine.start',
        'models.status',
        'models.offer',
        'models.offer.dismiss',
        'llm.local.status',
        'kg.status',
        'kg.dismissTasks',
        'dispute.setActive',
        'kg.team.ensure',
        'kg.team.refresh',
        'setup.status',
        'feeds.match',
        'feeds.site',
        'feeds.activeSite',
        'documents.setEnabled',
        'documents.cancel',
        'documents.status',
        'documents.batch.pause',
        'documents.batch.resume',
        'documents.batch.cancel',
        'documents.packs.ensure',
        'documents.packs.refresh',
      ].sort(),
    );
  });

  it.each([
    { op: 'models.status', sends: 2 },
    { op: 'kg.status', sends: 2 },
    { op: 'kg.import', sends: 1 },
    { op: 'models.download', sends: 1 },
  ])('an engine.call of $op is sent $sends time(s) when its answer is lost', async ({ op, sends }) => {
    const sendMessage = vi.fn().mockRejectedValueOnce(LOST).mockResolvedValue({ ok: true, data: 'done' });
    vi.stubGlobal('chrome', { runtime: { sendMessage } });
    const sent = sendToBackground('engine.call', { op, payload: {} });
    if (sends === 2) await expect(sent).resolves.toBe('done');
    else await expect(sent).rejects.toThrow('ClaimLens restarted while answering. Try again.');
    expect(sendMessage).toHaveBeenCalledTimes(sends);
  });
});

describe('a sender the declaration does not allow is refused, before any handler runs', () => {
  const cases = (router: Router, table: Declarations, wrap: (type: string) => unknown) =>
    Object.entries(table).flatMap(([type, d]) =>
      SENDERS.map((s) => ({
        router,
        type,
        message: wrap(type),
        ...s,
        refused: !s.satisfies.some((p) => d.from.includes(p)),
      })),
    );
  const all = [
    ...cases(background, toBackground, (type) => ({ type, payload: {} })),
    ...cases(content, toContent, (type) => ({ type, payload: {} })),
    ...cases(offscreen, toOffscreen, () => ({ target: 'engine', op: 'engine.status', payload: {}, config: {} })),
  ];

  it.each(all.map((c) => ({ ...c, label: `${c.type} from ${c.name}` })))(
    '$label: refused $refused',
    async ({ router, message, sender, refused, type }) => {
      const answer = await ask(router, message, sender);
      if (refused) {
        expect(answer).toEqual({
          ok: false,
          error: { code: 'forbidden-sender', message: `"${type}" is not accepted from this sender.` },
        });
        expect([engineCalls, hostCalls, contentCalls]).toEqual([[], [], []]);
      } else {
        expect(answer.error?.code).not.toBe('forbidden-sender');
      }
    },
  );

  it.each(Object.entries(engineOps).map(([op, d]) => ({ op, panel: d.from.includes('extension-page') })))(
    'engine.call of $op from the side panel: forwarded $panel',
    async ({ op, panel }) => {
      const answer = await ask(background, { type: 'engine.call', payload: { op, payload: {} } }, SENDERS[1]!.sender);
      if (panel) {
        expect(answer.ok).toBe(true);
        expect(engineCalls).toEqual([{ op, payload: {} }]);
      } else {
        expect(answer).toEqual({
          ok: false,
          error: {
            code: 'forbidden-sender',
            message: `Engine request "${op}" is not accepted from extension pages: send its own background request instead.`,
          },
        });
        expect(engineCalls).toEqual([]);
      }
    },
  );
});

describe('a payload failing its declaration’s schema is refused with a clear error', () => {
  const panel = SENDERS[1]!.sender;
  const tab = SENDERS[0]!.sender;
  const worker = SENDERS[3]!.sender;
  const anchor = { exact: 'x', prefix: '', suffix: '' };
  const page = { url: 'https://example.com/post', title: 'Post' };
  it.each([
    {
      name: 'a check of 20 001 characters',
      router: background,
      sender: tab,
      message: { type: 'check.start', payload: { text: 'x'.repeat(20_001), anchor, page } },
      at: 'at text',
    },
    {
      name: 'a check with no anchor',
      router: background,
      sender: tab,
      message: { type: 'check.start', payload: { text: 'x', page } },
      at: 'at anchor',
    },
    {
      name: 'a forged check id',
      router: background,
      sender: tab,
      message: { type: 'check.status', payload: { checkId: 'claim:1' } },
      at: 'at checkId',
    },
    {
      name: 'a negative sentence pick',
      router: background,
      sender: panel,
      message: { type: 'check.repick', payload: { checkId: 'check:a', picked: [-1] } },
      at: 'at picked.0',
    },
    {
      name: 'an engine call with no op',
      router: background,
      sender: panel,
      message: { type: 'engine.call', payload: {} },
      at: 'at op',
    },
    {
      name: 'a summary with an unknown status',
      router: content,
      sender: worker,
      message: {
        type: 'content.checkUpdate',
        payload: { summary: { id: 'check:a', status: 'hacked', text: 'x', updatedAt: 1 } },
      },
      at: 'at summary.status',
    },
    {
      name: 'removal of ids that are not check ids',
      router: content,
      sender: worker,
      message: { type: 'content.checksRemoved', payload: { checkIds: ['kg:1'] } },
      at: '',
    },
    {
      name: 'an engine request whose op is not a string',
      router: offscreen,
      sender: worker,
      message: { target: 'engine', op: 7, payload: {}, config: {} },
      at: 'at op',
    },
  ])('$name', async ({ router, sender, message, at }) => {
    const answer = await ask(router, message, sender);
    const type = 'target' in message ? 'engine.request' : message.type;
    expect(answer.ok).toBe(false);
    expect(answer.error?.code).toBe('bad-message');
    expect(answer.error?.message).toContain(`Malformed "${type}" message${at ? ` ${at}:` : ':'}`);
    expect([engineCalls, hostCalls, contentCalls]).toEqual([[], [], []]);
  });
});

describe('routers of different contexts leave each other’s messages alone', () => {
  it.each([
    {
      name: 'the background, an engine request',
      router: background,
      message: { target: 'engine', op: 'engine.status', payload: {} },
    },
    {
      name: 'the offscreen document, a content script’s request',
      router: offscreen,
      message: { type: 'check.start', payload: {} },
    },
    {
      name: 'the offscreen document, an engine event',
      router: offscreen,
      message: { type: 'engine.event', payload: { event: {} } },
    },
  ])('$name', ({ router, message }) => {
    const respond = vi.fn();
    expect(router(message, SENDERS[3]!.sender as chrome.runtime.MessageSender, respond)).toBe(false);
    expect(respond).not.toHaveBeenCalled();
  });

  it('the offscreen router reads the engine request the background writes', () => {
    const request = { op: 'kg.status', payload: {}, config: { settings: {} } };
    expect(readEngineRequest(engineRequestMessage(request))).toEqual({ type: 'engine.request', payload: request });
    expect(readEngineRequest({ type: 'engine.request', payload: request })).toBeNull();
  });

  it('stops listening when its signal aborts', () => {
    const listeners = new Set<unknown>();
    vi.stubGlobal('chrome', {
      runtime: {
        onMessage: {
          addListener: (l: unknown) => listeners.add(l),
          removeListener: (l: unknown) => listeners.delete(l),
        },
      },
    });
    const controller = new AbortController();
    content.listen(controller.signal);
    expect(listeners.size).toBe(1);
    controller.abort();
    expect(listeners.size).toBe(0);
  });
});
