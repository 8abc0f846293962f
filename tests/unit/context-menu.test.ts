import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMMAND, MENU_ID, registerMenus } from '../../lib/background/context-menu';
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

const sendMessage = vi.fn(() => Promise.resolve({ ok: true, data: { started: true } }));
const create = vi.fn();

beforeEach(() => {
  for (const k of Object.keys(listeners)) delete listeners[k];
  sendMessage.mockClear();
  create.mockClear();
  vi.stubGlobal('chrome', {
    runtime: { onInstalled: on('installed') },
    contextMenus: { onClicked: on('menu'), removeAll: (done: () => void) => done(), create },
    commands: { onCommand: on('command') },
    tabs: { sendMessage },
  });
  registerMenus();
});
afterEach(() => vi.unstubAllGlobals());

describe('context menu and keyboard shortcut', () => {
  it('adds "Check claim" to the menu of selected text on install', () => {
    fire('installed');
    expect(create).toHaveBeenCalledWith({ id: MENU_ID, title: 'Check claim', contexts: ['selection'] });
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
