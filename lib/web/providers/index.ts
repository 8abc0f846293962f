import type { Settings } from '../../settings/schema';
import type { Secrets } from '../../settings/secrets';
import { brave } from './brave';
import { duckDuckGo } from './duckduckgo';
import { searxng } from './searxng';
import type { SearchProvider } from './types';

/** The provider chosen in Settings → Web. */
export function providerFor(settings: Settings['web'], secrets: Secrets): SearchProvider {
  switch (settings.provider) {
    case 'searxng':
      return searxng(settings.searxngUrl);
    case 'brave':
      return brave(secrets.braveApiKey, settings.braveUrl);
    case 'duckduckgo':
      return duckDuckGo(settings.duckduckgoUrl);
  }
}

export type { SearchProvider, SearchResult } from './types';
export { SearchError } from './types';
