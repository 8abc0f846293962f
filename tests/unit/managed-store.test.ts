import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetPolicy, loadPolicy, managedSourceLists, managedTeamPacks } from '../../lib/settings/managed';
import { applyImport } from '../../lib/settings/review';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { loadSettings, updateSettings, watchSettings } from '../../lib/settings/store';
import { exportSettings, importSettingsUnderLocks } from '../../lib/settings/transfer';
import { MemoryArea } from '../support/memory-storage';

/**
 * Issue 15, item 1, through the store every writer uses: the Settings UI and the engine's
 * writes (updateSettings), a settings import, and the live update when the admin changes policy.
 */

type Listener = (changes: Record<string, unknown>, area: string) => void;

const KEY = 'WpvTU3VuUUu0WjBwG3xHaLXi8OJ8vqKLJBZnAmL5G6Q=';

let local: MemoryArea;
let managed: { get: (keys: null) => Promise<Record<string, unknown>> };
let policy: Record<string, unknown>;
let listeners: Set<Listener>;

function stub(managedArea: unknown) {
  vi.stubGlobal('chrome', {
    storage: {
      local,
      ...(managedArea ? { managed: managedArea } : {}),
      onChanged: {
        addListener: (l: Listener) => listeners.add(l),
        removeListener: (l: Listener) => listeners.delete(l),
      },
    },
  });
}

/** The admin changes the policy: Chrome updates storage.managed and tells every context. */
function setPolicy(next: Record<string, unknown>) {
  policy = next;
  for (const l of [...listeners]) l({}, 'managed');
}

beforeEach(() => {
  forgetPolicy();
  local = new MemoryArea();
  listeners = new Set();
  policy = {};
  managed = { get: async () => structuredClone(policy) };
  stub(managed);
});
afterEach(() => vi.unstubAllGlobals());

const withPill = (s: Settings, showPill: boolean): Settings => ({ ...s, general: { ...s.general, showPill } });

describe('a locked setting cannot be changed by any writer', () => {
  beforeEach(() => {
    policy = { locked: { 'general.showPill': false }, llm: { baseUrl: 'https://llm.example.org/v1', model: 'team' } };
  });

  it('reads as the policy’s value although the reader stored another', async () => {
    await local.set({ settings: withPill(defaultSettings(), true) });
    const s = await loadSettings();
    expect([s.general.showPill, s.llm.provider, s.llm.baseUrl, s.llm.model]).toEqual([
      false,
      'openai-compatible',
      'https://llm.example.org/v1',
      'team',
    ]);
  });

  it('the UI (or engine) write path: updateSettings keeps the locked value and applies the rest', async () => {
    const out = await updateSettings((s) => ({
      ...withPill(s, true),
      general: { ...s.general, showPill: true, maxConcurrentChecks: 5 },
      llm: { ...s.llm, baseUrl: 'https://elsewhere.example/v1' },
    }));
    expect([out.general.showPill, out.general.maxConcurrentChecks, out.llm.baseUrl]).toEqual([
      false,
      5,
      'https://llm.example.org/v1',
    ]);
    const stored = (await local.get('settings')).settings as Settings;
    // Underneath, the reader's own value stays as it was before the write (the default here).
    expect([stored.general.showPill, stored.llm.baseUrl]).toEqual([true, defaultSettings().llm.baseUrl]);
  });

  it('an import: locked settings are skipped with the reason, the others are imported', async () => {
    const file = defaultSettings();
    file.general.showPill = true;
    file.general.restoreBadges = false;
    file.llm.baseUrl = 'https://llm.attacker.example/v1';
    const current = await loadSettings();
    const { incoming, skipped } = importSettingsUnderLocks(
      exportSettings(file),
      current,
      (await loadPolicy()).policy.locks,
    );
    expect(skipped).toEqual([
      { path: 'general.showPill', reason: 'Set by your organisation' },
      { path: 'llm.provider', reason: 'Set by your organisation' },
      { path: 'llm.baseUrl', reason: 'Set by your organisation' },
      { path: 'llm.model', reason: 'Set by your organisation' },
    ]);
    const out = await updateSettings((c) => applyImport(c, incoming, new Set()));
    expect([out.general.showPill, out.general.restoreBadges, out.llm.baseUrl]).toEqual([
      false,
      false,
      'https://llm.example.org/v1',
    ]);
  });

  it('a lock lifted: the reader’s own value comes back', async () => {
    await local.set({ settings: withPill(defaultSettings(), true) });
    await updateSettings((s) => withPill(s, true));
    setPolicy({});
    expect((await loadSettings()).general.showPill).toBe(true);
  });
});

describe('a change of policy applies without a restart', () => {
  it('watchSettings reports the settings anew when storage.managed changes', async () => {
    const seen: boolean[] = [];
    watchSettings((s) => seen.push(s.general.showPill));
    expect((await loadSettings()).general.showPill).toBe(true);
    setPolicy({ locked: { 'general.showPill': false } });
    await vi.waitFor(() => expect(seen).toEqual([false]));
  });
});

describe('the accessors the subscriptions read', () => {
  it('team packs and source lists with their pinned keys; refused entries are left out', async () => {
    policy = {
      teamPacks: [
        { url: 'https://packs.example.org/clinic.json', publicKey: KEY },
        { url: 'http://packs.example.org/x.json', publicKey: KEY },
      ],
      sourceLists: [{ url: 'https://lists.example.org/team.json', publicKey: KEY }],
    };
    expect(await managedTeamPacks()).toEqual([{ url: 'https://packs.example.org/clinic.json', publicKey: KEY }]);
    expect(await managedSourceLists()).toEqual([{ url: 'https://lists.example.org/team.json', publicKey: KEY }]);
  });
});

describe('an unmanaged browser behaves exactly as before', () => {
  it.each([
    ['Chrome without policy ({})', () => stub(managed)],
    [
      'Firefox without policies.json (the read rejects)',
      () => stub({ get: async () => Promise.reject(new Error('Managed storage manifest not found')) }),
    ],
    ['no managed area at all', () => stub(null)],
  ])('%s', async (_name, setup) => {
    setup();
    forgetPolicy();
    expect((await loadPolicy()).managed).toBe(false);
    expect(await managedTeamPacks()).toEqual([]);
    const out = await updateSettings((s) => ({
      ...withPill(s, false),
      llm: { ...s.llm, baseUrl: 'https://mine.example/v1' },
    }));
    expect([out.general.showPill, out.llm.baseUrl]).toEqual([false, 'https://mine.example/v1']);
    expect((await local.get('settings')).settings).toEqual(out);
  });
});
