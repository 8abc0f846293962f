import { afterEach, describe, expect, it } from 'vitest';

import { checkDecomposeInput } from '../../lib/decompose/limits';
import { pickProblem } from '../../lib/decompose/pick';
import { setContextLocale } from '../../lib/i18n/t';
import { needsLlm, passagesOutcome } from '../../lib/pipeline/answer/outcome';
import { correctionFromQuote } from '../../lib/pipeline/correction';
import { decideFromDocuments } from '../../lib/pipeline/stages/documents/nli-rule';
import { translateForModels } from '../../lib/pipeline/translation';
import { consentReason } from '../../lib/privacy/consent';
import { onlineRecipients } from '../../lib/privacy/recipients';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { verdictStanding } from '../../lib/tribunal/standing';
import { searchNote } from '../../lib/web/gather-rank';
import { GARLIC_BUNDLE } from '../fixtures/bundles';

/**
 * What a check tells beside its verdict and what the consent request lists, written in the engine
 * worker: in the reader's language that the request carried.
 */

afterEach(() => setContextLocale('en'));

const ctx = () => ({ signal: new AbortController().signal });
const german = { code: 'de', name: 'German' };

describe('notices in the reader language', () => {
  it('names what was checked in the claim’s place, and the claim’s language, in German', async () => {
    setContextLocale('de');
    const done = await translateForModels('Zucker ist giftig.', german, ctx(), async () => ({
      ok: true,
      english: 'Sugar is toxic.',
    }));
    expect(done.notice).toBe('Auf Englisch geprüft als: „Sugar is toxic.“ (auf Ihrem Gerät übersetzt aus: Deutsch).');
  });

  it('keeps the English notice as it was', async () => {
    const done = await translateForModels('Zucker ist giftig.', german, ctx(), async () => ({
      ok: true,
      english: 'Sugar is toxic.',
    }));
    expect(done.notice).toBe('Checked in English as: “Sugar is toxic.” (translated from German on your device).');
  });
});

describe('the consent request in the reader language', () => {
  it('lists what goes where, and why nothing was sent, in French', () => {
    setContextLocale('fr');
    const config = defaultEngineConfig();
    config.settings.web.factCheck = true;
    const list = onlineRecipients('Le sucre est toxique.', config, {
      endpoint: 'https://api.example.com/v1',
      model: 'm-1',
      leavesDevice: true,
    } as Parameters<typeof onlineRecipients>[2]);
    expect(list.find((r) => r.origin === 'trusted-sources')).toMatchObject({ label: 'vos sources de confiance' });
    expect(list.at(-1)).toMatchObject({ label: 'api.example.com (modèle m-1)' });
    expect(list.at(-1)!.what).toContain('l’affirmation (21 caractères)');
    expect(consentReason({ state: 'expired', recipients: list.slice(-1) })).toBe(
      'Non envoyé : personne n’a répondu dans les 5 minutes à la demande d’envoyer cette affirmation à api.example.com (modèle m-1). Vérifiez de nouveau pour être de nouveau sollicité.',
    );
  });
});

describe('the tribunal’s and the documents’ reasons in the reader language', () => {
  it('says in German why a verdict did not stand and why a correction is unverified', () => {
    setContextLocale('de');
    const standing = verdictStanding({
      verdict: 'True',
      by: 'judge',
      winning: [],
      primarySource: null,
      bundle: GARLIC_BUNDLE,
    });
    expect(standing).toEqual({
      stands: false,
      reason:
        'Das Urteil des Richters (Wahr) hatte keine geprüfte Stütze: kein stützendes Zitat hat die Zitatprüfung bestanden.',
    });
    expect(correctionFromQuote('Garlic cures nothing.', []).detail).toMatch(/^Keine geprüfte Passage sagt/);
  });

  it('says in Spanish that the documents disagree', () => {
    setContextLocale('es');
    const passage = 'Flublok is approved for use in adults 18 years of age and older.';
    const reading = (e: number, c: number) => ({
      text: passage,
      S: 0.8,
      nli: { entailment: e, contradiction: c, neutral: 1 - e - c },
      instructionLike: false,
    });
    const d = decideFromDocuments(
      'Flublok is approved for adults 18 years of age and older.',
      [reading(0.95, 0.02), reading(0.02, 0.95)],
      defaultSettings().memory,
    );
    expect(!d.verdict && d.reason).toBe(
      'Sus documentos discrepan sobre esta afirmación: un pasaje la respalda y otro la contradice.',
    );
  });
});

describe('an open question’s reason in the reader language', () => {
  it('says in German why no answer was composed', () => {
    setContextLocale('de');
    expect(passagesOutcome([], needsLlm()).reason).toBe(
      'Eine offene Frage hat kein Ja oder Nein. Eine zusammengesetzte Antwort braucht ein LLM (Einstellungen → LLM). Die Passagen Ihrer Quellen, die ihr am nächsten kommen, stehen unten, jede mit ihrer Herkunft.',
    );
  });
});

describe('why the web gave nothing, in the reader language', () => {
  it('says in German that a search found nothing, or nothing trusted', () => {
    setContextLocale('de');
    expect(searchNote({ provider: 'SearXNG', query: 'Knoblauch', results: 0, candidates: 0 })).toBe(
      'SearXNG hat für „Knoblauch“ nichts gefunden.',
    );
    expect(searchNote({ provider: 'SearXNG', query: 'Knoblauch', results: 12, candidates: 0 })).toBe(
      'Keines der 12 Ergebnisse steht auf Ihrer vertrauenswürdigen Liste.',
    );
  });
});

describe('why a selection is refused, in the reader language', () => {
  it('says in German that a selection is too long, its numbers as German writes them', () => {
    setContextLocale('de');
    expect(checkDecomposeInput('a'.repeat(5001), 5000)?.message).toBe(
      'Diese Auswahl hat 5.001 Zeichen; ClaimLens teilt bis zu 5.000 Zeichen in Behauptungen. Wählen Sie eine kürzere Passage (ein paar Absätze) oder erhöhen Sie die Grenze unter Einstellungen → Auf Seiten.',
    );
  });
});

describe('why a pick is refused, in the reader language', () => {
  it('says in French that an unsplit check has nothing to pick', () => {
    setContextLocale('fr');
    expect(pickProblem(undefined, [0])).toBe(
      'Cette vérification n’a pas été découpée en phrases, il n’y a donc rien à choisir : sélectionnez un passage plus long.',
    );
  });
});
