import { feedContext, matchFeedPosts } from '../../pipeline/feed-match';
import type { feedOps } from '../declare/feeds';
import type { EngineServices, OpHandlers } from '../services';

/** Longest a batch of posts may take: a page scrolled on does not need an old answer. */
const BATCH_TIMEOUT_MS = 15_000;

/**
 * `feeds.match`: flags for the posts on screen, from memory only. It writes nothing (no check,
 * no history row) and does not wait for start-up knowledge work: it says the answer was
 * incomplete instead, and the page asks again later.
 */
export function feedOpHandlers(s: Pick<EngineServices, 'db' | 'models' | 'knowledgeWork'>): OpHandlers<typeof feedOps> {
  return {
    'feeds.match': async (p, config) => {
      const signal = AbortSignal.timeout(BATCH_TIMEOUT_MS);
      const ctx = feedContext(s, config, signal);
      const floor = config.settings.feeds;
      const flags = await matchFeedPosts(p.posts, ctx, floor);
      return { flags, incomplete: s.knowledgeWork() !== null };
    },
  };
}
