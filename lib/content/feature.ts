import type { CheckSession } from './checks';
import type { ContentRouter } from './router';
import type { PageSettingsAccess } from './settings';

/**
 * One in-page feature (Refined GitHub's model): a file under features/ that sets itself up from
 * this context and is listed in index.ts. Everything it adds (listeners, observers, timers, UI)
 * ends with `signal`, which WXT aborts when the extension is updated or reloaded under the page.
 */
export interface ContentContext {
  signal: AbortSignal;
  settings: PageSettingsAccess;
  /** Where a feature registers the messages from the background it handles. */
  router: ContentRouter;
  /** The page's checks, shared by the features that start them and those that update them. */
  checks: CheckSession;
}

/**
 * When a feature runs: `always`; `flagging` while feed flagging is on for this site (started and
 * stopped as the settings change); `restoring-badges` while the General setting to show earlier
 * checks' badges is on.
 */
export type FeatureWhen = 'always' | 'flagging' | 'restoring-badges';

export interface ContentFeature {
  name: string;
  when: FeatureWhen;
  /** Sets the feature up; with a `when` other than `always`, `signal` also ends when it stops running. */
  init(context: ContentContext): void | Promise<void>;
}
