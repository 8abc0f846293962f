import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  canAnswerNow,
  connectionKey,
  hostOf,
  offersBuiltin,
  type SetupStatus,
  setupSteps,
} from '../../lib/engine/setup';
import { TRY_IT_CLAIMS } from '../../lib/kg/packs/try-it';
import { defaultSettings, sectionDefaults } from '../../lib/settings/schema';

/** The guided setup's decisions: each step done or not from the engine's state, and what can be answered now. */

const MB = 1024 * 1024;
const model = (
  task: 'embed' | 'nli',
  state: SetupStatus['models'][number]['state'],
): SetupStatus['models'][number] => ({
  id: task === 'embed' ? 'all-MiniLM-L6-v2' : 'nli-deberta-v3-xsmall',
  name: task === 'embed' ? 'MiniLM-L6' : 'DeBERTa-v3-xsmall',
  task,
  state,
  bytesOnDisk: state === 'installed' ? 23 * MB : 0,
  bytesToDownload: state === 'installed' ? 0 : 23 * MB,
  download: null,
  error: null,
});

function fresh(): SetupStatus {
  return {
    knowledge: { claims: 1234, starterPack: 'installed', work: null },
    models: [model('embed', 'not-installed'), model('nli', 'not-installed')],
    web: {
      enabled: false,
      provider: 'duckduckgo',
      endpoint: 'https://html.duckduckgo.com/html/',
      europePmc: true,
      factCheck: false,
      sources: ['cdc.gov', 'who.int', 'nih.gov', 'nhs.uk'],
    },
    llm: { provider: 'none', target: '', model: '', connected: false, message: null },
  };
}

const done = (s: SetupStatus) => Object.fromEntries(setupSteps(s).map((step) => [step.id, step.done]));

describe('setupSteps', () => {
  it.each<{ name: string; change(s: SetupStatus): void; want: Record<string, boolean> }>([
    { name: 'fresh install', change: () => undefined, want: { models: false, web: false, llm: false } },
    {
      name: 'one model of two installed',
      change: (s) => (s.models[0] = model('embed', 'installed')),
      want: { models: false, web: false, llm: false },
    },
    {
      name: 'both models installed',
      change: (s) => (s.models = [model('embed', 'installed'), model('nli', 'installed')]),
      want: { models: true, web: false, llm: false },
    },
    { name: 'no model chosen at all', change: (s) => (s.models = []), want: { models: false, web: false, llm: false } },
    {
      name: 'online checking on',
      change: (s) => (s.web.enabled = true),
      want: { models: false, web: true, llm: false },
    },
    {
      name: 'endpoint set, not tested',
      change: (s) =>
        (s.llm = {
          provider: 'openai-compatible',
          target: '127.0.0.1:8080',
          model: 'm',
          connected: false,
          message: null,
        }),
      want: { models: false, web: false, llm: false },
    },
    {
      name: 'endpoint tested',
      change: (s) =>
        (s.llm = {
          provider: 'openai-compatible',
          target: '127.0.0.1:8080',
          model: 'm',
          connected: true,
          message: null,
        }),
      want: { models: false, web: false, llm: true },
    },
  ])('$name', ({ change, want }) => {
    const s = fresh();
    change(s);
    expect(done(s)).toEqual(want);
  });

  it('says which models, their sizes, the search service, the sources and what is sent', () => {
    const [models, web, llm] = setupSteps(fresh());
    expect(models!.detail).toBe(
      'MiniLM-L6 (embeddings, 23 MB) · DeBERTa-v3-xsmall (NLI, 23 MB). They run on this device: reworded claims are matched against local knowledge and nothing is sent.',
    );
    expect(web!.detail).toBe(
      'A short search query made from the claim goes to DuckDuckGo (html.duckduckgo.com), Europe PMC; only your 4 trusted sites (cdc.gov, who.int, nih.gov, …) are read. Off: nothing leaves this device.',
    );
    expect(llm!.detail).toContain('Without one, online checks show the evidence, Unverified.');
  });

  it('an endpoint whose last test failed says why', () => {
    const s = fresh();
    s.llm = {
      provider: 'openai-compatible',
      target: '127.0.0.1:8080',
      model: 'm',
      connected: false,
      message: 'HTTP 401: bad key',
    };
    expect(setupSteps(s)[2]!.detail).toBe(
      'm at 127.0.0.1:8080: the claim and the evidence are sent there. Last test failed: HTTP 401: bad key',
    );
  });
});

