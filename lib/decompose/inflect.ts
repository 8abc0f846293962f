/**
 * English verbs: the stems common in health claims (claimhood.ts, questions.ts), and the forms for
 * turning a do-support question into its statement ("Did X cause…" → "X caused…").
 */

/** Verbs common in health claims and news, as Porter stems (any inflection matches). */
const VERB_STEMS = new Set(
  (
    'caus prevent cure kill reduc increas lower rais protect spread contain lead make work help show find found prove ' +
    'report claim say said state suggest indic reveal confirm deni approv ban recommend advis warn trigger damag weaken ' +
    'strengthen boost treat heal infect transmit carri surviv die kill destroi block stop slow speed improv worsen ' +
    'affect alter chang modifi harm hurt poison contamin test detect diagnos inject inhal breath drink eat ' +
    'take give get use need requir allow let keep start begin end becom seem appear look feel know think believ ' +
    'mean cost pai sell bui develop creat produc releas leak design plan want tri fail succeed exist live occur ' +
    'happen rise fall drop doubl tripl outnumb exceed linger last persist remain stai mutat evolv replic multipli ' +
    'attack invad enter bind neutral disappear emerg return leav arriv travel close open announc order declar ' +
    'impos lift enforc vote pass sign fund support oppos link associ correl relat compar outperform match ' +
    'go come see hear put set run hold bring write read tell ask answer call name save matter count depend ' +
    'spend earn lose win gain grow shrink build break cut fix fill empti move turn play feed fight beat ' +
    'wash clean sanit disinfect wear cover shield expos isol quarantin lock hide hid show shown cost shorten ' +
    'lengthen extend add remov replac enhanc accel acceler suppress inhibit activ stimul regul control manag ' +
    'measur estim predict forecast project calcul analys analyz studi examin review publish retract conclud ' +
    'demonstr establish verifi refut debunk mislead lie fake invent own belong hold includ involv consist ' +
    'repres resembl equal outweigh prolong shield sooth relief reliev eas eas alleviat aggrav exacerb ' +
    'promot encourag discourag forc mandat permit forbid requir insist urg plead propos spark fuel'
  ).split(' '),
);

/** Whether a Porter stem is one of the verbs common in health claims. */
export function isVerbStem(stem: string): boolean {
  return VERB_STEMS.has(stem);
}

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
