import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

import { claimReviewsOf } from './claimreview-ld';
import { jsonLdObjects, markupDates, pageDates } from './page-dates';
import type { ClaimReviewRating } from './types';

/**
 * Readable text of an HTML page with @mozilla/readability on linkedom's DOM (the engine runs in
 * a worker, which has no DOMParser). Scripts are never run: linkedom only parses. The article's
 * paragraphs are kept apart so passages can link to them with text fragments.
 */

export interface Extracted {
  title: string;
  paragraphs: string[];
  words: number;
  paywalled: boolean;
  /** The day the page says it was published (page-dates.ts), or null. */
  published: string | null;
  /** The day the page says it was last modified, or its server's `Last-Modified` where it names no date; null when neither. */
  modified: string | null;
  /** ClaimReview ratings in the page's own JSON-LD (claimreview-ld.ts). */
  claimReviews: ClaimReviewRating[];
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, td, th, dd, dt, figcaption';

/** `lastModified`: the server's header, the date of last resort. */
export function extractReadable(html: string, url: string, lastModified: string | null = null): Extracted {
  const { document } = parseHTML(html);
  const paywalled = hasPaywallMarkup(document, html);
  // Read before Readability, which rewrites the document it parses.
  const jsonLd = jsonLdObjects(document);
  const own = markupDates(document, jsonLd);
  const fallbackTitle = (document.querySelector('title')?.textContent ?? '').trim();
  // Readability needs a base URL for relative links; linkedom documents have none.
  Object.defineProperty(document, 'baseURI', { value: url, configurable: true });
  Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 300 }).parse();
  } catch {
    article = null;
  }
  const content = article?.content
    ? parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document
    : null;
  const paragraphs = blocksOf(content ?? document);
  const words = paragraphs.reduce((n, p) => n + p.split(' ').length, 0);
  return {
    title: (article?.title || fallbackTitle).replace(/\s+/g, ' ').trim().slice(0, 500),
    paragraphs,
    words,
    paywalled: paywalled || hasPaywallText(paragraphs.join(' '), words),
    ...pageDates(own, { readability: article?.publishedTime, lastModified }),
    claimReviews: claimReviewsOf(jsonLd, url),
  };
}

function blocksOf(doc: { body: Element | null; querySelectorAll(s: string): NodeListOf<Element> }): string[] {
  const out: string[] = [];
  for (const el of doc.querySelectorAll(BLOCKS)) {
    // Nested blocks (a <p> inside an <li>) are read once, at the innermost level.
    if (el.querySelector(BLOCKS)) continue;
    if (el.closest('nav, footer, aside, script, style, noscript, template')) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  if (!out.length && doc.body) {
    const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  return out;
}

/** Structured paywall markers publishers put on locked articles (schema.org, common paywall vendors). */
function hasPaywallMarkup(document: Document, html: string): boolean {
  if (/"isAccessibleForFree"\s*:\s*"?false"?/i.test(html)) return true;
  const tier = document
    .querySelector('meta[property="article:content_tier"], meta[name="article:content_tier"]')
    ?.getAttribute('content');
  if (tier && /locked|metered|premium/i.test(tier)) return true;
  return false;
}

const PAYWALL_PHRASES =
  /\b(?:subscribe (?:now )?to (?:continue|keep) reading|this (?:article|content) is (?:only )?(?:available )?(?:for|to) (?:subscribers|members)|already a subscriber\??\s*(?:log|sign) in|to continue reading,? (?:please )?(?:subscribe|log in|sign in)|purchase (?:access|this article)|you have reached your (?:free )?article limit)\b/i;

/** A short text that asks to subscribe is a paywall teaser, not an article. */
function hasPaywallText(text: string, words: number): boolean {
  return words < 400 && PAYWALL_PHRASES.test(text);
}
