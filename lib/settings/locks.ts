import { settingsManaged } from '../i18n/catalogue/settings-managed';
import { t } from '../i18n/t';
import { getAt, setAt } from './paths';
import { defaultSettings, parseSettings, type Settings } from './schema';

/**
 * Settings an organisation locked by policy (managed-policy.ts): path → value, each value
 * already validated against its setting. A locked setting reads as the policy's value
 * everywhere, and no write (the Settings UI, a settings import, any other caller of the store)
 * changes it. What the reader had set underneath is kept, and comes back if the lock is lifted.
 */
export type Locks = Readonly<Record<string, unknown>>;

/** Why a setting cannot be changed, in the reader's language. */
export function lockedReason(): string {
  return t(settingsManaged.byOrganisation);
}

/** The same within a sentence ("… (set by your organisation)"): only its first letter lowered, as German nouns keep theirs. */
export function lockedReasonInline(): string {
  const reason = lockedReason();
  return reason.charAt(0).toLowerCase() + reason.slice(1);
}

export interface SkippedSetting {
  path: string;
  reason: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function isLocked(locks: Locks, path: string): boolean {
  return Object.hasOwn(locks, path);
}

/** The settings as they apply: every locked path takes the policy's value. */
export function applyLocks(settings: Settings, locks: Locks): Settings {
  const paths = Object.keys(locks);
  if (paths.length === 0) return settings;
  const onto = (base: Settings) => parseSettings(paths.reduce((s, p) => setAt(s, p, locks[p]), base));
  try {
    return onto(settings);
  } catch {
    // A lock can break a rule between two settings (web.passageOverlap < web.passageWords) that
    // the reader's own values met: the locks then apply over the defaults, which meet it.
    return onto(defaultSettings());
  }
}

/**
 * What a write stores: `next`, except that every locked path keeps the value stored before
 * (the reader's own, under the lock), so no write can move a locked setting.
 */
export function keepLocked(stored: Settings, next: Settings, locks: Locks): Settings {
  return parseSettings(Object.keys(locks).reduce((s, p) => setAt(s, p, getAt(stored, p)), next));
}

/** The locked settings that `next` would change against the locked values: each is skipped, with the reason. */
export function lockedChanges(next: Settings, locks: Locks): SkippedSetting[] {
  return Object.keys(locks)
    .filter((p) => !same(getAt(next, p), locks[p]))
    .map((path) => ({ path, reason: lockedReason() }));
}

/** The locked paths a patch of one section names, for the UI to refuse before it saves. */
export function lockedInPatch(section: string, patch: Readonly<Record<string, unknown>>, locks: Locks): string[] {
  return Object.keys(patch)
    .map((k) => `${section}.${k}`)
    .filter((p) => isLocked(locks, p) && !same(patch[p.slice(section.length + 1)], locks[p]));
}
