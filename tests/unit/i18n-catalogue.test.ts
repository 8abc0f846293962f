import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CATALOGUES } from '../../lib/i18n/catalogue';
import { defineMessages } from '../../lib/i18n/define';
import { LOCALES } from '../../lib/i18n/locales';
import { messagesJson } from '../../lib/i18n/messages-json';
import { marksOf } from '../../lib/i18n/substitute';
import { t, tIn } from '../../lib/i18n/t';
import { strayStrings } from '../../scripts/lint/ui-strings';
import { getMessageFrom } from '../support/i18n';

const ROOT = path.resolve(__dirname, '../..');
const messages = CATALOGUES.flatMap((catalogue) => Object.values(catalogue));

/** Where the interface's text is written: the side panel, the pages and what the content script draws. */
const UI_SOURCES = [
  'components',
  'lib/content',
  'lib/pdf-viewer',
  'lib/panel',
  'lib/documents/panel',
  'lib/pipeline/format.ts',
  'lib/documents/errors.ts',
  'lib/documents/extract',
  'lib/documents/library',
  'lib/documents/batch',
  'lib/documents/claims-file.ts',
  'lib/documents/csv.ts',
  'lib/documents/packs/diff.ts',
  'lib/documents/packs/subscriptions.ts',
  'lib/engine',
  'lib/background/engine-client.ts',
  'lib/ml/describe.ts',
  'lib/ml/offer.ts',
  'lib/ml/installer.ts',
  'lib/ml/device-choice.ts',
  'lib/ml/runtime.ts',
  'lib/ml/download.ts',
  'lib/ml/language',
  // What the engine and the background write about packs, shared lists, settings files and page checks.
  'lib/kg/packs',
  'lib/kg/graph/disputes.ts',
  'lib/kg/graph/knowledge.ts',
  'lib/kg/graph/tasks.ts',
  'lib/background/handlers.ts',
  'lib/background/side-panel.ts',
  'lib/background/site-switch.ts',
  'lib/settings',
  'lib/sources/shared',
  'lib/sources/sync',
  'lib/sources/user-list.ts',
  'lib/decompose/page.ts',
  // What the engine writes for the reader: verdict reasons, notices, the consent request.
  'lib/pipeline/stages',
  'lib/pipeline/answer',
  'lib/pipeline/translation.ts',
  'lib/pipeline/correction.ts',
  'lib/pipeline/run.ts',
  'lib/pipeline/single-claim.ts',
  'lib/privacy',
  'lib/tribunal/standing.ts',
  'lib/decompose/claimhood.ts',
  'lib/decompose/questions.ts',
  'lib/decompose/limits.ts',
  'lib/decompose/corrected-version.ts',
  'lib/decompose/outcome.ts',
  'lib/decompose/pick.ts',
  'lib/decompose/typed.ts',
  'lib/web/pages.ts',
  'lib/web/gather.ts',
  'lib/web/gather-rank.ts',
  'lib/web/scholarly.ts',
];
/** Not interface text: the overlay's style sheet. */
const NOT_TEXT = new Set(['lib/content/overlay-css.ts']);

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

describe('the interface catalogue', () => {
  it('says every message in every language, with the same $n values', () => {
    for (const message of messages) {
      for (const locale of LOCALES) {
        expect(message.texts[locale].trim(), `${message.name} in ${locale}`).not.toBe('');
        expect(marksOf(message.texts[locale]), `${message.name} in ${locale}`).toEqual(marksOf(message.texts.en));
        expect(message.texts[locale], `${message.name} in ${locale}: a lone $ (write $$)`).not.toMatch(/\$(?![$1-9])/);
      }
    }
  });

  it('names messages as Chrome allows, each name once whatever its case', () => {
    const seen = new Set<string>();
    for (const { name } of messages) {
      expect(name).toMatch(/^[A-Za-z0-9_]+$/);
      expect(seen.has(name.toLowerCase()), `${name} twice`).toBe(false);
      seen.add(name.toLowerCase());
    }
  });

  it('writes messages.json that the browser fills as t() does', () => {
    const sample = defineMessages('sample', {
      progress: {
        en: 'Checking $1 of $2…',
        de: 'Prüfe $1 von $2 …',
        es: 'Comprobando $1 de $2…',
        fr: 'Vérification $1 sur $2…',
      },
      price: { en: '$$5 and $1', de: '$$5 und $1', es: '$$5 y $1', fr: '$$5 et $1' },
    });
    for (const locale of LOCALES) {
      const json = messagesJson([sample], locale);
      for (const message of Object.values(sample)) {
        expect(getMessageFrom(json, message.name, ['3', '7'])).toBe(tIn(locale, message, 3, 7));
      }
    }
    expect(tIn('de', sample.progress, 3, 7)).toBe('Prüfe 3 von 7 …');
    expect(t(sample.price, 'x')).toBe('$5 and x');
  });

  it('writes every catalogued message into each language file', () => {
    for (const locale of LOCALES) {
      const json = JSON.parse(messagesJson(CATALOGUES, locale)) as Record<string, unknown>;
      expect(Object.keys(json).sort()).toEqual(messages.map((m) => m.name).sort());
    }
  });

  it('leaves no interface text outside the catalogue', () => {
    const stray = UI_SOURCES.flatMap(sourceFiles)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !NOT_TEXT.has(file))
      .flatMap((file) =>
        strayStrings(readFileSync(path.join(ROOT, file), 'utf8'), file).map((s) => `${file}:${s.line} ${s.text}`),
      );
    expect(stray).toEqual([]);
  });
});

describe('the stray-string scanner', () => {
  const scan = (source: string, file = 'x.tsx') => strayStrings(source, file).map((s) => s.text);

  it('finds words in JSX, text attributes, shown values and prose', () => {
    expect(scan('const a = <p title="Open it">Saved <b>{busy ? "Saving" : "Save"}</b></p>;')).toEqual([
      'Open it',
      'Saved',
      'Saving',
      'Save',
    ]);
    expect(
      scan(
        'el.textContent = "Retry"; el.setAttribute("aria-label", "Cancel"); const m = `Checked ${n} of ${k}.`;',
        'x.ts',
      ),
    ).toEqual(['Retry', 'Cancel', 'Checked § of §.']);
  });

  it('takes a reasoned exemption for the line it stands on and the next', () => {
    expect(
      scan(
        '// not interface text: a CSS font name\nconst f = "Noto Sans Display";\nconst g = "Two words here";',
        'x.ts',
      ),
    ).toEqual(['Two words here']);
  });

  it('reads a setter of an error message as text, a thrown error as code', () => {
    expect(scan('setError("Enter the full address"); throw new TypeError("Bad state here");', 'x.ts')).toEqual([
      'Enter the full address',
    ]);
  });

  it('leaves names for code alone', () => {
    expect(
      scan(
        'import x from "./Open thing"; log.warn("content", "It failed badly", e); const c = <p className="verdict done" data-state="Not this">{s === "running" && 1}</p>; throw new MessageError("a", "No such op here"); el.querySelector("p, li, h1");',
      ),
    ).toEqual([]);
  });
});
