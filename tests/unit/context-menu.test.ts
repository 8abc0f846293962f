import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMMAND, MENU_ID, registerMenus } from '../../lib/background/context-menu';
import { SITE_MENU_ID } from '../../lib/background/site-switch';
import { forgetPolicy } from '../../lib/settings/managed';
import config from '../../wxt.config';

/**
 * The context menu item and the keyboard shortcut are wired to the same content-script message
 * the e2e tests send from the service worker (headless Chromium cannot press a browser command).
 * Chrome's event registries are stood in for by recorders of the listeners.
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
  forgetPolicy();
  vi.stubGlobal('chrome', {
    runtime: { onInstalled: on('installed') },
    contextMenus: { onClicked: on('menu'), removeAll: (done: () => void) => done(), create, update },
    commands: { onCommand: on('command') },
    tabs: {
      sendMessage,
      query: () => Promise.resolve([{ id: 7, active: true }]),
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
    },
  });
  registerMenus();
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
    fire('menu', { menuItemId: MENU_ID, frameId: 4 }, { id: 12 });
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
    expect(Object.keys(manifest.commands)).toEqual([COMMAND]);
    expect(manifest.commands[COMMAND]!.suggested_key.default).toBe('Alt+Shift+C');
  });
});
