import { sourcesShared as m } from '../../i18n/catalogue/sources-shared';
import { t } from '../../i18n/t';
import { messageOf } from '../../util/errors';
import { KEYS, type SourceStorage } from '../storage';
import { ListError } from './format';
import {
  type ListFetchOptions,
  loadSubscriptions,
  requireHttps,
  subscribe,
  type Subscription,
  updateSubscription,
} from './subscriptions';

/**
 * The shared lists an organisation's policy subscribes every reader to, each with its
 * publisher key pinned by the policy. They are kept in step with the policy: subscribed when
 * it names them, unsubscribed when it stops, and the reader cannot unsubscribe them. The
 * reader's own subscriptions are left alone, unless the policy names the same address: then
 * the policy's pinned key applies to it.
 */

export interface PolicyList {
  url: string;
  publicKey: string;
}

export interface ManagedListPlan {
  /** Not subscribed yet, or subscribed with another key than the policy pins. */
  subscribe: PolicyList[];
  /** Subscribed already with the policy's key: marked as the organisation's. */
  adopt: PolicyList[];
  /** The organisation's, no longer in the policy. */
  remove: string[];
}

export type ManagedListErrors = Record<string, { at: number; message: string }>;

const normalised = (url: string) => requireHttps(url).href;

export function planManagedLists(wanted: readonly PolicyList[], subs: readonly Subscription[]): ManagedListPlan {
  const plan: ManagedListPlan = { subscribe: [], adopt: [], remove: [] };
  const urls = new Set<string>();
  for (const entry of wanted) {
    const url = normalised(entry.url);
    urls.add(url);
    const sub = subs.find((s) => s.url === url);
    // A key the policy's key endorsed since (a rotation, checked on refresh) still counts as the policy's.
    const pinned = sub && (sub.pinnedKey === entry.publicKey || sub.managed?.publicKey === entry.publicKey);
    if (!pinned) plan.subscribe.push({ url, publicKey: entry.publicKey });
    else if (sub && !sub.managed) plan.adopt.push({ url, publicKey: entry.publicKey });
  }
  for (const s of subs) if (s.managed && !urls.has(s.url)) plan.remove.push(s.url);
  return plan;
}

/** Brings the subscriptions in step with the policy; a list that cannot be fetched is retried at the next sync, and why is kept. */
export async function syncManagedLists(
  storage: SourceStorage,
  wanted: readonly PolicyList[],
  options: ListFetchOptions,
): Promise<ManagedListErrors> {
  const plan = planManagedLists(wanted, await loadSubscriptions(storage));
  const errors: ManagedListErrors = {};
  for (const url of plan.remove) await updateSubscription(storage, url, null);
  for (const { url, publicKey } of plan.adopt) {
    const sub = (await loadSubscriptions(storage)).find((s) => s.url === url);
    if (sub) await updateSubscription(storage, url, { ...sub, managed: { publicKey } });
  }
  for (const { url, publicKey } of plan.subscribe) {
    try {
      // subscribe() with a pinned key refuses an unsigned list and one signed by any other key.
      const sub = await subscribe(url, options, publicKey);
      await updateSubscription(storage, url, { ...sub, managed: { publicKey } });
    } catch (e) {
      const message = e instanceof ListError ? e.message : t(m.notFetched, messageOf(e));
      errors[url] = { at: options.now ?? Date.now(), message };
      // A list the reader had under another key is not kept against the policy's key.
      await updateSubscription(storage, url, null);
    }
  }
  await storage.local.set({ [KEYS.managedErrors]: errors });
  return errors;
}

export async function loadManagedListErrors(storage: SourceStorage): Promise<ManagedListErrors> {
  const stored = (await storage.local.get(KEYS.managedErrors))[KEYS.managedErrors];
  return stored && typeof stored === 'object' ? (stored as ManagedListErrors) : {};
}
