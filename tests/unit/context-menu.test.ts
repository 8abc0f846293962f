import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { REASONS } from '../../lib/background/check-route';
import { BOX_COMMAND, COMMAND, MENU_ID, registerMenus } from '../../lib/background/context-menu';
import type { EngineClient } from '../../lib/background/engine-client';
import { BOX_KEY } from '../../lib/background/panel-requests';
import { FOCUS_KEY } from '../../lib/background/side-panel';
import { SITE_MENU_ID } from '../../lib/background/site-switch';
import { tIn } from '../../lib/i18n/t';
import { forgetPolicy } from '../../lib/settings/managed';
import config from '../../wxt.config';
import { browserI18n } from '../support/i18n';

/**
 * The context menu item and the keyboard shortcut are wired to the same content-script message
 * the e2e tests send from the service worker (headless Chromium cannot press a browser command).
 * Chrome's event registries are stood in for by recorders of the listeners; the engine (in its
 * offscreen document) by a recorder of its requests that answers a check's start as it does.
 */

type Listener = (...args: never[]) => void;
const listeners: Record<string, Listener[]> = {};
const on = (name: string) => ({ addListener: (l: Listener) => (listeners[name] ??= []).push(l) });
const fire = (name: string, ...args: unknown[]) =>
  listeners[name]?.forEach((l) => (l as (...a: unknown[]) => void)(...args));

/** The page's content script: "content.site" names its host, any other message starts a check. */
const sendMessage = vi.fn((_tab: number, m: { type: string }) =>
  Promise.resolve({ ok: true, data: m.type === 'content.site' ? { host: 'www.x.com' } : { started: true } }),
);
const create = vi.fn();
/** Chrome opens the side panel only while the reader's gesture is handled: a call after an await is refused. */
let inGesture = false;
const sidePanelOpen = vi.fn(() => (inGesture ? Promise.resolve() : Promise.reject(new Error('user gesture'))));
const tabsCreate = vi.fn((_p: { url: string }) => Promise.resolve({ id: 99 }));
let panelsOpen = 0;
let session: Record<string, unknown> = {};
const engineRequest = vi.fn((_op: string, p: { text: string }) =>
  p.text.length > 50
    ? Promise.reject(new Error('This selection is too long.'))
    : Promise.resolve({ summary: { id: 'check:1' }, deduped: false }),
);
const engine = { request: engineRequest, forward: vi.fn() } as unknown as EngineClient;
/** Fires an event as Chrome does: listeners run inside the gesture, and it ends when they return. */
const gesture = (name: string, ...args: unknown[]) => {
  inGesture = true;
  fire(name, ...args);
  inGesture = false;
};
const update = vi.fn(() => Promise.resolve());
let stored: Record<string, unknown> = {};
let managed: Record<string, unknown> = {};

beforeEach(() => {
  for (const k of Object.keys(listeners)) delete listeners[k];
  sendMessage.mockClear();
  create.mockClear();
  update.mockClear();
  stored = {};
  managed = {};
  session = {};
  panelsOpen = 0;
  for (const f of [sidePanelOpen, tabsCreate, engineRequest]) f.mockClear();
  forgetPolicy();
  vi.stubGlobal('chrome', {
    runtime: {
      onInstalled: on('installed'),
      getURL: (path: string) => `chrome-extension://id${path.startsWith('/') ? '' : '/'}${path}`,
      getContexts: () => Promise.resolve(Array.from({ length: panelsOpen }, () => ({ contextType: 'TAB' }))),
    },
    sidePanel: { open: sidePanelOpen },
    i18n: browserI18n('en', 'en-US'),
    contextMenus: { onClicked: on('menu'), removeAll: (done: () => void) => done(), create, update },
    commands: { onCommand: on('command') },
    tabs: {
      sendMessage,
      query: () => Promise.resolve([{ id: 7, active: true }]),
      create: tabsCreate,
      onActivated: on('activated'),
      onUpdated: on('updated'),
    },
    windows: { onFocusChanged: on('focus') },
    storage: {
      onChanged: on('storage'),
      local: {
        get: (key: string) => Promise.resolve(key in stored ? { [key]: stored[key] } : {}),
        set: (items: Record<string, unknown>) => Promise.resolve(void Object.assign(stored, items)),
      },
      managed: { get: () => Promise.resolve(managed) },
      session: { set: (items: Record<string, unknown>) => Promise.resolve(void Object.assign(session, items)) },
    },
  });
  registerMenus(engine);
});
afterEach(() => vi.unstubAllGlobals());

