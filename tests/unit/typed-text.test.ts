import { describe, expect, it } from 'vitest';

import { REASONS, routeSelection } from '../../lib/background/check-route';
import { isTypedPage, TYPED_PAGE_PATH } from '../../lib/core/typed';
import { planTypedText } from '../../lib/decompose/typed';
import { tIn } from '../../lib/i18n/t';

describe('planTypedText: what a typed text is checked as', () => {
  it.each([
    { text: '', kind: 'empty' },
    { text: '   \n\t ', kind: 'empty' },
    { text: 'Vitamin C cures the common cold.', kind: 'claim' },
    { text: 'Does vitamin C cure the common cold?', kind: 'claim' },
    {
      text: 'Vitamin C cures the common cold. Zinc shortens colds by two days. Garlic prevents flu.',
      kind: 'text',
    },
  ])('$text → $kind', ({ text, kind }) => {
    expect(planTypedText(text, 5000).kind).toBe(kind);
  });

  it('counts the sentences of a whole text', () => {
    const plan = planTypedText('Vitamin C cures colds.\nZinc shortens colds.\nGarlic prevents flu.', 5000);
    expect(plan).toMatchObject({ kind: 'text', sentences: 3 });
    expect(plan.kind === 'text' && plan.hint).toBe(
      'A text of 3 sentences: its key claims are picked and checked one by one.',
    );
  });

  it('over the limit, says the length and the limit, counting characters not UTF-16 units', () => {
    const plan = planTypedText(`${'😀'.repeat(150)} Vitamin C cures colds.`, 100);
    expect(plan).toMatchObject({ kind: 'too-long', length: 173, limit: 100 });
    expect(plan.kind === 'too-long' && plan.message).toBe(
      'This text is 173 characters; ClaimLens checks up to 100 characters at once. Shorten it (a few paragraphs), or raise the limit in Settings → On pages.',
    );
  });

  it('a text exactly at the limit is checked', () => {
    expect(planTypedText('a'.repeat(99) + '.', 100).kind).not.toBe('too-long');
  });
});

describe('isTypedPage: a check typed in the side panel', () => {
  it.each([
    { url: `chrome-extension://abc${TYPED_PAGE_PATH}`, typed: true },
    { url: `moz-extension://abc${TYPED_PAGE_PATH}`, typed: true },
    { url: 'chrome-extension://abc/sidepanel.html', typed: false },
    { url: `https://example.com${TYPED_PAGE_PATH}`, typed: false },
    { url: 'not a url', typed: false },
  ])('$url → $typed', ({ url, typed }) => {
    expect(isTypedPage(url)).toBe(typed);
  });
});

describe('routeSelection: where a selection is checked', () => {
  it.each([
    { urls: { pageUrl: 'https://example.com/a' }, route: 'page' },
    { urls: { frameUrl: 'https://ads.example/f', pageUrl: 'https://example.com/a' }, route: 'page' },
    { urls: { pageUrl: 'https://example.com/leaflet.PDF' }, route: tIn('en', REASONS.pdf) },
    {
      urls: { frameUrl: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html', pageUrl: 'https://e.com/x' },
      route: tIn('en', REASONS.pdf),
    },
    { urls: { pageUrl: 'https://chromewebstore.google.com/detail/x' }, route: tIn('en', REASONS.store) },
    { urls: { pageUrl: 'https://chrome.google.com/webstore/detail/x' }, route: tIn('en', REASONS.store) },
    { urls: { pageUrl: 'https://chrome.google.com/search' }, route: 'page' },
    { urls: { pageUrl: 'chrome://settings/' }, route: tIn('en', REASONS.browser) },
    { urls: { pageUrl: 'file:///home/me/notes.html' }, route: tIn('en', REASONS.browser) },
    { urls: { frameUrl: 'about:blank', pageUrl: 'https://example.com/a' }, route: tIn('en', REASONS.browser) },
    { urls: { pageUrl: 'data:text/html,<p>x</p>' }, route: tIn('en', REASONS.browser) },
    { urls: {}, route: tIn('en', REASONS.unknown) },
  ])('$urls.pageUrl ($urls.frameUrl)', ({ urls, route }) => {
    const r = routeSelection(urls);
    expect(r.kind === 'page' ? 'page' : r.reason).toBe(route);
  });
});
