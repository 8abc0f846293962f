/**
 * Text as a model may read it: compatibility forms folded (NFKC, so a full-width "＜" is "<"),
 * invisible format characters dropped (zero-width spaces and joiners, bidi controls, soft
 * hyphens, BOM: Unicode's Cf class), and character references and escapes decoded ("&lt;",
 * "&#60;", "&#x3c;", "\u003c"), repeatedly, so that double encoding unfolds too. Prompt
 * fences are checked against this form: whatever spelling untrusted text uses, a fence tag it
 * carries is seen here as the plain tag.
 */

const INVISIBLE = /\p{Cf}/gu;
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  sol: '/',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  bsol: '\\',
};
const REFERENCE = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(lt|gt|sol|amp|quot|apos|nbsp|bsol))(?:;|(?![0-9a-z]))/gi;
const ESCAPE = /\\(?:u\{([0-9a-f]{1,6})\}|u([0-9a-f]{4})|x([0-9a-f]{2}))/gi;
const MAX_ROUNDS = 6;

function fromCode(code: number, original: string): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;
}

function decodeOnce(s: string): string {
  return s
    .replace(REFERENCE, (m, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
      name ? NAMED[name.toLowerCase()]! : fromCode(dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16), m),
    )
    .replace(ESCAPE, (m, braced: string | undefined, u: string | undefined, x: string | undefined) =>
      fromCode(Number.parseInt(braced ?? u ?? x!, 16), m),
    );
}

function stripInvisible(s: string): string {
  return s.replace(INVISIBLE, '');
}

export function canonicalText(s: string): string {
  let current = s;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = decodeOnce(stripInvisible(current.normalize('NFKC')));
    if (next === current) return next;
    current = next;
  }
  return current;
}
