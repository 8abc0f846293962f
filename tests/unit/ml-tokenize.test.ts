import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { TINY_MODELS_DIR } from '../../lib/ml/node';
import { TextTokenizer } from '../../lib/ml/tokenize';

const dir = path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed');
const json = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown;
const tokenizer = (max = 128) =>
  new TextTokenizer(json('tokenizer.json'), json('tokenizer_config.json'), max, 'tiny-embed');

describe('TextTokenizer', () => {
  const t = tokenizer();
  const words = (text: string) => t.tokens(t.encode(text).ids);

  it('wraps a text in [CLS] … [SEP], lowercases and strips accents as BERT does', () => {
    expect(words('Café naïve Résumé')).toEqual(['[CLS]', 'cafe', 'naive', 'resume', '[SEP]']);
  });

  it('maps emoji and unknown scripts to [UNK] without losing the words around them', () => {
    expect(words('Masks 😷 reduce spread 🦠!')).toEqual([
      '[CLS]',
      'masks',
      '[UNK]',
      'reduce',
      'spread',
      '[UNK]',
      '!',
      '[SEP]',
    ]);
    expect(words('vaccine 疫苗')).toEqual(['[CLS]', 'vaccine', '[UNK]', '[UNK]', '[SEP]']);
  });

  it('splits unknown words into word pieces', () => {
    expect(words('vaccinesx')).toEqual(['[CLS]', 'vaccines', '##x', '[SEP]']);
  });

  it('truncates very long input to the model’s max tokens, keeping the first tokens and the final [SEP]', () => {
    const long = Array.from({ length: 20_000 }, (_, i) => ['the', 'vaccine', 'reduces', 'risk'][i % 4]).join(' ');
    const enc = t.encode(long);
    expect(enc.ids).toHaveLength(128);
    expect(t.tokens(enc.ids).at(-1)).toBe('[SEP]');
    expect(t.tokens(enc.ids).slice(1, 5)).toEqual(['the', 'vaccine', 'reduces', 'risk']);
    // The shortcut that cuts long text before tokenizing keeps exactly the full text's first tokens.
    const expected = t.contentIds(long.slice(0, 2000), 10_000).slice(0, 126);
    expect(enc.ids.slice(1, 127)).toEqual(expected);
  });

  it('keeps the right tokens when a long text has very long “words” (the cut shortcut falls back)', () => {
    const text = `${'x'.repeat(5000)} vaccine`;
    const enc = tokenizer(8).encode(text);
    expect(t.tokens(enc.ids)).toEqual(['[CLS]', '[UNK]', 'vaccine', '[SEP]']);
  });

  it('encodes pairs as [CLS] A [SEP] B [SEP] with token types 0 then 1', () => {
    const enc = t.encodePair('masks work', 'masks fail');
    expect(t.tokens(enc.ids)).toEqual([
      '[CLS]',
      'masks',
      'w',
      '##o',
      '##r',
      '##k',
      '[SEP]',
      'masks',
      'f',
      '##a',
      '##i',
      '##l',
      '[SEP]',
    ]);
    expect(enc.types).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('truncates pairs longest-first, as Hugging Face does', () => {
    const small = tokenizer(12);
    const enc = small.encodePair('the the the the the the the the the the', 'risk risk');
    // 12 − 3 special tokens = 9: the long premise gives up tokens first (7 + 2).
    expect(small.tokens(enc.ids)).toEqual(['[CLS]', ...Array(7).fill('the'), '[SEP]', 'risk', 'risk', '[SEP]']);
    const even = small.encodePair('the '.repeat(20), 'risk '.repeat(20));
    expect(even.ids).toHaveLength(12);
    expect(small.tokens(even.ids).filter((x) => x === 'the')).toHaveLength(5);
    expect(small.tokens(even.ids).filter((x) => x === 'risk')).toHaveLength(4);
  });

  it('pads a batch with the pad id and a zero attention mask', () => {
    const enc = t.pad([t.encode('vaccine'), t.encode('the vaccine risk')]);
    expect(enc.batch).toBe(2);
    expect(enc.length).toBe(5);
    expect(Array.from(enc.mask.slice(0, enc.length), Number)).toEqual([1, 1, 1, 0, 0]);
    expect(Number(enc.ids[enc.length - 1])).toBe(t.padId);
  });
});
