// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { BuiltinModelStatus } from '../../components/sidepanel/settings/BuiltinModel';
import { keyPrompt } from '../../components/sidepanel/settings/useSecrets';
import { WebAdvanced } from '../../components/sidepanel/settings/WebAdvanced';
import { setupMessages } from '../../lib/i18n/catalogue/setup';
import { formatList } from '../../lib/i18n/format';
import { tAround } from '../../lib/i18n/t';
import { defaultSettings } from '../../lib/settings/schema';
import { useBrowserLocale } from '../support/i18n';

/** Settings in the reader's language: labels, key prompts and numbers as a German browser shows them. */

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('Settings in German', () => {
  it('says the built-in model’s state and its download’s progress in German, the percent as Germans write it', () => {
    restore = useBrowserLocale('de');
    const view = { availability: 'downloading' as const, progress: 0.42, error: '', download() {} };
    const html = renderToStaticMarkup(createElement(BuiltinModelStatus, { view }));
    expect(textOf(html)).toContain('Chrome lädt sein Modell herunter …');
    expect(html).toContain('aria-label="Download des integrierten Modells"');
    expect(html).toContain('42\u00a0%');
  });

  it('prompts for a key in German, with the hosts in their places', () => {
    restore = useBrowserLocale('de');
    expect(keyPrompt({ state: 'ready', last4: 'a1b2' }, 'leer').placeholder).toBe('Gespeichert (endet auf …a1b2)');
    expect(keyPrompt({ state: 'other-origin', host: 'api.groq.com', boundTo: 'api.openai.com' }, '').hint).toBe(
      'API-Schlüssel für api.groq.com eingeben: Der gespeicherte Schlüssel wurde für api.openai.com eingegeben und wird nirgendwo sonst hin gesendet.',
    );
  });

  it('labels Web → Advanced in German, and in English where the browser speaks English', () => {
    const render = () =>
      textOf(renderToStaticMarkup(createElement(WebAdvanced, { web: defaultSettings().web, save: async () => {} })));
    expect(render()).toContain('Passages per domain');
    restore = useBrowserLocale('de');
    expect(render()).toContain('Passagen pro Domain');
    expect(render()).toContain('Abschnitt auf Standardwerte zurücksetzen');
  });

  it('puts the bold button where German word order wants it, and joins model names with „und“', () => {
    expect(tAround(setupMessages.howTo)[0]).toBe('Select a health claim on any page and press ');
    restore = useBrowserLocale('de');
    const [before, after] = tAround(setupMessages.howTo);
    expect(before).toBe('Markieren Sie eine Gesundheitsbehauptung auf einer beliebigen Seite und klicken Sie auf ');
    expect(after).toMatch(/^, nutzen Sie das Kontextmenü/);
    expect(formatList(['MiniLM', 'DeBERTa'])).toBe('MiniLM und DeBERTa');
  });
});
