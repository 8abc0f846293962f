import { Tokenizer } from '@huggingface/tokenizers';

import { messageOf } from '../util/errors';
import { ModelError } from './errors';

/**
 * Tokenization with truncation and padding, over @huggingface/tokenizers (the same tokenizer
 * code transformers.js uses, without the rest of that library). The library has no truncation,
 * so the special-token template ([CLS] A [SEP] B [SEP], <s> A </s></s> B </s>, ...) is read
 * once from the tokenizer itself and re-applied around truncated content.
 */

export interface EncodedBatch {
  ids: BigInt64Array;
  mask: BigInt64Array;
  types: BigInt64Array;
  batch: number;
  length: number;
}

interface Piece {
  ids: number[];
  type: number;
}

interface Template {
  prefix: Piece;
  middle: Piece;
  suffix: Piece;
  typeA: number;
  typeB: number;
}

/** Characters kept per allowed token before tokenizing a long text (see `cut`). */
const CHARS_PER_TOKEN = 24;

export class TextTokenizer {
  private readonly tok: Tokenizer;
  private readonly single: Template;
  private readonly pair: Template;
  readonly padId: number;

  constructor(
    tokenizerJson: unknown,
    tokenizerConfig: unknown,
    readonly maxTokens: number,
    readonly modelId: string,
  ) {
    try {
      this.tok = new Tokenizer(tokenizerJson as object, (tokenizerConfig ?? {}) as object);
    } catch (e) {
      throw new ModelError(
        'damaged',
        `Model "${modelId}": its tokenizer.json could not be read (${messageOf(e)}). Delete the model in Settings → Models and download it again.`,
      );
    }
    const cfg = (tokenizerConfig ?? {}) as { pad_token?: string | { content?: string } };
    const padToken = typeof cfg.pad_token === 'string' ? cfg.pad_token : cfg.pad_token?.content;
    this.padId = (padToken ? this.tok.token_to_id(padToken) : undefined) ?? 0;
    this.single = this.template(null);
    this.pair = this.template('b');
  }

  /** Token ids without special tokens. Long texts are cut (at a space) before tokenizing. */
  contentIds(text: string, budget: number): number[] {
    const limit = budget * CHARS_PER_TOKEN;
    if (text.length > limit) {
      // Tokenizing a whole book to keep 256 tokens is wasted work: cut at a space well past the
      // budget. Pre-tokenizers split at spaces, so the kept tokens are the full text's first
      // tokens; if the cut text has too few tokens (very long "words"), use the full text.
      const space = text.lastIndexOf(' ', limit);
      const cut = text.slice(0, space > 0 ? space : limit);
      const ids = this.tok.encode(cut, { add_special_tokens: false }).ids;
      if (ids.length > budget) return ids;
    }
    return this.tok.encode(text, { add_special_tokens: false }).ids;
  }

  encode(text: string): { ids: number[]; types: number[] } {
    const t = this.single;
    const room = this.maxTokens - t.prefix.ids.length - t.suffix.ids.length;
    const a = this.contentIds(text, room).slice(0, room);
    return this.assemble(t, a, null);
  }

  encodePair(first: string, second: string): { ids: number[]; types: number[] } {
    const t = this.pair;
    const room = this.maxTokens - t.prefix.ids.length - t.middle.ids.length - t.suffix.ids.length;
    let a = this.contentIds(first, room);
    let b = this.contentIds(second, room);
    // "longest_first", as Hugging Face truncates pairs: trim the longer side one token at a time.
    let over = a.length + b.length - room;
    if (over > 0) {
      const cutA = Math.max(0, Math.min(over, a.length - b.length));
      a = a.slice(0, a.length - cutA);
      over -= cutA;
      const cutB = Math.max(0, Math.min(over, b.length - a.length));
      b = b.slice(0, b.length - cutB);
      over -= cutB;
      // Equal lengths: the second text gives up a token first.
      a = a.slice(0, a.length - Math.floor(over / 2));
      b = b.slice(0, b.length - Math.ceil(over / 2));
    }
    return this.assemble(t, a, b);
  }

  /** Tokens as strings (for tests and the model test panel). */
  tokens(ids: readonly number[]): string[] {
    return ids.map((id) => this.tok.id_to_token(id) ?? `<${id}>`);
  }

  /** Pads rows to the longest one into the three int64 tensors an encoder takes. */
  pad(rows: readonly { ids: number[]; types: number[] }[]): EncodedBatch {
    const length = Math.max(...rows.map((r) => r.ids.length));
    const n = rows.length * length;
    const ids = new BigInt64Array(n).fill(BigInt(this.padId));
    const mask = new BigInt64Array(n);
    const types = new BigInt64Array(n);
    rows.forEach((r, b) => {
      for (let i = 0; i < r.ids.length; i++) {
        ids[b * length + i] = BigInt(r.ids[i]!);
        mask[b * length + i] = 1n;
        types[b * length + i] = BigInt(r.types[i]!);
      }
    });
    return { ids, mask, types, batch: rows.length, length };
  }

  private assemble(t: Template, a: number[], b: number[] | null): { ids: number[]; types: number[] } {
    const parts: Piece[] = [t.prefix, { ids: a, type: t.typeA }];
    if (b) parts.push(t.middle, { ids: b, type: t.typeB });
    parts.push(t.suffix);
    return { ids: parts.flatMap((p) => p.ids), types: parts.flatMap((p) => p.ids.map(() => p.type)) };
  }

  /** Finds where content goes in the post-processor's output by encoding a probe. */
  private template(pairProbe: string | null): Template {
    const probeA = 'a';
    const full = this.tok.encode(probeA, {
      text_pair: pairProbe,
      add_special_tokens: true,
      return_token_type_ids: true,
    });
    const a = this.tok.encode(probeA, { add_special_tokens: false }).ids;
    const b = pairProbe ? this.tok.encode(pairProbe, { add_special_tokens: false }).ids : [];
    const types = full.token_type_ids ?? full.ids.map(() => 0);
    const at = indexOf(full.ids, a, 0);
    const bt = pairProbe ? indexOf(full.ids, b, at + a.length) : at + a.length;
    if (at < 0 || bt < 0)
      throw new ModelError(
        'load-failed',
        `Model "${this.modelId}": its tokenizer adds special tokens in a way ClaimLens cannot truncate. Use an ONNX export with a BERT, RoBERTa or DeBERTa tokenizer.`,
      );
    const piece = (from: number, to: number): Piece => ({
      ids: full.ids.slice(from, to),
      type: types[from] ?? types[Math.max(0, from - 1)] ?? 0,
    });
    const bEnd = bt + b.length;
    return {
      prefix: piece(0, at),
      middle: piece(at + a.length, bt),
      suffix: { ids: full.ids.slice(bEnd), type: types[bEnd] ?? (pairProbe ? (types[bt] ?? 0) : (types[at] ?? 0)) },
      typeA: types[at] ?? 0,
      typeB: pairProbe ? (types[bt] ?? 0) : 0,
    };
  }
}

function indexOf(haystack: readonly number[], needle: readonly number[], from: number): number {
  outer: for (let i = from; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
