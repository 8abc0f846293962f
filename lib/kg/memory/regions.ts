/**
 * Places that make a health claim regional ("in Italy", "in Africa"), for the value guard.
 * Each entry is a canonical name followed by the other ways it is written (normalised text).
 */
const PLACES: readonly (readonly string[])[] = [
  ['world', 'worldwide', 'global', 'globally'],
  ['africa', 'african'],
  ['asia', 'asian'],
  ['europe', 'european', 'eu', 'european union'],
  ['north america'],
  ['south america', 'latin america'],
  ['oceania'],
  ['middle east'],
  ['scandinavia', 'nordic countries'],
  ['caribbean'],
  ['united states', 'usa', 'u s', 'u s a', 'america', 'american', 'americans'],
  ['canada', 'canadian'],
  ['mexico', 'mexican'],
  ['brazil', 'brazilian'],
  ['argentina'],
  ['chile'],
  ['colombia'],
  ['peru'],
  ['venezuela'],
  ['cuba'],
  ['ecuador'],
  ['united kingdom', 'uk', 'britain', 'great britain', 'british'],
  ['england'],
  ['scotland', 'scottish'],
  ['wales', 'welsh'],
  ['ireland', 'irish'],
  ['france', 'french'],
  ['germany', 'german'],
  ['italy', 'italian'],
  ['spain', 'spanish'],
  ['portugal', 'portuguese'],
  ['netherlands', 'dutch', 'holland'],
  ['belgium', 'belgian'],
  ['switzerland', 'swiss'],
  ['austria', 'austrian'],
  ['sweden', 'swedish'],
  ['norway', 'norwegian'],
  ['denmark', 'danish'],
  ['finland', 'finnish'],
  ['iceland'],
  ['poland', 'polish'],
  ['czech republic', 'czechia'],
  ['hungary', 'hungarian'],
  ['romania', 'romanian'],
  ['greece', 'greek'],
  ['turkish'],
  ['russia', 'russian'],
  ['ukraine', 'ukrainian'],
  ['israel', 'israeli'],
  ['iran', 'iranian'],
  ['iraq'],
  ['saudi arabia'],
  ['egypt', 'egyptian'],
  ['nigeria', 'nigerian'],
  ['kenya'],
  ['south africa'],
  ['ethiopia'],
  ['ghana'],
  ['uganda'],
  ['tanzania'],
  ['morocco'],
  ['india', 'indian'],
  ['pakistan'],
  ['bangladesh'],
  ['china', 'chinese'],
  ['wuhan'],
  ['hubei'],
  ['hong kong'],
  ['taiwan'],
  ['japan', 'japanese'],
  ['south korea', 'korea', 'korean'],
  ['singapore'],
  ['indonesia'],
  ['malaysia'],
  ['thailand'],
  ['vietnam'],
  ['philippines'],
  ['australia', 'australian'],
  ['new zealand'],
  ['lombardy'],
  ['new york'],
  ['california'],
  ['texas'],
  ['florida'],
  ['washington'],
  ['london'],
  ['paris'],
  ['madrid'],
  ['tokyo'],
];

const CANONICAL = new Map<string, string>();
for (const names of PLACES) for (const n of names) CANONICAL.set(n, names[0]!);

const MAX_PLACE_WORDS = 3;

/** Canonical place names in a list of normalised words (longest name first at each position). */
export function placesIn(tokens: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(MAX_PLACE_WORDS, tokens.length - i); n >= 1; n--) {
      const hit = CANONICAL.get(tokens.slice(i, i + n).join(' '));
      if (hit) {
        found.add(hit);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}
