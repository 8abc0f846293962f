/** English verb forms for turning a do-support question into its statement ("Did X cause…" → "X caused…"). */

const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  have: 'had',
  do: 'did',
  go: 'went',
  come: 'came',
  make: 'made',
  take: 'took',
  give: 'gave',
  get: 'got',
  say: 'said',
  find: 'found',
  know: 'knew',
  begin: 'began',
  run: 'ran',
  see: 'saw',
  lead: 'led',
  hold: 'held',
  bring: 'brought',
  build: 'built',
  write: 'wrote',
  grow: 'grew',
  fall: 'fell',
  rise: 'rose',
  win: 'won',
  lose: 'lost',
  keep: 'kept',
  eat: 'ate',
  drink: 'drank',
  break: 'broke',
  leave: 'left',
  feel: 'felt',
  think: 'thought',
  teach: 'taught',
  sell: 'sold',
  buy: 'bought',
  tell: 'told',
  meet: 'met',
  spend: 'spent',
  cut: 'cut',
  put: 'put',
  set: 'set',
  let: 'let',
  hit: 'hit',
  hurt: 'hurt',
  spread: 'spread',
  cost: 'cost',
  shut: 'shut',
  fight: 'fought',
  catch: 'caught',
  mean: 'meant',
  send: 'sent',
  show: 'showed',
  become: 'became',
  stand: 'stood',
  understand: 'understood',
  wear: 'wore',
  hide: 'hid',
  shrink: 'shrank',
  feed: 'fed',
  light: 'lit',
  pay: 'paid',
};
const IRREGULAR_THIRD: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
const VOWEL = /[aeiou]/;

/** "cure" → "cures", "reduce" → "reduces", "carry" → "carries", "fix" → "fixes". */
export function thirdPersonOf(verb: string): string {
  const w = verb.toLowerCase();
  if (IRREGULAR_THIRD[w]) return IRREGULAR_THIRD[w];
  if (/(s|sh|ch|x|z|o)$/.test(w)) return `${verb}es`;
  if (/y$/.test(w) && !VOWEL.test(w.at(-2) ?? '')) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** "cause" → "caused", "stop" → "stopped", "carry" → "carried", "come" → "came". */
export function pastOf(verb: string): string {
  const w = verb.toLowerCase();
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w];
  if (/e$/.test(w)) return `${verb}d`;
  if (/y$/.test(w) && !VOWEL.test(w.at(-2) ?? '')) return `${verb.slice(0, -1)}ied`;
  // One short vowel before one consonant, one syllable: the consonant doubles ("stop" → "stopped").
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(w)) return `${verb}${w.at(-1)}ed`;
  return `${verb}ed`;
}
