import type { Catalogue, Locale } from './locales';
import { marksOf } from './substitute';

interface ChromeMessage {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/**
 * One language's `_locales/<lang>/messages.json`. Positional marks become named placeholders
 * (`$1` → `$p1$` with content `$1`), the form both Chrome and Firefox document.
 */
export function messagesJson(catalogues: readonly Catalogue[], locale: Locale): string {
  const out: Record<string, ChromeMessage> = {};
  for (const catalogue of catalogues) {
    for (const message of Object.values(catalogue)) out[message.name] = toChrome(message.texts[locale]);
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

function toChrome(text: string): ChromeMessage {
  const marks = marksOf(text);
  if (marks.length === 0) return { message: text };
  const message = text.replace(/\$(\$|[1-9])/g, (whole, mark: string) => (mark === '$' ? whole : `$p${mark}$`));
  const placeholders = Object.fromEntries(marks.map((n) => [`p${n}`, { content: `$${n}` }]));
  return { message, placeholders };
}
