import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';

import { createRouter } from '../../lib/messaging/router';
import { senderAllowed } from '../../lib/messaging/senders';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}/`;
const tabSender = {
  id: ID,
  url: 'https://example.com/post',
  tab: { id: 7, url: 'https://example.com/post' },
  frameId: 0,
};
const panelSender = { id: ID, url: `${ORIGIN}sidepanel.html` };

describe('sender policies', () => {
  it('accepts content messages only from a tab on a web page of this extension', () => {
    expect(senderAllowed('content', tabSender, ID, ORIGIN)).toBe(true);
    expect(senderAllowed('content', { ...tabSender, id: 'otherextension' }, ID, ORIGIN)).toBe(false);
    expect(senderAllowed('content', panelSender, ID, ORIGIN)).toBe(false);
    expect(
      senderAllowed(
        'content',
        { ...tabSender, url: 'chrome://settings', tab: { id: 7, url: 'chrome://settings' } },
        ID,
        ORIGIN,
      ),
    ).toBe(false);
  });

  it('accepts page messages only from this extension’s own pages', () => {
    expect(senderAllowed('extension-page', panelSender, ID, ORIGIN)).toBe(true);
    expect(senderAllowed('extension-page', tabSender, ID, ORIGIN)).toBe(false);
    expect(
      senderAllowed('extension-page', { ...panelSender, tab: { id: 3, url: `${ORIGIN}sidepanel.html` } }, ID, ORIGIN),
    ).toBe(true);
    expect(
      senderAllowed('extension-page', { ...panelSender, tab: { id: 3, url: 'https://example.com/' } }, ID, ORIGIN),
    ).toBe(false);
    expect(senderAllowed('extension-page', { id: ID, url: 'chrome-extension://evil/x.html' }, ID, ORIGIN)).toBe(false);
    // The panel page opened in a tab is still our page; a web page in that tab is not.
    expect(
      senderAllowed('extension-page', { ...panelSender, tab: { id: 3, url: `${ORIGIN}sidepanel.html` } }, ID, ORIGIN),
    ).toBe(true);
    expect(
      senderAllowed('extension-page', { ...panelSender, tab: { id: 3, url: 'https://example.com/' } }, ID, ORIGIN),
    ).toBe(false);
  });

  it('accepts engine events only from the offscreen document', () => {
    expect(senderAllowed('offscreen', { id: ID, url: `${ORIGIN}offscreen.html` }, ID, ORIGIN)).toBe(true);
    expect(senderAllowed('offscreen', panelSender, ID, ORIGIN)).toBe(false);
  });

  it('accepts background messages only from the service worker or background page', () => {
    expect(senderAllowed('background', { id: ID, url: `${ORIGIN}background.js` }, ID, ORIGIN)).toBe(true);
    expect(
      senderAllowed('background', { id: ID, url: `moz-extension://x/_generated_background_page.html` }, ID, ORIGIN),
    ).toBe(true);
    expect(senderAllowed('background', panelSender, ID, ORIGIN)).toBe(false);
    expect(senderAllowed('background', tabSender, ID, ORIGIN)).toBe(false);
  });
});

describe('router', () => {
  const spec = {
    'echo.text': { from: ['content'], payload: v.object({ text: v.pipe(v.string(), v.maxLength(10)) }) },
    'panel.only': { from: ['extension-page'], payload: v.object({}) },
    boom: { from: ['content'], payload: v.object({}) },
  } as const;
  const router = createRouter(
    spec,
    {
      'echo.text': (p) => ({ echoed: p.text }),
      'panel.only': () => 'ok',
      boom: () => {
        throw new Error('exploded');
      },
    },
    { extensionId: ID, extensionOrigin: ORIGIN },
  );
  const call = (message: unknown, sender: object) =>
    new Promise((resolve) => {
      const keptOpen = router(message, sender as chrome.runtime.MessageSender, resolve);
      expect(keptOpen).toBe(true);
    });

  it('answers a valid message with its data', async () => {
    await expect(call({ type: 'echo.text', payload: { text: 'hi' } }, tabSender)).resolves.toEqual({
      ok: true,
      data: { echoed: 'hi' },
    });
  });

  it('answers malformed payloads with a specific error', async () => {
    const r = (await call({ type: 'echo.text', payload: { text: 'x'.repeat(11) } }, tabSender)) as {
      ok: false;
      error: { code: string; message: string };
    };
    expect(r.ok).toBe(false);
    expect(r.error.code).toBe('bad-message');
    expect(r.error.message).toContain('text');
  });

  it('refuses a message from the wrong sender without running the handler', async () => {
    const r = await call({ type: 'panel.only', payload: {} }, tabSender);
    expect(r).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('answers unknown types and handler errors instead of staying silent', async () => {
    await expect(call({ type: 'nope' }, tabSender)).resolves.toMatchObject({
      ok: false,
      error: { code: 'unknown-type' },
    });
    await expect(call({ type: 'boom' }, tabSender)).resolves.toMatchObject({
      ok: false,
      error: { code: 'internal', message: 'exploded' },
    });
    await expect(call({ type: '__proto__' }, tabSender)).resolves.toMatchObject({
      ok: false,
      error: { code: 'unknown-type' },
    });
  });

  it('leaves messages addressed to another context alone', () => {
    const respond = vi.fn();
    expect(router({ target: 'engine', op: 'x' }, tabSender as chrome.runtime.MessageSender, respond)).toBe(false);
    expect(respond).not.toHaveBeenCalled();
  });
});
