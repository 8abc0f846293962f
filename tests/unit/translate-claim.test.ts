import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StageName } from '../../lib/core/types';
import { getDb } from '../../lib/db/database';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { translateToEnglish } from '../../lib/ml/language/translate';
import { bridgedTranslate, serveTranslatorBridge } from '../../lib/ml/language/translator-bridge';
import { SESSION_IDLE_MS } from '../../lib/ml/language/translator-sessions';
import { checkOne } from '../../lib/pipeline/run';
import { textsForModels, translateForModels } from '../../lib/pipeline/translation';
import type { EngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { lexicalEmbedder } from '../support/lexical-embedder';
import { scriptedTranslator } from '../support/translator';
import { stageContext } from './support/scripted-tribunal';

const GERMAN = 'Knoblauch schützt vor einer Infektion mit dem Coronavirus.';
const ENGLISH = 'Garlic protects against infection with the coronavirus.';
const german = { code: 'de', name: 'German' };

describe('translateToEnglish: Chrome’s Translator, every answer a result', () => {
  it('translates with an available pair through one translator, given back once idle', async () => {
    vi.useFakeTimers();
    try {
      const t = scriptedTranslator({ book: { [GERMAN]: ENGLISH } });
      expect(await translateToEnglish(t, GERMAN, 'de')).toEqual({ ok: true, english: ENGLISH });
      expect(await translateToEnglish(t, 'Vitamin C heilt Erkältungen.', 'de')).toMatchObject({ ok: true });
      expect(t.counts).toEqual({ create: 1, destroy: 0 });
      await vi.advanceTimersByTimeAsync(SESSION_IDLE_MS);
      expect(t.counts).toEqual({ create: 1, destroy: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports download progress while the pair downloads', async () => {
    const t = scriptedTranslator({ pairs: { de: 'downloading' } });
    const progress: number[] = [];
    const result = await translateToEnglish(t, GERMAN, 'de', { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ ok: true, english: `[en] ${GERMAN}` });
    expect(progress).toEqual([0, 0.4, 1]);
  });

  it.each([
    ['no Translator at all', null, /no on-device translation \(Chrome's Translator API/],
    ['an unavailable pair', scriptedTranslator({ pairs: {} }), /has no German → English model/],
    [
      'a pair to download without a click',
      scriptedTranslator({ pairs: { de: 'downloadable' } }),
      /has not downloaded its German → English translation model yet/,
    ],
  ] as const)('%s: a reason naming what is missing', async (_name, api, reason) => {
    const result = await translateToEnglish(api, GERMAN, 'de');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('a pair still to download is not asked for, and is marked for the side panel to offer', async () => {
    const t = scriptedTranslator({ pairs: { de: 'downloadable' } });
    t.userActivation = true;
    expect(await translateToEnglish(t, GERMAN, 'de')).toMatchObject({ ok: false, downloadable: true });
    expect(t.counts.create).toBe(0);
  });

  it('a download that never moves is given up on after 15 s without progress, with a reason', async () => {
    vi.useFakeTimers();
    try {
      const t = scriptedTranslator({ pairs: { de: 'downloading' } });
      t.stalled = true;
      let result: unknown = null;
      void translateToEnglish(t, GERMAN, 'de').then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(14_000);
      expect(result).toBeNull();
      await vi.advanceTimersByTimeAsync(1_500);
      expect(result).toEqual({
        ok: false,
        reason: "Chrome's German → English translation model showed no download progress for 15 s",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a create() that rejects and a translate() that throws mid-way are reasons, and the failed translator is dropped', async () => {
    const t = scriptedTranslator();
    t.failCreate = 'OperationError';
    expect(await translateToEnglish(t, GERMAN, 'de')).toEqual({
      ok: false,
      reason: "Chrome's German → English translation failed (The translator could not be created.)",
    });
    t.failTranslate = 'UnknownError';
    expect(await translateToEnglish(t, GERMAN, 'de')).toEqual({
      ok: false,
      reason: "Chrome's German → English translation failed (Other generic failures occurred.)",
    });
    expect(t.counts).toEqual({ create: 1, destroy: 1 });
  });
});

describe('the worker’s bridge to the window’s Translator', () => {
  it('carries the text there, the progress and the result back', async () => {
    const { port1, port2 } = new MessageChannel();
    const t = scriptedTranslator({
      pairs: { fr: 'downloading' },
      book: { 'Le sucre est toxique.': 'Sugar is toxic.' },
    });
    serveTranslatorBridge(port2, (text, from, o) => translateToEnglish(t, text, from, o));
    port1.start();
    port2.start();
    const progress: number[] = [];
    const translate = bridgedTranslate(port1);
    const result = await translate('Le sucre est toxique.', 'fr', { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ ok: true, english: 'Sugar is toxic.' });
    expect(progress).toEqual([0, 0.4, 1]);
    expect(await translate('x', 'ja')).toMatchObject({ ok: false });
    port1.close();
  });

  it('a cancelled check stops waiting for the host, and a host that throws still answers', async () => {
    const { port1, port2 } = new MessageChannel();
    let calls = 0;
    // The first translation never ends; the second throws.
    serveTranslatorBridge(port2, () =>
      ++calls === 1 ? new Promise(() => undefined) : Promise.reject(new Error('boom')),
    );
    port1.start();
    port2.start();
    const translate = bridgedTranslate(port1);
    const cancel = new AbortController();
    const waiting = translate('Le sucre est toxique.', 'fr', { signal: cancel.signal });
    cancel.abort(new DOMException('The check was cancelled.', 'AbortError'));
    await expect(waiting).rejects.toThrow('The check was cancelled.');
    expect(await translate('x', 'fr')).toEqual({ ok: false, reason: 'On-device translation failed (boom)' });
    port1.close();
  });
});

describe('what a check does with a claim its English-only models cannot read', () => {
  // A check's translations are kept for its length (its signal): each test is a check of its own.
  const check = () => ({ signal: new AbortController().signal });

  it('shows what was checked in English, from which language, as text', async () => {
    const t = scriptedTranslator({ book: { [GERMAN]: 'Garlic <b>protects</b>.' } });
    const tr = await translateForModels(GERMAN, german, check(), (text, from) => translateToEnglish(t, text, from));
    expect(tr).toEqual({
      ok: true,
      english: 'Garlic <b>protects</b>.',
      notice: 'Checked in English as: “Garlic <b>protects</b>.” (translated from German on your device).',
    });
  });

  it('names both fixes and what failed when no translation stands in', async () => {
    const tr = await translateForModels(GERMAN, german, check(), (text, from) =>
      translateToEnglish(scriptedTranslator({ pairs: {} }), text, from),
    );
    expect(tr).toEqual({
      ok: false,
      notice:
        "ClaimLens's models read English; German needs the multilingual models (Settings → Models) or Chrome's on-device translation, and Chrome's on-device translation has no German → English model. So memory was skipped and only the trusted web was asked.",
      reason: "Chrome's on-device translation has no German → English model",
    });
  });
});

describe('checkOne with Chrome’s Translator in the page', () => {
  const g = globalThis as { Translator?: unknown };
  afterEach(() => delete g.Translator);

  function ctx(stages: StageName[]) {
    const config: EngineConfig = {
      settings: defaultSettings(),
      secrets: {},
      sources: [...DEFAULT_SOURCES],
      hostAccess: null,
    };
    const base = stageContext(
      getDb(),
      { embedder: async () => lexicalEmbedder(), nli: async () => null },
      config,
      'check:translate',
    );
    return { ...base, onStage: (s: StageName) => stages.push(s) };
  }

  it('checks a German claim in English, through memory, and says so beside the verdict', async () => {
    const t = scriptedTranslator({ book: { [GERMAN]: ENGLISH } });
    g.Translator = t;
    const stages: StageName[] = [];
    const outcome = await checkOne(GERMAN, ctx(stages));
    expect(t.translated).toEqual([{ from: 'de', text: GERMAN }]);
    expect(stages).toContain('memory');
    expect(outcome.notice).toBe(`Checked in English as: “${ENGLISH}” (translated from German on your device).`);
  });

  it('a pair Chrome has to download: checked untranslated, and the outcome offers the pair for the Check tab', async () => {
    g.Translator = scriptedTranslator({ pairs: { de: 'downloadable' } });
    const outcome = await checkOne(GERMAN, ctx([]));
    expect(outcome.translationOffer).toBe('de');
    expect(outcome.notice).toMatch(/not downloaded its German → English translation model yet \(the Check tab offers/);
    g.Translator = scriptedTranslator({ pairs: {} });
    expect((await checkOne(GERMAN, ctx([]))).translationOffer).toBeUndefined();
  });

  it('a claim is translated once per check, for memory’s prefetch and its own check alike', async () => {
    const t = scriptedTranslator({ book: { [GERMAN]: ENGLISH } });
    g.Translator = t;
    const check = ctx([]);
    expect(await textsForModels([GERMAN, ENGLISH], check)).toEqual([ENGLISH, ENGLISH]);
    await checkOne(GERMAN, check);
    expect(t.translated).toEqual([{ from: 'de', text: GERMAN }]);
    g.Translator = scriptedTranslator({ pairs: {} });
    expect(await textsForModels([GERMAN], ctx([]))).toEqual([]);
  });

  it('never translates an English claim', async () => {
    const t = scriptedTranslator();
    g.Translator = t;
    const outcome = await checkOne(ENGLISH, ctx([]));
    expect(t.translated).toEqual([]);
    expect(outcome.notice).toBeUndefined();
  });

  it('a translation that fails mid-way: Unverified with every reason, memory skipped, nothing lost', async () => {
    const t = scriptedTranslator();
    t.failTranslate = 'UnknownError';
    g.Translator = t;
    const stages: StageName[] = [];
    const outcome = await checkOne(GERMAN, ctx(stages));
    expect(stages).not.toContain('memory');
    expect(outcome.verdict).toBe('Unverified');
    expect(outcome.reason).toMatch(/Online checking is off/);
    expect(outcome.notice).toMatch(
      /German needs the multilingual models .* translation failed \(Other generic failures occurred\.\)/,
    );
  });

  // Last: it stores a claim in memory that the tests above must not find.
  it('a translated claim answered from memory on old evidence keeps both notices', async () => {
    const w = new GraphWriter('pack:test');
    w.addClaim({ text: ENGLISH, status: 'FALSE', verifiedAt: Date.UTC(2019, 2, 1) });
    await knowledgeOf(getDb()).write(w);
    g.Translator = scriptedTranslator({ book: { [GERMAN]: ENGLISH } });
    const outcome = await checkOne(GERMAN, ctx([]));
    expect(outcome).toMatchObject({ verdict: 'False', path: 'memory' });
    expect(outcome.notice).toMatch(
      /^Checked in English as: .* \(translated from German on your device\)\. Evidence from 2019: guidance may have changed since\./,
    );
  });
});
