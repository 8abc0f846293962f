import path from 'node:path';

import type { BrowserContext } from '@playwright/test';
import { buildSync } from 'esbuild';

import type { BuiltinAvailability } from '../../../lib/llm/builtin-api';

/**
 * The browser's built-in model in the built extension: Chromium here has no Gemini Nano, so the
 * scripted `LanguageModel` (tests/support/language-model.ts) is put where Chrome would expose
 * it: every extension page (an init script) and the offscreen document that hosts the engine
 * (over CDP, before the first check asks it).
 */

const bundled = new Map<string, string>();

/** A support entry file (beside this one) bundled into a script for a page, once per run. */
export function bundledEntry(file: string): string {
  let text = bundled.get(file);
  if (text === undefined) {
    text = buildSync({
      entryPoints: [path.resolve(import.meta.dirname, file)],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'chrome120',
    }).outputFiles[0]!.text;
    bundled.set(file, text);
  }
  return text;
}

/** `holdDownload`: a download stops at half until the page calls `LanguageModel.releaseDownload()`. */
export function builtinModelScript(state: BuiltinAvailability = 'available', holdDownload = false): string {
  return (
    `globalThis.__scriptedBuiltinState = ${JSON.stringify(state)};\n` +
    `globalThis.__scriptedBuiltinHold = ${holdDownload};\n${bundledEntry('builtin-model-entry.ts')}`
  );
}

/** Installs the scripted model in the extension's offscreen document (waits for Chrome to open it). */
export async function injectIntoOffscreen(context: BrowserContext, extensionId: string, script: string): Promise<void> {
  const installed = await evaluateInOffscreen(context, extensionId, `${script};\nString(!!LanguageModel.counts)`);
  if (installed !== 'true')
    throw new Error(`The scripted LanguageModel was not installed in the offscreen document (${installed}).`);
}

/** Evaluates an expression in the offscreen document that hosts the engine; resolves with its value as text. */
export async function evaluateInOffscreen(
  context: BrowserContext,
  extensionId: string,
  expression: string,
): Promise<string> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser to reach the offscreen document.');
  const cdp = await browser.newBrowserCDPSession();
  try {
    const url = `chrome-extension://${extensionId}/offscreen.html`;
    let targetId: string | undefined;
    for (let i = 0; i < 100 && !targetId; i++) {
      const { targetInfos } = await cdp.send('Target.getTargets');
      targetId = targetInfos.find((t) => t.url === url)?.targetId;
      if (!targetId) await new Promise((r) => setTimeout(r, 100));
    }
    if (!targetId) throw new Error('The offscreen document did not open.');
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    const value = new Promise<string>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (e) => {
        const msg = JSON.parse(e.message) as { id?: number; result?: { result?: { value?: string } } };
        if (msg.id === 1) resolve(String(msg.result?.result?.value));
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }),
    });
    return await value;
  } finally {
    await cdp.detach();
  }
}
