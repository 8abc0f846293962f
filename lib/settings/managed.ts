import { log } from '../log/log';
import { messageOf } from '../util/errors';
import { EMPTY_POLICY, type ParsedPolicy, parsePolicy, type PinnedSubscription } from './managed-policy';

/**
 * The organisation's policy as this browser has it (storage.managed, read-only to the
 * extension). An unmanaged browser has none: Chrome answers {}, Firefox rejects the read when no
 * policies.json names ClaimLens, and both mean "no policy". What a policy sets is read anew on
 * each use, and storage.onChanged (area "managed") tells the contexts when the admin changes it.
 */

const UNMANAGED: ParsedPolicy = { managed: false, policy: EMPTY_POLICY, refused: [] };
const NO_POLICY = /managed storage manifest not found|not supported|no policy/i;

let reported = '';

function report(parsed: ParsedPolicy): void {
  const text = parsed.refused.map((r) => `${r.field}: ${r.reason}`).join('\n');
  // Each distinct set of refusals is logged once per context, not on every settings read.
  if (text && text !== reported)
    log.warn('policy', `Parts of your organisation's ClaimLens policy were refused:\n${text}`);
  reported = text;
}

async function readManaged(): Promise<unknown> {
  const area = globalThis.chrome?.storage?.managed;
  if (!area) return undefined;
  try {
    return await area.get(null);
  } catch (e) {
    if (NO_POLICY.test(messageOf(e))) return undefined;
    log.warn('policy', 'The organisation policy could not be read; ClaimLens runs without it', e);
    return undefined;
  }
}

let cached: Promise<ParsedPolicy> | null = null;
let watching = false;

/**
 * The policy, read once per context and again after each change: Chrome's first read of
 * storage.managed in a browser session can take seconds (it waits for the policy service),
 * and every settings read goes through here.
 */
export function loadPolicy(): Promise<ParsedPolicy> {
  if (!watching && globalThis.chrome?.storage?.onChanged) {
    watching = true;
    chrome.storage.onChanged.addListener((_changes, area) => {
      if (area === 'managed') cached = null;
    });
  }
  cached ??= readManaged().then((raw) => {
    if (raw === undefined) return UNMANAGED;
    const parsed = parsePolicy(raw);
    report(parsed);
    return parsed;
  });
  return cached;
}

/** Forgets the policy read (tests, and a context that knows the policy changed). */
export function forgetPolicy(): void {
  cached = null;
  watching = false;
}

/**
 * The team knowledge packs the policy subscribes every reader to, each with the key its
 * versions must be signed with (read by the team pack subscriptions).
 */
export async function managedTeamPacks(): Promise<PinnedSubscription[]> {
  return (await loadPolicy()).policy.teamPacks;
}

/** The document packs the policy subscribes every reader to, each with its pinned key (docs/managed.md). */
export async function managedDocumentPacks(): Promise<PinnedSubscription[]> {
  return (await loadPolicy()).policy.documentPacks;
}

/** The shared source lists the policy subscribes every reader to, with their pinned keys. */
export async function managedSourceLists(): Promise<PinnedSubscription[]> {
  return (await loadPolicy()).policy.sourceLists;
}

/** Calls `onChange` with the new policy whenever the admin changes it (no restart needed). */
export function watchPolicy(onChange: (policy: ParsedPolicy) => void, signal?: AbortSignal): void {
  const listener = (_changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area !== 'managed') return;
    // This listener may run before the cache's own: the read must be fresh either way.
    cached = null;
    void loadPolicy().then(onChange);
  };
  chrome.storage.onChanged.addListener(listener);
  signal?.addEventListener('abort', () => chrome.storage.onChanged.removeListener(listener), { once: true });
}
