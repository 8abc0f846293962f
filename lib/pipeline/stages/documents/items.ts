import type { EvidenceItem } from '../../../core/types';
import { normaliseUrl } from '../../../tribunal/bundle';
import { matchQuote } from '../../../tribunal/quote-match';
import { unverified } from '../../outcome';
import type { DocumentPassage } from './evidence';
import { documentsTrace } from './trace';
import type { DocumentsStageResult, Found } from './types';

/**
 * A document citation as the reader sees it (issue 30: document + page + verbatim quote): the
 * words are always the document's own — the span of the passage a verified quote matched, or
 * the whole passage where the model's quote matched only approximately (a PDF's hyphens and
 * ligatures) — never the model's spelling of them.
 */

/** The passage's own words that `quote` names, or null when they are not there word for word. */
export function verbatimSpan(quote: string, passage: string): string | null {
  const words = quote.match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const m = new RegExp(escaped.join('[^\\p{L}\\p{N}]+'), 'iu').exec(passage);
  return m ? m[0] : null;
}

export function documentItem(p: DocumentPassage, stance?: EvidenceItem['stance'], text = p.text): EvidenceItem {
  return {
    kind: 'document',
    text,
    title: p.name,
    score: p.score,
    document: { id: p.docId, name: p.name, page: p.page },
    ...(stance ? { stance } : {}),
  };
}

/**
 * The passages as evidence items, each with the stance the tribunal gave its page, quoting the
 * verified words where a surviving quote came from it. `quotes` are those that survived the
 * quote check (lib/pipeline/quote-links.ts survivingQuotes); a quote the model made up is not
 * among them, so it is never shown.
 */
export function judgedDocumentItems(
  passages: readonly DocumentPassage[],
  stances: { supporting: readonly string[]; refuting: readonly string[] } | null,
  quotes: readonly { url: string; quote: string }[],
): EvidenceItem[] {
  const key = (u: string) => normaliseUrl(u);
  const supporting = new Set(stances?.supporting.map(key));
  const refuting = new Set(stances?.refuting.map(key));
  return passages.map((p) => {
    const stance = !stances
      ? undefined
      : refuting.has(key(p.url))
        ? 'refutes'
        : supporting.has(key(p.url))
          ? 'supports'
          : 'neutral';
    const q = quotes.find((x) => key(x.url) === key(p.url) && matchQuote(x.quote, p.text).ok);
    return documentItem(p, stance, (q && verbatimSpan(q.quote, p.text)) ?? p.text);
  });
}

/** The passages found, unweighed, with why: shown when nothing after the documents settles the claim either. */
export function unweighed(found: Found, reason: string): DocumentsStageResult {
  return {
    outcome: null,
    reason,
    fallback: unverified(reason, {
      path: 'documents',
      evidence: found.passages.map((p) => documentItem(p)),
      traces: { documents: documentsTrace(found, 'none', reason) },
    }),
  };
}