describe('the browser’s built-in model in the guided setup', () => {
  it('is offered in one click only where Chrome has a model that can be used', () => {
    expect(['available', 'downloadable', 'downloading'].map((a) => offersBuiltin(a as 'available'))).toEqual([
      true,
      true,
      true,
    ]);
    expect([null, 'missing', 'unavailable'].map((a) => offersBuiltin(a as null))).toEqual([false, false, false]);
    expect(setupSteps(fresh(), 'downloadable')[2]!.detail).toContain(
      'the browser’s built-in model (no key, nothing sent)',
    );
    expect(setupSteps(fresh(), 'missing')[2]!.detail).not.toContain('built-in');
  });

  it('chosen, the LLM step is done once the model is downloaded, as the side panel finds it', () => {
    const s = fresh();
    s.llm = { provider: 'browser', target: '', model: 'Gemini Nano', connected: false, message: null };
    s.web.enabled = true;
    expect(setupSteps(s, 'downloading')[2]).toMatchObject({
      done: false,
      detail: 'The browser’s built-in model (Gemini Nano): not downloaded yet.',
    });
    expect(setupSteps(s, 'available')[2]).toMatchObject({
      done: true,
      detail: 'The browser’s built-in model (Gemini Nano): ready; it runs on this device and nothing is sent.',
    });
    expect(canAnswerNow(s, 'available')).toContain(
      'Other health claims, from your trusted sources online, weighed by the LLM.',
    );
  });
});

describe('canAnswerNow', () => {
  it.each<{ name: string; change(s: SetupStatus): void; want: string[] }>([
    {
      name: 'fresh install',
      change: () => undefined,
      want: [
        'The 1,234 claims in local knowledge, when they are checked word for word, from memory.',
        'Other claims end Unverified: online checking is off.',
      ],
    },
    {
      name: 'while the starter pack is installed',
      change: (s) => (s.knowledge = { claims: 0, starterPack: 'absent', work: 'installing' }),
      want: [
        'Local knowledge is still being installed: claims from it are answered in a moment.',
        'Other claims end Unverified: online checking is off.',
      ],
    },
    {
      name: 'models, web and an LLM',
      change: (s) => {
        s.models = [model('embed', 'installed'), model('nli', 'installed')];
        s.web.enabled = true;
        s.llm = { provider: 'openai-compatible', target: 'x', model: 'm', connected: true, message: null };
      },
      want: [
        'Claims like the 1,234 in local knowledge, also when reworded, from memory.',
        'Other health claims, from your trusted sources online, weighed by the LLM.',
      ],
    },
    {
      name: 'web without an LLM, empty knowledge',
      change: (s) => {
        s.web.enabled = true;
        s.knowledge = { claims: 0, starterPack: 'removed', work: null };
      },
      want: [
        'Nothing from memory yet: local knowledge is empty (Knowledge tab → import a pack, or reinstall the starter pack).',
        'Other health claims: the evidence from your trusted sources is shown, Unverified until an LLM weighs it.',
      ],
    },
  ])('$name', ({ change, want }) => {
    const s = fresh();
    change(s);
    expect(canAnswerNow(s)).toEqual(want);
  });
});

describe('connection keys and hosts', () => {
  it('a test of one endpoint or model does not count for another', () => {
    const llm = {
      ...defaultSettings().llm,
      provider: 'openai-compatible' as const,
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'a',
    };
    expect(connectionKey(llm)).not.toBe(connectionKey({ ...llm, model: 'b' }));
    expect(connectionKey(llm)).not.toBe(connectionKey({ ...llm, baseUrl: 'http://127.0.0.1:9090/v1' }));
    expect(connectionKey({ ...llm, provider: 'webllm' })).toBe(`webllm|${llm.localModel}`);
  });

  it.each([
    ['https://html.duckduckgo.com/html/', 'html.duckduckgo.com'],
    ['http://127.0.0.1:8080/v1', '127.0.0.1:8080'],
    ['', ''],
  ])('hostOf(%j) = %j', (url, host) => expect(hostOf(url)).toBe(host));
});

describe('Settings → Advanced → Reset section to defaults', () => {
  it('restores exactly the fields of the block, at their defaults', () => {
    const d = defaultSettings();
    expect(sectionDefaults('llm', ['timeoutSeconds', 'maxRetries'])).toEqual({
      timeoutSeconds: d.llm.timeoutSeconds,
      maxRetries: d.llm.maxRetries,
    });
    expect(sectionDefaults('memory', ['minConfidence'])).toEqual({ minConfidence: d.memory.minConfidence });
  });
});

describe('Try it claims', () => {
  it('are in the starter pack word for word, one stored as false and one as true', () => {
    const pack = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../public/packs/check-covid-starter.json'), 'utf8'),
    ) as { claims: { text: string; status: string }[] };
    expect(TRY_IT_CLAIMS.map((t) => pack.claims.find((c) => c.text === t)?.status)).toEqual(['FALSE', 'TRUE']);
  });
});
