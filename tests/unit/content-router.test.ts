import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createContentRouter } from '../../lib/content/router';
import { ownExtension } from '../../lib/messaging/router';
import { contentMessagesOnly } from '../../lib/pdf-viewer/messages';

/**
 * The content side's router: messages from the background only, payloads checked against the
 * to-content declarations, one answer each, and no listener once the signal has ended.
 */

const EXTENSION_ID = 'claimlens-test';
type Listener = (message: unknown, sender: unknown, sendResponse: (r: unknown) => void) => boolean;
let listeners: Set<Listener>;

beforeEach(() => {
  listeners = new Set();
  vi.stubGlobal('chrome', {
    runtime: {
      id: EXTENSION_ID,
      getURL: (path: string) => `chrome-extension://${EXTENSION_ID}/${path}`,
      onMessage: {
        addListener: (l: Listener) => listeners.add(l),
        removeListener: (l: Listener) => listeners.delete(l),
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Every answer the router gives (it answers asynchronously, once its handler has run). */
async function deliver(message: unknown, sender: unknown): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const l of listeners) l(message, sender, (a) => answers.push(a));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return answers;
}

const refused = (code: string) => [{ ok: false, error: expect.objectContaining({ code }) }];

const BACKGROUND = { id: EXTENSION_ID };
const SUMMARY = { id: 'check:a', status: 'done', text: 'Garlic cures COVID-19.', updatedAt: 1 };

describe('content router', () => {
  it.each([
    [
      'a valid update from the background',
      { type: 'content.checkUpdate', payload: { summary: SUMMARY } },
      BACKGROUND,
      ['update check:a'],
      [{ ok: true, data: 'handled' }],
    ],
    [
      'the same update from another tab’s content script',
      { type: 'content.checkUpdate', payload: { summary: SUMMARY } },
      { id: EXTENSION_ID, tab: { id: 3, url: 'https://evil.example/' }, url: 'https://evil.example/' },
      [],
      refused('forbidden-sender'),
    ],
    [
      'the same update from another extension',
      { type: 'content.checkUpdate', payload: { summary: SUMMARY } },
      { id: 'other-extension' },
      [],
      refused('forbidden-sender'),
    ],
    [
      'a malformed update (answered, nothing done)',
      { type: 'content.checkUpdate', payload: { summary: { id: 'not-a-check' } } },
      BACKGROUND,
      [],
      refused('bad-message'),
    ],
    [
      'a type no feature handles',
      { type: 'content.checkSelection', payload: {} },
      BACKGROUND,
      [],
      refused('unknown-type'),
    ],
    ['a type nobody declared', { type: 'content.evil', payload: {} }, BACKGROUND, [], refused('unknown-type')],
    ['no message at all', null, BACKGROUND, [], []],
  ])('%s', async (_name, message, sender, handled, answers) => {
    const calls: string[] = [];
    const router = createContentRouter(new AbortController().signal);
    router.on('content.checkUpdate', ({ summary }) => {
      calls.push(`update ${summary.id}`);
      return 'handled';
    });
    expect(await deliver(message, sender)).toEqual(answers);
    expect(calls).toEqual(handled);
  });

  it('refuses a second handler for one message', () => {
    const router = createContentRouter(new AbortController().signal);
    router.on('content.checkSelection', () => null);
    expect(() => router.on('content.checkSelection', () => null)).toThrow(
      'Two content features handle "content.checkSelection"',
    );
  });

  it('removes its runtime.onMessage listener when the signal ends', () => {
    const controller = new AbortController();
    createContentRouter(controller.signal);
    expect(listeners.size).toBe(1);
    controller.abort();
    expect(listeners.size).toBe(0);
  });
});

/**
 * On an extension page (the PDF viewer) the others' runtime messages arrive too, such as the side
 * panel's requests to the background: the viewer's router answers the background's messages to
 * pages and leaves every other one unanswered for its real recipient.
 */
describe('content router on an extension page', () => {
  const PANEL = { id: EXTENSION_ID, url: `chrome-extension://${EXTENSION_ID}/sidepanel.html` };
  const viewerRouter = () => createContentRouter(new AbortController().signal, ownExtension(contentMessagesOnly));

  it('answers the background’s request to check the selection', async () => {
    viewerRouter().on('content.checkSelection', () => ({ started: true }));
    expect(await deliver({ type: 'content.checkSelection', payload: {} }, BACKGROUND)).toEqual([
      { ok: true, data: { started: true } },
    ]);
  });

  it.each([
    ['the side panel’s request to the background', { type: 'engine.call', payload: { op: 'x' } }, PANEL],
    ['a message to the offscreen document', { target: 'offscreen', type: 'content.checkSelection' }, BACKGROUND],
    ['a message with no type', { payload: {} }, PANEL],
  ])('leaves %s unanswered', async (_name, message, sender) => {
    viewerRouter();
    expect(await deliver(message, sender)).toEqual([]);
  });
});
