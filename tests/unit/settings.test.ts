import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from '../../lib/settings/schema';
import { exportSettings, importSettings } from '../../lib/settings/transfer';

describe('settings', () => {
  it('fills every default from an empty or partial object', () => {
    const s = defaultSettings();
    expect(s.general).toEqual({ showPill: true, restoreBadges: true, maxSelectionChars: 5000, maxConcurrentChecks: 2 });
    expect(parseSettings({ general: { showPill: false } }).general).toMatchObject({ showPill: false, maxSelectionChars: 5000 });
  });

  it('names the bad field', () => {
    expect(() => parseSettings({ general: { maxConcurrentChecks: 99 } })).toThrow(/general\.maxConcurrentChecks/);
  });

  it('round-trips through a settings file', () => {
    const s = defaultSettings();
    s.general.restoreBadges = false;
    const file = exportSettings(s, new Date('2026-01-01T00:00:00Z'));
    expect(JSON.parse(file)).toMatchObject({ format: 'claimlens-settings', version: 1, exportedAt: '2026-01-01T00:00:00.000Z' });
    expect(importSettings(file)).toEqual(s);
  });

  it('never exports secrets, even if a caller passes an object carrying one', () => {
    const s = { ...defaultSettings(), apiKey: 'sk-secret' } as never;
    expect(exportSettings(parseSettings(s))).not.toContain('sk-secret');
  });

  it('refuses files that are not settings files, with the reason', () => {
    expect(() => importSettings('{not json')).toThrow(/not valid JSON/);
    expect(() => importSettings('{"format":"other"}')).toThrow(/not a ClaimLens settings file/);
    expect(() => importSettings('{"format":"claimlens-settings","version":9,"settings":{}}')).toThrow(/version 9.*Update ClaimLens/);
    expect(() => importSettings('{"format":"claimlens-settings","version":1,"settings":{"general":{"maxSelectionChars":"lots"}}}')).toThrow(/maxSelectionChars/);
  });
});
