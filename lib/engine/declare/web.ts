import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import { FROM_PANEL } from './senders';

export interface TestSearchResult {
  provider: string;
  query: string;
  results: { url: string; title: string; trusted: boolean }[];
  ms: number;
}

export type ReadPageResult =
  | { ok: true; url: string; title: string; sourceName: string; words: number; excerpt: string }
  | { ok: false; reason: string; detail: string };

/** Settings and the Sources tab: try the search provider, and try reading one page as the web stage would. */
export const webOps = {
  'web.testSearch': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ query: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) }),
    result: returns<TestSearchResult>(),
  }),
  'web.readPage': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ url: v.pipe(v.string(), v.maxLength(4096)) }),
    result: returns<ReadPageResult>(),
  }),
};
