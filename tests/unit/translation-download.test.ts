import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  downloadFailure,
  downloadLine,
  downloadTranslation,
  NO_TRANSLATOR_HERE,
} from '../../lib/ml/language/translation-download';
import { pairLine, rememberPair, usedPairs } from '../../lib/ml/language/translation-pairs';
import type { TranslatorSession } from '../../lib/ml/language/translator-api';
import { pairSessions } from '../../lib/ml/language/translator-sessions';
import { scriptedTranslator } from '../support/translator';

describe('the side panel’s download of a language pair', () => {
  it('needs the reader’s click, reports progress, and leaves the pair on the device', async () => {
    const t = scriptedTranslator({ pairs: { de: 'downloadable' } });
    await expect(downloadTranslation(t, 'de', () => undefined)).rejects.toMatchObject({ name: 'NotAllowedError' });
    t.userActivation = true;
    const progress: number[] = [];
    await downloadTranslation(t, 'de', (p) => progress.push(p));
    expect(progress).toEqual([0, 0.4, 1]);
    expect(await t.availability({ sourceLanguage: 'de', targetLanguage: 'en' })).toBe('available');
    expect(t.counts).toEqual({ create: 1, destroy: 1 });
    await expect(downloadTranslation(null, 'de', () => undefined)).rejects.toThrow(NO_TRANSLATOR_HERE);
  });

  it('says what happens at each step, the progress in whole percent', () => {
    expect(downloadLine({ phase: 'downloading', loaded: 0.4 }, 'de')).toBe(
      'Downloading the German → English translation model… 40 %',
    );
    expect(downloadLine({ phase: 'offer' }, 'fr')).toMatch(/Chrome can translate French on this device/);
    expect(downloadLine({ phase: 'ready' }, 'de')).toMatch(/Check the claim again/);
    expect(downloadLine({ phase: 'failed', error: 'x' }, 'de')).toMatch(/the claim stays checked as it was/);
  });

  it.each([
    ['QuotaExceededError', /Not enough disk space .* \(QuotaExceededError\): free some space/],
    [
      'NotSupportedError',
      /no German → English translation model for this device \(NotSupportedError\): the multilingual models/,
    ],
    ['NotAllowedError', /without a click \(NotAllowedError\): press the Download button itself/],
    ['AbortError', /stopped \(AbortError\): press Download again/],
    ['NetworkError', /\(NetworkError\): check the connection/],
    ['OperationError', /download failed \(OperationError: it broke\): press Download again/],
  ])('a %s is named, with what to do', (name, text) => {
    expect(downloadFailure(new DOMException('it broke', name), 'de')).toMatch(text);
  });

  it('a scripted create() failure reaches the reader by its name', async () => {
    const t = scriptedTranslator({ pairs: { de: 'downloadable' } });
    t.userActivation = true;
    t.failCreate = 'QuotaExceededError';
    const failure = await downloadTranslation(t, 'de', () => undefined).catch((e: unknown) => downloadFailure(e, 'de'));
    expect(failure).toMatch(/QuotaExceededError/);
    expect(await t.availability({ sourceLanguage: 'de', targetLanguage: 'en' })).toBe('downloadable');
  });
});

describe('one translator per language pair', () => {
  afterEach(() => vi.useRealTimers());
  const session = (log: string[], name: string): TranslatorSession => ({
    translate: (text) => Promise.resolve(`${name}:${text}`),
    destroy: () => log.push(`destroy ${name}`),
  });

  it('shares one session between translations at once, and destroys it only once idle', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const sessions = pairSessions(1000);
    let made = 0;
    const make = () => (made++, Promise.resolve(session(log, `s${made}`)));
    const slow = sessions.use('de', make, async (s) => (await vi.advanceTimersByTimeAsync(1500), s.translate('a')));
    const quick = await sessions.use('de', make, (s) => s.translate('b'));
    expect(quick).toBe('s1:b');
    expect(await slow).toBe('s1:a');
    expect(made).toBe(1);
    expect(log).toEqual([]);
    expect(sessions.has('de')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['destroy s1']);
    expect(sessions.has('de')).toBe(false);
  });

  it('a failed translation drops its session; a failed create is not kept', async () => {
    const log: string[] = [];
    const sessions = pairSessions();
    const failing = sessions.use(
      'de',
      () => Promise.resolve(session(log, 's1')),
      () => Promise.reject(new Error('mid-way')),
    );
    await expect(failing).rejects.toThrow('mid-way');
    expect(log).toEqual(['destroy s1']);
    await expect(
      sessions.use(
        'fr',
        () => Promise.reject(new Error('no model')),
        (s) => s.translate('x'),
      ),
    ).rejects.toThrow('no model');
    expect(sessions.has('fr')).toBe(false);
    expect(
      await sessions.use(
        'fr',
        () => Promise.resolve(session(log, 's2')),
        (s) => s.translate('x'),
      ),
    ).toBe('s2:x');
  });
});

describe('the translation pairs Settings → Models lists', () => {
  const storage = () => {
    const kept = new Map<string, string>();
    return {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    } as Storage;
  };

  it('remembers each source language once, in the order first asked; a damaged list reads as none', () => {
    const s = storage();
    expect(usedPairs(s)).toEqual([]);
    rememberPair('de', s);
    rememberPair('fr', s);
    rememberPair('de', s);
    expect(usedPairs(s)).toEqual(['de', 'fr']);
    s.setItem('claimlens:translation-pairs', '{not json');
    expect(usedPairs(s)).toEqual([]);
  });

  it.each([
    ['available', 'German → English: on this device'],
    ['downloadable', 'German → English: Chrome can download it'],
    ['downloading', 'German → English: Chrome is downloading it'],
    ['unavailable', 'German → English: Chrome has no model for it'],
    ['missing', 'German → English: this browser has no on-device translation'],
  ] as const)('a pair that is %s reads “%s”', (state, line) => {
    expect(pairLine('de', state)).toBe(line);
  });
});
