import { applyLocks, keepLocked } from './locks';
import { loadPolicy, watchPolicy } from './managed';
import { defaultSettings, parseSettings, type Settings } from './schema';
import { loadStoredSecrets } from './secrets';

/**
 * Settings live in storage.local under one key; reads always yield a complete, valid object,
 * with the settings the organisation locked (managed.ts) at the policy's values. Every write
 * comes through saveSettings, which keeps the locked ones as they were stored.
 */

export const SETTINGS_KEY = 'settings';
const KEY = SETTINGS_KEY;

/** The reader's own settings as stored, without the organisation's locks. */
async function loadStoredSettings(): Promise<Settings> {
  const stored = await chrome.storage.local.get(KEY);
  try {
    return parseSettings(stored[KEY]);
  } catch {
    // A broken stored value never blocks the extension; it is kept until the user saves anew.
    return defaultSettings();
  }
}

export async function loadSettings(): Promise<Settings> {
  const [stored, { policy }] = await Promise.all([loadStoredSettings(), loadPolicy()]);
  return applyLocks(stored, policy.locks);
}

export async function saveSettings(settings: Settings): Promise<Settings> {
  const valid = parseSettings(settings);
  const [stored, { policy }] = await Promise.all([loadStoredSettings(), loadPolicy()]);
  // Keys stored before they were bound are bound to the endpoints as they are before this change.
  await loadStoredSecrets(applyLocks(stored, policy.locks));
  const kept = keepLocked(stored, valid, policy.locks);
  await chrome.storage.local.set({ [KEY]: kept });
  return applyLocks(kept, policy.locks);
}

let updates: Promise<unknown> = Promise.resolve();

/**
 * Changes part of the settings against what is stored now. Updates run one after another, so
 * two quick edits in different places never overwrite each other with stale values.
 */
export function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const next = updates.then(async () => saveSettings(change(await loadSettings())));
  // The caller gets the error from `next`; the queue only waits for it to settle.
  updates = Promise.allSettled([next]);
  return next;
}

/** The stored settings once every queued update has been written (a key is bound to what is stored, not to a stale view). */
export function settledSettings(): Promise<Settings> {
  return updates.then(loadSettings);
}

/** Calls `onChange` with the settings as they apply whenever the reader's or the organisation's change. */
export function watchSettings(onChange: (settings: Settings) => void, signal?: AbortSignal): void {
  const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === 'local' && KEY in changes) void loadSettings().then(onChange);
  };
  chrome.storage.onChanged.addListener(listener);
  signal?.addEventListener('abort', () => chrome.storage.onChanged.removeListener(listener), { once: true });
  watchPolicy(() => void loadSettings().then(onChange), signal);
}
