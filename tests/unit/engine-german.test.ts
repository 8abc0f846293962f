import { afterEach, describe, expect, it } from 'vitest';

import { createEngineHost, type EngineWorker } from '../../lib/engine/host';
import { canAnswerNow, type SetupStatus, setupSteps } from '../../lib/engine/setup';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { useBrowserLocale } from '../support/i18n';

/** What the engine writes a reader (the guided setup, an engine that stopped), read in a German browser. */

const MB = 1024 * 1024;
const status = (): SetupStatus => ({
  knowledge: { claims: 1234, starterPack: 'installed', work: null },
  models: [
    {
      id: 'all-MiniLM-L6-v2',
      name: 'MiniLM-L6',
      task: 'embed',
      state: 'partial',
      bytesOnDisk: 0,
      bytesToDownload: 23 * MB,
      download: null,
      error: null,
    },
  ],
  web: {
    enabled: false,
    provider: 'searxng',
    endpoint: 'https://search.example.org/',
    europePmc: true,
    factCheck: false,
    sources: ['cdc.gov'],
  },
  llm: { provider: 'none', target: '', model: '', connected: false, message: null },
});

/** A worker that never answers: the host's own words are what the test reads. */
function silentWorker(): EngineWorker {
  const target = new EventTarget();
  return {
    postMessage: () => undefined,
    addEventListener: target.addEventListener.bind(target) as EngineWorker['addEventListener'],
    terminate: () => undefined,
  };
}

describe('the engine’s words in a German browser', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('writes the guided setup’s steps and what can be answered now in German', () => {
    restore = useBrowserLocale('de');
    const [models, web, llm] = setupSteps(status());
    expect(models).toMatchObject({
      title: 'Die lokalen Modelle herunterladen',
      detail:
        'MiniLM-L6 (Embeddings, 23 MB) teilweise heruntergeladen. Sie laufen auf diesem Gerät: Umformulierte Behauptungen werden mit dem lokalen Wissen abgeglichen, und nichts wird gesendet.',
    });
    expect(web!.detail).toBe(
      'Eine kurze Suchanfrage aus der Behauptung geht an Ihre SearXNG-Instanz (search.example.org), Europe PMC; ClaimLens liest nur Ihre 1 vertrauenswürdige Website (cdc.gov). Aus: Nichts verlässt dieses Gerät.',
    );
    expect(llm!.title).toBe('Ein LLM verbinden');
    expect(canAnswerNow(status())).toEqual([
      'Die 1.234 Behauptungen im lokalen Wissen, wenn sie wortgleich geprüft werden, aus dem Gedächtnis.',
      'Andere Behauptungen enden Unbestätigt: Die Online-Prüfung ist aus.',
    ]);
  });

  it('tells a waiting check that the engine was stopped, in German', async () => {
    restore = useBrowserLocale('de');
    const host = createEngineHost(() => undefined, silentWorker);
    const config = { settings: defaultSettings(), secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };
    const waiting = host.relay('kg.status', {}, config);
    host.terminate();
    await expect(waiting).rejects.toThrow('Die lokale Engine wurde gestoppt. Wiederholen Sie die Prüfung.');
  });
});
