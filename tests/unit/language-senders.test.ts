// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageLanguage } from '../../lib/content/page-language';
import { newCheckRecord } from '../../lib/jobs/new-record';
import { backgroundRouter, EXTENSION_ID } from './support/background-router';

/**
 * Who knows what of a check's language: the content script the page's `lang` around the
 * selection (else the reader's), the background the browser's own detection (the engine's worker
 * has no i18n API), and the check's row keeps both for every run of it.
 */

const PAGE = 'https://news.example/artikel';
const sender = { id: EXTENSION_ID, url: PAGE, tab: { id: 3, url: PAGE }, frameId: 0 };
const start = (language?: unknown) => ({
  text: 'Hilft Ibuprofen bei Migräne?',
  anchor: { exact: 'Hilft Ibuprofen bei Migräne?', prefix: '', suffix: '' },
  page: { url: PAGE, title: 'Artikel' },
  ...(language ? { language } : {}),
});

const { engineCalls, call } = backgroundRouter(() => ({ summary: { id: 'check:x', status: 'queued' } }));
const detect = vi.fn();
const stubChrome = (i18n: object | undefined) =>
  vi.stubGlobal('chrome', {
    storage: { local: { get: async () => ({}) } },
    alarms: { create: async () => undefined, get: async () => undefined },
    runtime: { getURL: (p: string) => `chrome-extension://${EXTENSION_ID}${p}` },
    ...(i18n ? { i18n } : {}),
  });

beforeEach(() => {
  engineCalls.length = 0;
  detect.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const languageSent = () => (engineCalls[0]!.payload as { language?: unknown }).language;

describe('the background adds the browser’s detection to a check it forwards', () => {
  it('its own detection, codes as CLD writes them mapped, the page’s fallback kept', async () => {
    stubChrome({ detectLanguage: detect });
    detect.mockResolvedValue({
      isReliable: true,
      languages: [
        { language: 'de', percentage: 97 },
        { language: 'iw', percentage: 3 },
      ],
    });
    expect((await call('check.start', start({ fallback: 'de-AT' }), sender)).ok).toBe(true);
    expect(detect).toHaveBeenCalledWith('Hilft Ibuprofen bei Migräne?');
    expect(languageSent()).toEqual({
      fallback: 'de',
      browser: {
        reliable: true,
        languages: [
          { code: 'de', share: 0.97 },
          { code: 'he', share: 0.03 },
        ],
      },
    });
  });

  it('a detection the page sends is not taken: the background detects for itself', async () => {
    stubChrome(undefined);
    const forged = { fallback: 'en', browser: { languages: [{ code: 'en', share: 1 }], reliable: true } };
    expect((await call('check.start', start(forged), sender)).ok).toBe(true);
    expect(languageSent()).toEqual({ fallback: 'en' });
  });

  it('a failing detector leaves the fallback alone; an invalid tag is refused', async () => {
    stubChrome({ detectLanguage: detect });
    detect.mockRejectedValue(new Error('no CLD'));
    expect((await call('check.start', start({ fallback: 'fr' }), sender)).ok).toBe(true);
    expect(languageSent()).toEqual({ fallback: 'fr' });
    expect((await call('check.start', start({ fallback: '<script>' }), sender)).ok).toBe(false);
  });
});

describe('the content script’s stand-in language', () => {
  it('the nearest declared lang around the selection, then the page’s, then the reader’s', () => {
    document.documentElement.lang = 'en-GB';
    document.body.innerHTML = '<p>Intro</p><blockquote lang="de"><span>Zitat</span></blockquote><div lang="">x</div>';
    const quote = document.querySelector('span')!.firstChild;
    expect(pageLanguage(quote)).toBe('de');
    expect(pageLanguage(document.querySelector('p'))).toBe('en');
    document.documentElement.lang = '';
    vi.stubGlobal('navigator', { language: 'pt-BR' });
    expect(pageLanguage(document.querySelector('p'))).toBe('pt');
    expect(pageLanguage(document.querySelector('div'))).toBe('pt');
  });
});

describe('the check’s row keeps what was known of its language', () => {
  it('for a later run or a retry', () => {
    const language = { fallback: 'nl' };
    const req = { text: 'x', page: { url: PAGE, title: '' }, language };
    expect(newCheckRecord(req, 'x', 'x', 'check:1', 1).language).toEqual(language);
    expect(newCheckRecord({ ...req, language: undefined }, 'x', 'x', 'check:1', 1)).not.toHaveProperty('language');
  });
});
