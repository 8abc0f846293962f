import * as v from 'valibot';

import { FEED_LIMITS, type FeedMatchResult } from '../../core/feeds';
import { defineRequest, returns } from '../../core/protocol';

/**
 * Known claims flagged as you scroll: the text of posts on screen, answered from memory only
 * (lib/pipeline/feed-match.ts). A read: sending it twice changes nothing.
 */
export const feedOps = {
  'feeds.match': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({
      posts: v.pipe(
        v.array(
          v.object({
            // not interface text: a request's validation, read by developers in Diagnostics
            key: v.pipe(v.string(), v.regex(/^[0-9a-f]{8,64}$/, 'must be a text hash')),
            text: v.pipe(v.string(), v.minLength(1), v.maxLength(FEED_LIMITS.postChars)),
          }),
        ),
        v.minLength(1),
        v.maxLength(FEED_LIMITS.postsPerRequest),
      ),
    }),
    result: returns<FeedMatchResult>(),
  }),
};
