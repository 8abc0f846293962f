import { describe, expect, it } from 'vitest';

import type { StageName } from '../../lib/core/types';
import { getDb } from '../../lib/db/database';
import { createLlmServices } from '../../lib/llm/provider';
import { LlmSession } from '../../lib/llm/session';
import { LocalLlm } from '../../lib/llm/webllm';
import { languageContexts, languageGate, readsLanguage } from '../../lib/pipeline/language';
import { checkOne } from '../../lib/pipeline/run';
import type { StageContext } from '../../lib/pipeline/stage';
import { ConsentBroker, createConsentGate } from '../../lib/privacy/consent';
import type { EngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { lexicalEmbedder } from '../support/lexical-embedder';

const models = (embedModelId: string, nliModelId: string) => ({ embedModelId, nliModelId, custom: [] });
const ENGLISH = models('all-MiniLM-L6-v2', 'nli-deberta-v3-xsmall');
const MULTI = models('paraphrase-multilingual-MiniLM-L12-v2', 'mdeberta-v3-base-xnli');

describe('languageGate: may the local models read this claim?', () => {
  it.each([
    ['an English claim with English models', 'Garlic prevents COVID-19 infection.', ENGLISH, false],
    ['a German claim with English models', 'Knoblauch schützt vor einer Infektion mit dem Coronavirus.', ENGLISH, true],
    ['a Chinese claim with English models', '大蒜可以预防新冠病毒感染。', ENGLISH, true],
    [
      'a German claim with the multilingual pair',
      'Knoblauch schützt vor einer Infektion mit dem Coronavirus.',
      MULTI,
      false,
    ],
    [
      'a German claim with a multilingual embedder but an English NLI model',
      'Knoblauch schützt vor einer Infektion mit dem Coronavirus.',
      models('paraphrase-multilingual-MiniLM-L12-v2', 'nli-deberta-v3-xsmall'),
      true,
    ],
    [
      'a German claim with models the registry does not know',
      'Knoblauch schützt vor einer Infektion mit dem Coronavirus.',
      models('team-model', 'team-nli'),
      true,
    ],
    ['too short to tell, and no page language (Node): no ground to refuse', 'Ivermectin', ENGLISH, false],
  ] as const)('%s', (_name, claim, m, skip) => {
    const gate = languageGate(claim, m);
    expect(gate.skipMemory).toBe(skip);
  });

  it('too short to tell on a German page: German, not English', () => {
    const gate = languageGate('Ivermectin', ENGLISH, { fallback: 'de' });
    expect(gate.language).toMatchObject({ code: 'de', by: 'fallback' });
    expect(gate.skipMemory).toBe(true);
    expect(languageGate('Ivermectin', ENGLISH, { fallback: 'en' }).skipMemory).toBe(false);
  });

  it('the browser’s sure detection decides for the selection it read', () => {
    const browser = { languages: [{ code: 'de', share: 0.97 }], reliable: true };
    expect(languageGate('Ivermectin', ENGLISH, { browser }).language.code).toBe('de');
  });

  it('sentences of a selection fall back to the language the whole selection was found in', () => {
    const text = 'Knoblauch schützt vor einer Infektion mit dem Coronavirus. Ivermectin!';
    const { whole, parts } = languageContexts(text, { fallback: 'en' });
    expect(whole).toEqual({ fallback: 'en' });
    expect(parts).toEqual({ fallback: 'de' });
    expect(languageContexts('Ivermectin', { fallback: 'fr' }).parts).toEqual({ fallback: 'fr' });
    expect(languageContexts('Ivermectin').parts).toEqual({});
  });

  it('reads a custom entry’s own languages', () => {
    expect(readsLanguage({ languages: ['de', 'fr'] }, 'de')).toBe(true);
    expect(readsLanguage({ languages: ['de', 'fr'] }, 'es')).toBe(false);
    expect(readsLanguage({}, 'en')).toBe(true);
    expect(readsLanguage({}, 'de')).toBe(false);
  });
});

describe('checkOne with a claim the models cannot read', () => {
  function ctx(stages: StageName[]): StageContext {
    const settings = defaultSettings();
    const config: EngineConfig = { settings, secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };
    const signal = new AbortController().signal;
    return {
      db: getDb(),
      models: { embedder: async () => lexicalEmbedder(), nli: async () => null },
      config,
      llm: new LlmSession(
        createLlmServices(() => new LocalLlm()),
        config,
      ),
      consent: createConsentGate({
        broker: new ConsentBroker(getDb()),
        checkId: 'check:language',
        privacy: { askBeforeSending: false, allowedRecipients: [] },
        signal,
        onStage: (s) => stages.push(s),
      }),
      signal,
      onStage: (s) => stages.push(s),
    };
  }

  it('skips memory, goes to the web path (off here: it says so) and carries the notice', async () => {
    const stages: StageName[] = [];
    const outcome = await checkOne('Knoblauch schützt vor einer Infektion mit dem Coronavirus.', ctx(stages));
    expect(stages).not.toContain('memory');
    expect(outcome.verdict).toBe('Unverified');
    expect(outcome.reason).toMatch(/Online checking is off/);
    // No Translator under Node: the notice names the language, both fixes and what is missing.
    expect(outcome.notice).toBe(
      "ClaimLens's models read English; German needs the multilingual models (Settings → Models) or Chrome's on-device translation, and this browser has no on-device translation (Chrome's Translator API, Chrome 138 or later on a desktop). So memory was skipped and only the trusted web was asked.",
    );
  });

  it('an English claim goes through memory as before, with no notice', async () => {
    const stages: StageName[] = [];
    const outcome = await checkOne('Garlic prevents COVID-19 infection.', ctx(stages));
    expect(stages).toContain('memory');
    expect(outcome.notice).toBeUndefined();
  });
});
