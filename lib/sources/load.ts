import { type ContributedList, effectiveSources } from './effective';
import { loadSubscriptions, type Subscription } from './shared/subscriptions';
import type { SourceStorage } from './storage';
import type { EffectiveSource, UserEntry } from './types';
import { loadUserEntries } from './user-list';

const listOrigin = (url: string) => `list:${url}`;

function contributedLists(subs: readonly Subscription[]): ContributedList[] {
  return subs.map((s) => ({ origin: listOrigin(s.url), sources: s.list.sources }));
}

export interface SourcesState {
  sources: EffectiveSource[];
  user: UserEntry[];
  subscriptions: Subscription[];
}

/** Everything the Sources tab and the engine config need, from storage. */
export async function loadSourcesState(storage: SourceStorage): Promise<SourcesState> {
  const [user, subscriptions] = await Promise.all([loadUserEntries(storage), loadSubscriptions(storage)]);
  return { sources: effectiveSources(user, contributedLists(subscriptions)), user, subscriptions };
}
