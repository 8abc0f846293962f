import { afterEach, describe, expect, it } from 'vitest';

import type { CheckRecord } from '../../lib/db/records';
import { Engine } from '../../lib/engine/engine';
import { defineMessages } from '../../lib/i18n/define';
import { formatFixed } from '../../lib/i18n/format';
import { localeOf } from '../../lib/i18n/locales';
import { setContextLocale, t } from '../../lib/i18n/t';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { configLocale, defaultEngineConfig, parseEngineConfig } from '../../lib/settings/run-config';
import { useBrowserLocale } from '../support/i18n';
import { freshDatabases } from './support/kg-db';
import { models } from './support/kg-fixtures';

/**
 * The engine worker has no extension i18n: what it writes follows the reader's language that the
 * background sends in every request's config.
 */

const freshDb = freshDatabases('engine-locale');

afterEach(() => setContextLocale('en'));

const sample = defineMessages('sample', {
  settled: {
    en: 'Memory could not settle it: $1',
    de: 'Das Gedächtnis konnte sie nicht entscheiden: $1',
    es: 'La memoria no pudo resolverla: $1',
    fr: 'La mémoire n’a pas pu trancher : $1',
  },
});

describe('the reader language of a tag', () => {
  it('is its primary language where the catalogue has it, else English', () => {
    expect(localeOf('de-AT')).toBe('de');
    expect(localeOf('de')).toBe('de');
    expect(localeOf('fr_CA')).toBe('fr');
    expect(localeOf('ES')).toBe('es');
    expect(localeOf('pt-BR')).toBe('en');
    expect(localeOf('')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });
});

describe('what a hostile value can do to a message', () => {
  it('stands as written: its own $2 or $$ is never filled in, in the worker’s language or English', () => {
    const two = defineMessages('two', {
      pair: { en: '$1 then $2', de: '$1 dann $2', es: '$1 luego $2', fr: '$1 puis $2' },
    });
    setContextLocale('de');
    expect(t(two.pair, 'page $2 $$ $1', 'secret')).toBe('page $2 $$ $1 dann secret');
    setContextLocale('en');
    expect(t(two.pair, 'page $2', 'secret')).toBe('page $2 then secret');
  });

  it('a relayed config’s language is one of the catalogue’s or English, whatever the request carries', () => {
    expect(configLocale({ locale: 'de', settings: {} })).toBe('de');
    expect(configLocale({ locale: '../../_locales/evil' })).toBe('en');
    expect(configLocale({ locale: { toString: () => 'de' } })).toBe('en');
    expect(configLocale(null)).toBe('en');
    expect(configLocale('de')).toBe('en');
  });
});

describe('the context locale', () => {
  it('is what t() and numbers answer in where no extension i18n exists', () => {
    expect(t(sample.settled, 'x')).toBe('Memory could not settle it: x');
    setContextLocale('de');
    expect(t(sample.settled, 'x')).toBe('Das Gedächtnis konnte sie nicht entscheiden: x');
    expect(formatFixed(0.5, 2)).toBe('0,50');
  });

  it('gives way to the extension i18n where a context has it, English where its build lacks the name', () => {
    setContextLocale('de');
    const restore = useBrowserLocale('fr');
    try {
      expect(t(sample.settled, 'x')).toBe('Memory could not settle it: x');
    } finally {
      restore();
    }
  });

  it('travels in the config: English where none or an unknown one is sent', () => {
    expect(parseEngineConfig({ settings: {}, locale: 'de' }).locale).toBe('de');
    expect(parseEngineConfig({ settings: {} }).locale).toBe('en');
    expect(() => parseEngineConfig({ settings: {}, locale: 'pt' })).toThrow();
  });
});

describe('a check through the engine', () => {
  const stored = 'Vitamin C supplements do not prevent the common cold in most people.';

  async function checkIn(locale: 'de' | 'en', text: string): Promise<CheckRecord> {
    const db = freshDb();
    const w = new GraphWriter('pack:starter');
    w.addClaim({ text: stored, status: 'TRUE' });
    await knowledgeOf(db).write(w);
    const engine = new Engine({ db, emit: () => undefined, models: models(null, null) });
    const config = { ...defaultEngineConfig(), locale };
    const { summary } = (await engine.handle(
      'check.start',
      { text, page: { url: 'https://example.com/p', title: 'P' } },
      config,
    )) as { summary: { id: CheckRecord['id'] } };
    await engine.services.runner.idle();
    return (await db.checks.get(summary.id))!;
  }

  it('explains a memory verdict in the language the request names', async () => {
    const de = await checkIn('de', stored);
    expect(de).toMatchObject({ verdict: 'True', path: 'memory' });
    expect(de.explanation).toBe('Diese Behauptung ist im lokalen Wissen wörtlich als wahr gespeichert.');
    const en = await checkIn('en', stored);
    expect(en.explanation).toBe('This claim is stored in local knowledge, word for word, as true.');
  });

  it('says why nothing settled a claim in that language, memory and web alike', async () => {
    const { verdict, reason } = await checkIn('de', 'Garlic cures the common cold within a day.');
    expect(verdict).toBe('Unverified');
    expect(reason).toContain('Noch keine lokalen Modelle installiert');
    expect(reason).toContain('Die Online-Prüfung ist aus');
  });
});
