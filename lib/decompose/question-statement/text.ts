/**
 * The question inside what was selected: list numbering and bullets ("3.", "Q2:", "•") are not
 * words of it, quotes and brackets around the whole question are dropped while a bracket of its
 * own ("… (ASU)?") is kept, and several questions in one selection are read one by one.
 */

const MARKER = /^\s*(?:[•▪◦‣●○■□➢➤►▸*–—-]|\(?\d{1,3}[.)]|\(?[a-z][.)]|(?:q|question)\s*\d{1,3}\s*[:.)])\s+/iu;
const PAIRS: Record<string, string> = { '"': '"', '“': '”', '‘': '’', "'": "'", '(': ')', '[': ']', '«': '»' };

export function withoutMarker(text: string): string {
  return text.replace(MARKER, '');
}

/** Whether the bracket at the end of `text` closes one opened inside it ("… (ASU)"). */
function closesOwn(text: string, close: string): boolean {
  const open = Object.keys(PAIRS).find((k) => PAIRS[k] === close) ?? close;
  const count = (c: string) => text.split(c).length - 1;
  return open === close ? count(close) % 2 === 1 : count(open) > count(close);
}

/** `text` without the quotes or brackets that wrap the whole of it. */
export function unwrapped(text: string): string {
  let t = text.trim();
  for (;;) {
    const first = t[0] ?? '';
    const last = t.at(-1) ?? '';
    if (PAIRS[first] && PAIRS[first] === last) t = t.slice(1, -1).trim();
    else if (PAIRS[first] && !t.slice(1).includes(PAIRS[first]!)) t = t.slice(1).trim();
    else if (/["”’)\]»]/u.test(last) && !closesOwn(t.slice(0, -1), last)) t = t.slice(0, -1).trim();
    else return t;
  }
}

/** The questions of a selection, each with its own question mark ("Does X help? Does it help Y?"). */
export function questionsOf(text: string): string[] {
  const parts = text.trim().match(/[^?？؟]+(?:[?？؟][?？؟!]*["'”’)\]]*|$)/gu) ?? [];
  return parts.map((p) => p.trim()).filter((p) => /\p{L}/u.test(p));
}