describe('context menu and keyboard shortcut', () => {
  it('adds "Check claim" to the menu of selected text on install', () => {
    fire('installed');
    expect(create).toHaveBeenCalledWith({ id: MENU_ID, title: 'Check claim', contexts: ['selection'] });
  });

  it('adds the active site’s switch of flagging known claims to the toolbar button’s menu on install', () => {
    fire('installed');
    expect(create).toHaveBeenCalledWith({
      id: SITE_MENU_ID,
      title: 'Flag known claims on this site',
      type: 'checkbox',
      contexts: ['action'],
    });
  });

  it('the toolbar item flips the active tab’s site (www. and the bare host are one site), and shows its state', async () => {
    fire('menu', { menuItemId: SITE_MENU_ID }, { id: 7 });
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(sendMessage).toHaveBeenCalledWith(7, { type: 'content.site', payload: {} }, { frameId: 0 });
    expect((stored.settings as { feeds: { sites: object } }).feeds.sites).toEqual({ 'x.com': true });
    expect(update).toHaveBeenLastCalledWith(SITE_MENU_ID, {
      title: 'Flag known claims on x.com',
      enabled: true,
      checked: true,
    });
    update.mockClear();
    fire('menu', { menuItemId: SITE_MENU_ID }, { id: 7 });
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect((stored.settings as { feeds: { sites: object } }).feeds.sites).toEqual({ 'x.com': false });
    expect(update).toHaveBeenLastCalledWith(SITE_MENU_ID, expect.objectContaining({ checked: false }));
  });

  it('greys the item out, saying why, where the organisation locked flagging, and a click changes nothing', async () => {
    managed = { locked: { 'feeds.flagKnown': true } };
    fire('activated', { tabId: 7 });
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenLastCalledWith(SITE_MENU_ID, {
      title: 'Flag known claims on x.com (set by your organisation)',
      enabled: false,
      checked: true,
    });
    update.mockClear();
    fire('menu', { menuItemId: SITE_MENU_ID }, { id: 7 });
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(stored.settings).toBeUndefined();
  });

  it('greys the item out on a tab without ClaimLens (a browser page), after switching to it', async () => {
    sendMessage.mockImplementationOnce(() => Promise.reject(new Error('Receiving end does not exist.')));
    fire('activated', { tabId: 7 });
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenLastCalledWith(SITE_MENU_ID, {
      title: 'Flag known claims on this site',
      enabled: false,
      checked: false,
    });
  });

  it('asks the frame holding the selection to check it', () => {
    fire('menu', { menuItemId: MENU_ID, frameId: 4, pageUrl: 'https://x.com/a' }, { id: 12 });
    expect(sendMessage).toHaveBeenCalledWith(12, { type: 'content.checkSelection', payload: {} }, { frameId: 4 });
  });

  it('asks every frame of the tab on the shortcut (the one with a selection starts a check)', () => {
    fire('command', COMMAND, { id: 9 });
    expect(sendMessage).toHaveBeenCalledWith(9, { type: 'content.checkSelection', payload: {} }, {});
  });

  it('ignores other menu items, other commands and events without a tab', () => {
    fire('menu', { menuItemId: 'other', frameId: 0 }, { id: 12 });
    fire('menu', { menuItemId: MENU_ID, frameId: 0 }, undefined);
    fire('command', 'other-command', { id: 9 });
    fire('command', COMMAND, undefined);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('matches the command the manifest declares, with its documented default key', () => {
    const manifest = (
      config.manifest as (env: { browser: string }) => {
        commands: Record<string, { suggested_key: { default: string } }>;
      }
    )({ browser: 'chrome' });
    expect(Object.keys(manifest.commands)).toEqual([COMMAND, BOX_COMMAND]);
    expect(manifest.commands[COMMAND]!.suggested_key.default).toBe('Alt+Shift+C');
    expect(manifest.commands[BOX_COMMAND]!.suggested_key.default).toBe('Alt+Shift+K');
  });
});

describe('never silent: a selection where no content script runs', () => {
  const PDF = 'https://example.org/leaflet.pdf';
  const CLAIM = 'Vitamin C cures colds.';

  it('on a PDF, opens the side panel inside the click, checks the menu’s selected text there and says why', async () => {
    gesture('menu', { menuItemId: MENU_ID, frameId: 0, selectionText: CLAIM, pageUrl: PDF }, { id: 12 });
    expect(sidePanelOpen).toHaveBeenCalledWith({ tabId: 12 });
    await vi.waitFor(() => expect((session[FOCUS_KEY] as { checkId?: string })?.checkId).toBe('check:1'));
    expect(sendMessage).not.toHaveBeenCalled();
    expect(engineRequest).toHaveBeenCalledWith(
      'check.start',
      expect.objectContaining({ text: CLAIM, page: { url: PDF, title: '' } }),
    );
    expect(session[FOCUS_KEY]).toMatchObject({ checkId: 'check:1', note: tIn('en', REASONS.pdf) });
    expect(tabsCreate).not.toHaveBeenCalled();
  });

  it('on a page open since before install (no answer), checks it in the panel and opens the panel in a tab', async () => {
    sendMessage.mockImplementationOnce(() => Promise.reject(new Error('Receiving end does not exist.')));
    gesture('menu', { menuItemId: MENU_ID, frameId: 0, selectionText: CLAIM, pageUrl: 'https://x.com/a' }, { id: 12 });
    await vi.waitFor(() => expect(tabsCreate).toHaveBeenCalledWith({ url: 'chrome-extension://id/sidepanel.html' }));
    expect(session[FOCUS_KEY]).toMatchObject({ checkId: 'check:1', note: tIn('en', REASONS.notLoaded) });
  });

  it('shows it in a panel already open, without opening a tab', async () => {
    panelsOpen = 1;
    gesture('menu', { menuItemId: MENU_ID, selectionText: CLAIM, pageUrl: 'chrome://settings/' }, { id: 12 });
    await vi.waitFor(() => expect(session[FOCUS_KEY]).toMatchObject({ note: tIn('en', REASONS.browser) }));
    await new Promise((r) => setTimeout(r, 0));
    expect(tabsCreate).not.toHaveBeenCalled();
  });

  it('keeps a text the engine refuses in the side panel’s box, with why', async () => {
    const long = 'Vitamin C cures colds. '.repeat(5);
    gesture('menu', { menuItemId: MENU_ID, selectionText: long, pageUrl: PDF }, { id: 12 });
    await vi.waitFor(() => expect(session[BOX_KEY]).toBeDefined());
    expect(session[BOX_KEY]).toMatchObject({
      text: long,
      note: `${tIn('en', REASONS.pdf)} It was not checked: This selection is too long.`,
    });
  });

  it.each([
    { where: 'a PDF', pageUrl: PDF, answer: undefined },
    { where: 'a page (which finds no selection it may take)', pageUrl: 'https://x.com/a', answer: false },
  ])('never takes a form field’s text by itself, on $where: the box asks for it', async ({ pageUrl, answer }) => {
    if (answer === false)
      sendMessage.mockImplementationOnce(() => Promise.resolve({ ok: true, data: { started: false } }));
    gesture('menu', { menuItemId: MENU_ID, editable: true, selectionText: 'hunter2', pageUrl }, { id: 12 });
    await vi.waitFor(() => expect(session[BOX_KEY]).toMatchObject({ note: tIn('en', REASONS.field) }));
    expect(session[BOX_KEY]).not.toHaveProperty('text');
    expect(engineRequest).not.toHaveBeenCalled();
  });

  it('a selection the page cannot anchor (outside a field) is checked in the panel, saying so', async () => {
    panelsOpen = 1;
    sendMessage.mockImplementationOnce(() => Promise.resolve({ ok: true, data: { started: false } }));
    gesture(
      'menu',
      { menuItemId: MENU_ID, editable: false, selectionText: CLAIM, pageUrl: 'https://x.com/a' },
      { id: 12 },
    );
    await vi.waitFor(() =>
      expect(session[FOCUS_KEY]).toMatchObject({ checkId: 'check:1', note: tIn('en', REASONS.unanchored) }),
    );
  });

  it('the shortcut on a page that does not answer focuses the box and says the selection cannot be read', async () => {
    sendMessage.mockImplementationOnce(() => Promise.reject(new Error('Receiving end does not exist.')));
    gesture('command', COMMAND, { id: 9 });
    await vi.waitFor(() => expect(session[BOX_KEY]).toMatchObject({ note: tIn('en', REASONS.unreadable) }));
    expect(engineRequest).not.toHaveBeenCalled();
  });

  it('leaves the normal path alone: the page answers, and no panel opens', async () => {
    gesture('menu', { menuItemId: MENU_ID, frameId: 0, selectionText: CLAIM, pageUrl: 'https://x.com/a' }, { id: 12 });
    await new Promise((r) => setTimeout(r, 0));
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sidePanelOpen).not.toHaveBeenCalled();
    expect(engineRequest).not.toHaveBeenCalled();
    expect(session).toEqual({});
  });

  it('the text box shortcut opens the side panel inside the key press and asks for the box', async () => {
    gesture('command', BOX_COMMAND, { id: 9 });
    expect(sidePanelOpen).toHaveBeenCalledWith({ tabId: 9 });
    await vi.waitFor(() => expect(session[BOX_KEY]).toMatchObject({ at: expect.any(Number) }));
    expect(session[BOX_KEY]).not.toHaveProperty('text');
  });
});
