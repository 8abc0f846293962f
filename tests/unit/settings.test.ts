import { describe, expect, it } from 'vitest';

import { defaultSettings, parseSettings } from '../../lib/settings/schema';
import { exportSettings, importSettings, importSettingsOnto } from '../../lib/settings/transfer';

describe('settings', () => {
  it('fills every default from an empty or partial object', () => {
    const s = defaultSettings();
    expect(s.general).toEqual({ showPill: true, restoreBadges: true, maxSelectionChars: 5000, maxConcurrentChecks: 2 });
    expect(parseSettings({ general: { showPill: false } }).general).toMatchObject({
      showPill: false,
      maxSelectionChars: 5000,
    });
  });

  it('names the bad field', () => {
    expect(() => parseSettings({ general: { maxConcurrentChecks: 99 } })).toThrow(/general\.maxConcurrentChecks/);
  });

  it('round-trips through a settings file', () => {
    const s = defaultSettings();
    s.general.restoreBadges = false;
    const file = exportSettings(s, new Date('2026-01-01T00:00:00Z'));
    expect(JSON.parse(file)).toMatchObject({
      format: 'claimlens-settings',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(importSettings(file)).toEqual(s);
  });

  it('never exports secrets, even if a caller passes an object carrying one', () => {
    const s = { ...defaultSettings(), apiKey: 'sk-secret' } as never;
    expect(exportSettings(parseSettings(s))).not.toContain('sk-secret');
  });

  it('refuses files that are not settings files, with the reason', () => {
    expect(() => importSettings('{not json')).toThrow(/not valid JSON/);
    expect(() => importSettings('{"format":"other"}')).toThrow(/not a ClaimLens settings file/);
    expect(() => importSettings('{"format":"claimlens-settings","version":9,"settings":{}}')).toThrow(
      /version 9.*Update ClaimLens/,
    );
    expect(() =>
      importSettings('{"format":"claimlens-settings","version":1,"settings":{"general":{"maxSelectionChars":"lots"}}}'),
    ).toThrow(/maxSelectionChars/);
  });

  it('a file that names only some sections changes only those: the others keep their current values', () => {
    const current = defaultSettings();
    current.llm.model = 'gpt-4o-mini';
    current.web.enabled = true;
    current.memory.minConfidence = 0.8;
    const file = JSON.stringify({
      format: 'claimlens-settings',
      version: 1,
      settings: { memory: { minEntailmentProb: 0.5, similarity: { 'all-MiniLM-L6-v2': 0.66 } } },
    });
    const s = importSettingsOnto(file, current);
    expect(s.llm).toEqual(current.llm);
    expect(s.web).toEqual(current.web);
    // The section it names is the file's, whole: its absent fields take their defaults.
    expect(s.memory).toEqual({
      ...defaultSettings().memory,
      minEntailmentProb: 0.5,
      similarity: { 'all-MiniLM-L6-v2': { macro: 0.66, micro: 0.66 } },
    });
    expect(() => importSettingsOnto('{not json', current)).toThrow(/not valid JSON/);
    expect(() =>
      importSettingsOnto(
        JSON.stringify({ format: 'claimlens-settings', version: 1, settings: { memory: { similarity: { x: 2 } } } }),
        current,
      ),
    ).toThrow(/memory\.similarity\.x/);
  });
});
