/**
 * The vocabulary of flagging known claims as you scroll: what the content script sends (the text
 * of posts on screen, keyed by a hash of that text) and what the engine answers (a flag per post
 * whose claim memory already holds as true or false). Unknown posts get no answer at all.
 */

/**
 * Posts per request, posts a page may send in any second (a reader flicking through a feed sees
 * about 50), characters per post, sentences looked up per post, words a sentence needs.
 */
export const FEED_LIMITS = {
  postsPerRequest: 20,
  postsPerSecond: 60,
  postChars: 2000,
  sentencesPerPost: 6,
  minWords: 4,
} as const;

export interface FeedPost {
  /** A hash of the text (the content script's key for the post). */
  key: string;
  text: string;
}

export interface FeedFlag {
  key: string;
  /** The sentence of the post that matched, as the post has it (the flag's highlight). */
  quote: string;
  verdict: 'True' | 'False';
  /** Memory's C; null for a word-for-word match, which needs no model. */
  confidence: number | null;
  how: 'word-for-word' | 'models';
  /** The stored statement it matched and where that statement comes from. */
  stored: { text: string; nodeId: string; status: 'TRUE' | 'FALSE' };
  source: { title: string; url?: string; domain?: string } | null;
}

export interface FeedMatchResult {
  flags: FeedFlag[];
  /** The knowledge was still being installed or indexed: posts without a flag may get one later. */
  incomplete: boolean;
}
