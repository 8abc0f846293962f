import { describe, expect, it } from 'vitest';

import { viewerAddress } from '../../../lib/core/pdf-viewer-url';
import { senderAllowed, senderPageUrl } from '../../../lib/messaging/senders';
import { backgroundRouter, EXTENSION_ID, EXTENSION_ORIGIN } from '../support/background-router';

/**
 * The viewer stands for the PDF it shows: the background files its checks under the PDF's URL
 * (whatever URL the payload names) and accepts page messages from it, as from a web page, while
 * other extension pages and other extensions' viewers are still refused.
 */

const PDF = 'https://example.org/leaflet.pdf';
const VIEWER = viewerAddress(EXTENSION_ORIGIN, PDF);
const viewerTab = { id: EXTENSION_ID, url: VIEWER, tab: { id: 5, url: VIEWER }, frameId: 0 };

describe('the viewer as a page', () => {
  it('is the PDF it shows', () => expect(senderPageUrl(viewerTab)).toBe(PDF));

  it.each([
    ['the viewer in a tab', viewerTab, true],
    ['the side panel', { id: EXTENSION_ID, url: `${EXTENSION_ORIGIN}sidepanel.html` }, false],
    ['the viewer with no tab', { id: EXTENSION_ID, url: VIEWER }, false],
    ['another extension’s viewer', { ...viewerTab, id: 'zyxwvutsrqponmlkzyxwvutsrqponmlk' }, false],
    [
      'the viewer with a refused file',
      { ...viewerTab, url: viewerAddress(EXTENSION_ORIGIN, 'data:text/html,x') },
      false,
    ],
  ])('page messages: %s → %s', (_name, sender, allowed) =>
    expect(senderAllowed('content', sender, EXTENSION_ID, EXTENSION_ORIGIN)).toBe(allowed),
  );

  it('files a check under the PDF’s URL, not a URL the payload names', async () => {
    const { engineCalls, call } = backgroundRouter(() => ({
      summary: { id: 'check:new', status: 'queued', text: 'x', updatedAt: 1 },
    }));
    const answer = await call(
      'check.start',
      {
        text: 'Garlic cures colds.',
        anchor: { exact: 'Garlic cures colds.', prefix: '', suffix: '' },
        page: { url: 'https://bank.example/', title: 'Leaflet' },
      },
      viewerTab,
    );
    expect(answer.ok).toBe(true);
    const sent = engineCalls[0]!.payload as { page: { url: string }; subscriber: unknown };
    expect(sent.page.url).toBe(PDF);
    expect(sent.subscriber).toEqual({ tabId: 5, frameId: 0 });
  });
});
