import { newRequestId } from '../core/schemas';
import { withBrowserDetection } from '../ml/language/browser';
import type { EngineClient } from './engine-client';

/**
 * Checks the background starts itself, with no content script to anchor them: a text from the
 * side panel (its *Try it* or its text box), or a selection on a page ClaimLens does not run on.
 * The browser's language detection is done here; the engine's worker has no i18n API.
 */

/** A check from the side panel: `url` is a path of the extension (the panel is its page). */
export async function checkFromPanel(
  engine: EngineClient,
  p: { text: string; requestId: string },
  page: { url: string; title: string },
) {
  return engine.request('check.start', {
    text: p.text,
    requestId: p.requestId,
    language: await withBrowserDetection(p.text, chrome.i18n.getUILanguage()),
    page: { url: chrome.runtime.getURL(page.url), title: page.title },
  });
}

/** A selection the page's content script could not take: checked with its page, without a badge. */
export async function checkWithoutBadge(engine: EngineClient, text: string, page: { url: string; title: string }) {
  return engine.request('check.start', {
    text,
    requestId: newRequestId(),
    language: await withBrowserDetection(text, chrome.i18n.getUILanguage()),
    page,
  });
}
