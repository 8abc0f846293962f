import { documentsLibrary as m } from '../../i18n/catalogue/documents-library';
import { t } from '../../i18n/t';
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
    return t(m.badAddress);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return t(m.onlyHttp);
  if (matchSource(url, sources)) return null;
  return t(m.notTrusted, hostOf(url) ?? parsed.host);
}
