import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

import type { ExtensionBackground } from './background';
import { SidePanel } from './pages';

/** Page object: the side panel's text box (Check tab), where a claim or a whole text is typed or pasted. */
export class ClaimBox {
  constructor(readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Check a text' });
  }

  field(): Locator {
    return this.form().getByRole('textbox', { name: 'Check a claim, a question or a text' });
  }

  button(): Locator {
    return this.form().getByRole('button', { name: 'Check', exact: true });
  }

  help(): Locator {
    return this.form().locator('#claim-box-help');
  }

  /** Why the box was opened for the reader (a selection ClaimLens could not take). */
  note(): Locator {
    return this.form().getByRole('status');
  }
}

/** Chrome's extension events can be fired from the extension's own context (`dispatch`). */
interface Dispatchable {
  dispatch(...args: unknown[]): void;
}

/**
 * What Chrome does on a click of "Check claim" in the context menu or on a press of a command's
 * keys: it fires the background's own listeners (`dispatch`), with the tab of `page` and the
 * click's data. A native menu cannot be clicked from a test, and nothing here is a user gesture,
 * so Chrome refuses `sidePanel.open` as it would after an await.
 */
export async function clickMenu(
  background: ExtensionBackground,
  page: Page,
  info: { selectionText: string; pageUrl: string; editable?: boolean },
): Promise<void> {
  const sw = await background.worker();
  await page.bringToFront();
  await sw.evaluate(async (info) => {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    if (tab?.id === undefined) throw new Error('No active tab');
    const onClicked = chrome.contextMenus.onClicked as unknown as Dispatchable;
    onClicked.dispatch({ menuItemId: 'claimlens-check', editable: false, frameId: 0, ...info }, tab);
  }, info);
}

export async function pressCommand(background: ExtensionBackground, page: Page, command: string): Promise<void> {
  const sw = await background.worker();
  await page.bringToFront();
  await sw.evaluate(async (command) => {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    (chrome.commands.onCommand as unknown as Dispatchable).dispatch(command, tab);
  }, command);
}

/** The side panel (in a tab) once the starter pack is installed: its claims are answered from memory. */
export async function panelWithStarterPack(context: BrowserContext, extensionId: string): Promise<SidePanel> {
  const panel = await SidePanel.open(context, extensionId);
  // *Try it* offers a claim only once the pack is in.
  await expect(
    panel.page.getByRole('region', { name: 'Getting started' }).getByRole('button', { name: 'Check this claim' }),
  ).toBeVisible({ timeout: 30_000 });
  return panel;
}
