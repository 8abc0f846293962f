import { hostOf } from '../../sources/domain';
import { matchSource } from '../../sources/match';
import type { TrustedSource } from '../../sources/types';

/**
 * Why a URL cannot be added as a document, or null when it may: documents come by URL from the
 * trusted sources only (the engine checks again; this answers before anything is fetched).
 */
export function urlRefusal(url: string, sources: readonly TrustedSource[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL at all: say what is expected.
    return 'Enter the document’s full address, starting with https://.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Only http(s) addresses can be added.';
  if (matchSource(url, sources)) return null;
  return (
    `${hostOf(url) ?? parsed.host} is not one of your trusted sources: documents are added by URL from trusted ` +
    'domains only. Add the domain in the Sources tab first, or download the file and add it here.'
  );
}
