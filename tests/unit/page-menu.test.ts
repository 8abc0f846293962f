import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { REASONS } from '../../lib/background/check-route';
import { registerMenus } from '../../lib/background/context-menu';
import type { EngineClient } from '../../lib/background/engine-client';
import { noPageCheck, notReached, PAGE_MENU_ID, pageRoute } from '../../lib/background/page-menu';
import { BOX_KEY } from '../../lib/background/panel-requests';
import { tIn } from '../../lib/i18n/t';

/**
 * *Check this page* in the toolbar button's menu: Chrome's menu and tab APIs are stood in for by
 * recorders; the page's content script answers as it does (started, or why not), or not at all
 * where it does not run. Where the page cannot take it, the side panel says why (never silent).
 */

type Listener = (...args: unknown[]) => void;
let installed: Listener[] = [];
let clicked: Listener[] = [];
let session: Record<string, unknown> = {};
let inGesture = false;
const create = vi.fn();
const sendMessage = vi.fn((_tab: number, _m: { type: string }, _o: { frameId: number }) =>
  Promise.resolve({ ok: true, data: { started: true, message: 'Checking 2 key sentences chosen of 9 sentences.' } }),
);
const sidePanelOpen = vi.fn(() => (inGesture ? Promise.resolve() : Promise.reject(new Error('user gesture'))));
const tabsCreate = vi.fn(() => Promise.resolve({ id: 99 }));

/** A menu click as Chrome fires it: listeners run inside the reader's gesture. */
function click(info: { menuItemId: string; pageUrl?: string }, tab: { id?: number; url?: string } | undefined) {
  inGesture = true;
  clicked.forEach((l) => l(info, tab));
  inGesture = false;
}

beforeEach(() => {
  installed = [];
  clicked = [];
  session = {};
  for (const f of [create, sendMessage, sidePanelOpen, tabsCreate]) f.mockClear();
  const none = { addListener: () => undefined };
  vi.stubGlobal('chrome', {
    runtime: {
      onInstalled: { addListener: (l: Listener) => installed.push(l) },
      getURL: (path: string) => `chrome-extension://id/${path}`,
      getContexts: () => Promise.resolve([]),
    },
    contextMenus: {
      onClicked: { addListener: (l: Listener) => clicked.push(l) },
      removeAll: (done: () => void) => done(),
      create,
    },
    commands: { onCommand: none },
    sidePanel: { open: sidePanelOpen },
    tabs: { sendMessage, create: tabsCreate, onActivated: none, onUpdated: none },
    windows: { onFocusChanged: none },
    storage: {
      onChanged: none,
      session: { set: (items: object) => Promise.resolve(void Object.assign(session, items)) },
    },
  });
  registerMenus({} as EngineClient);
});
afterEach(() => vi.unstubAllGlobals());

describe('Check this page in the toolbar button’s menu', () => {
  it('is added to the toolbar button’s menu on install', () => {
    installed.forEach((l) => l());
    expect(create).toHaveBeenCalledWith({ id: PAGE_MENU_ID, title: 'Check this page', contexts: ['action'] });
  });

  it('asks the tab’s top frame to check its article; the page shows what follows, the side panel stays shut', async () => {
    click({ menuItemId: PAGE_MENU_ID }, { id: 12 });
    await vi.waitFor(() => expect(sendMessage).toHaveBeenCalled());
    expect(sendMessage).toHaveBeenCalledWith(12, { type: 'content.checkPage', payload: {} }, { frameId: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(sidePanelOpen).not.toHaveBeenCalled();
    expect(session[BOX_KEY]).toBeUndefined();
  });

  it('where no content script answers, the side panel opens (in a tab, the click being over) and says why', async () => {
    sendMessage.mockImplementationOnce(() => Promise.reject(new Error('Receiving end does not exist.')));
    click({ menuItemId: PAGE_MENU_ID }, { id: 12 });
    await vi.waitFor(() => expect(tabsCreate).toHaveBeenCalled());
    expect(session[BOX_KEY]).toMatchObject({ note: notReached() });
  });

  it('in ClaimLens’s PDF viewer, which answers without page checks, the side panel says to select a passage', async () => {
    sendMessage.mockImplementationOnce(() =>
      Promise.resolve({
        ok: false,
        error: { code: 'unknown-type', message: 'No content feature handles "content.checkPage".' },
      } as never),
    );
    click({ menuItemId: PAGE_MENU_ID }, { id: 12 });
    await vi.waitFor(() => expect(session[BOX_KEY]).toBeDefined());
    expect(session[BOX_KEY]).toMatchObject({ note: noPageCheck() });
  });

  it('on a page the browser names as one ClaimLens cannot run on, opens the side panel inside the click and never asks the page', async () => {
    click({ menuItemId: PAGE_MENU_ID, pageUrl: 'chrome://settings/' }, { id: 12 });
    expect(sidePanelOpen).toHaveBeenCalledWith({ tabId: 12 });
    await vi.waitFor(() => expect(session[BOX_KEY]).toBeDefined());
    expect(session[BOX_KEY]).toMatchObject({
      note: `Check this page could not run here. ${tIn('en', REASONS.browser)}`,
    });
    expect(sendMessage).not.toHaveBeenCalled();
    expect(tabsCreate).not.toHaveBeenCalled();
  });

  it('ignores a click without a tab', () => {
    click({ menuItemId: PAGE_MENU_ID }, undefined);
    expect(sendMessage).not.toHaveBeenCalled();
    expect(sidePanelOpen).not.toHaveBeenCalled();
  });
});

describe('where a page check goes', () => {
  it('to the page for a web page, or when the browser does not say which page it is (no "tabs" permission)', () => {
    expect(pageRoute('https://news.example/health/1')).toEqual({ kind: 'page' });
    expect(pageRoute(undefined)).toEqual({ kind: 'page' });
  });

  it('to the side panel, with why, for a PDF, a store page or a browser page', () => {
    expect(pageRoute('https://example.org/leaflet.pdf')).toEqual({
      kind: 'panel',
      message: `Check this page could not run here. ${tIn('en', REASONS.pdf)}`,
    });
    expect(pageRoute('https://chromewebstore.google.com/detail/x')).toMatchObject({ kind: 'panel' });
    expect(pageRoute('about:blank')).toMatchObject({ kind: 'panel' });
  });
});
