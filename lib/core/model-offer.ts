/**
 * What the badge and the side panel say about the local models after a check that needed them
 * and found them missing (lib/ml/offer.ts decides it; the background answers models.offer with it).
 */
export type ModelOffer =
  /** The models are installed: nothing to offer. */
  | { kind: 'ready'; text: string }
  /** The models are missing and may be downloaded: `button` starts it. */
  | { kind: 'offer'; text: string; button: string }
  | { kind: 'downloading'; text: string; done: number; total: number }
  /** The last download stopped: `button` tries again. */
  | { kind: 'failed'; text: string; button: string }
  /** Downloads are off (the reader's setting or the organisation's policy): said, with no button. */
  | { kind: 'locked'; text: string }
  /** The reader dismissed the offer: the badge still says why, in one line. */
  | { kind: 'dismissed'; text: string };
