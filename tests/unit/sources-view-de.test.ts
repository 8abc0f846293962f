import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import { SourceList } from '../../components/sidepanel/sources/SourceList';
import { contributorLabel, type PanelSourcesState } from '../../components/sidepanel/sources/useSourcesState';
import type { EffectiveSource } from '../../lib/sources/types';
import { browserLocale, shownText } from './support/shown-text';

const noop = () => undefined;

const source = (domain: string, enabled: boolean): EffectiveSource => ({
  domain,
  name: domain,
  category: 'Health agencies',
  enabled,
  origin: 'default',
  contributors: ['default'],
});
const state: PanelSourcesState = {
  sources: [
    ...Array.from({ length: 1499 }, (_, i) => source(`site${i}.org`, true)),
    { ...source('who.int', true), pathPrefixes: ['/news/'], origin: 'user', contributors: ['default', 'user'] },
  ],
  user: [],
  subscriptions: [],
  syncStatus: null,
  managedErrors: {},
};

describe('the Sources tab in German', () => {
  const speak = browserLocale();

  it('names the trusted domains in German, with German numbers', () => {
    speak('de');
    const shown = shownText(createElement(SourceList, { state, onError: noop }));
    expect(shown).toContain('Vertrauenswürdige Domains (1.500 von 1.500 in Gebrauch)');
    expect(shown).toContain('who.int (nur /news/ — Ihre Wahl: seine anderen Seiten gelten nicht als vertrauenswürdig)');
    expect(shown).toContain('Herkunft: Standardliste · Von Ihnen hinzugefügt');
    expect(contributorLabel('list:https://example.org/l.json', state)).toBe(
      'Geteilte Liste https://example.org/l.json',
    );
  });

  it('keeps the English words where the browser speaks English', () => {
    const shown = shownText(createElement(SourceList, { state, onError: noop }));
    expect(shown).toContain('Trusted domains (1,500 of 1,500 in use)');
    expect(shown).toContain('From: Default list · Added by you');
  });
});
