/**
 * A BERT WordPiece tokenizer.json (the format of Hugging Face `tokenizers`), built from a word
 * list: BERT's special tokens at their usual ids, then single characters, `##` continuation
 * pieces and whole words, padded with synthetic pieces up to the requested vocabulary size.
 */

export const WORDS = (
  'the a an of to and in is are was were be been it that this with for on as by at from or not no ' +
  'vaccine vaccines vaccination covid virus viruses flu influenza mask masks spread reduces reduce cause causes ' +
  'cure cures treatment treat disease diseases health people children adults study studies trial evidence risk ' +
  'infection infections immune immunity system water drink drinking daily day days week weeks year years ' +
  'garlic vitamin vitamins zinc sugar salt coffee tea alcohol smoking cancer heart blood pressure sleep exercise ' +
  'doctor doctors hospital patients patient symptoms fever cough test tests positive negative safe unsafe ' +
  'effective ineffective dose doses booster antibiotics bacteria hand hands wash washing soap indoor outdoor crowded ' +
  'spaces respiratory lungs brain autism link linked prevents prevent protects protect against within three ' +
  'five ten percent more less than higher lower increase decreases increases weight loss diet fruit vegetables ' +
  'milk cheese meat fish eggs bread rice water fluoride teeth skin sun sunscreen eyes vision hearing mental ' +
  'stress anxiety depression pregnancy pregnant women men babies infants elderly older younger million deaths ' +
  'death die dies kill kills killed new old true false claim claims says said show shows shown found may can ' +
  'will would should could does do did has have had cafe naive resume fiance'
).split(/\s+/);

export interface TokenizerFiles {
  'tokenizer.json': unknown;
  'tokenizer_config.json': unknown;
}

/**
 * `words`: more whole words for the built vocabulary (a benchmark's text, so that it tokenizes
 * about as a real vocabulary would). `vocabulary`: a real WordPiece vocabulary in id order, used
 * instead of the built one, so that text splits into the real tokenizer's pieces.
 */
export function wordPieceTokenizer(
  vocabSize: number,
  maxLength: number,
  words: readonly string[] = [],
  vocabulary?: readonly string[],
): TokenizerFiles {
  const vocab = vocabulary ? [...vocabulary] : builtVocabulary(words);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; vocab.length < vocabSize; i++) {
    // Synthetic pieces fill a real-size vocabulary (lookups cost the same as with real words).
    const a = letters[i % 26]!;
    const b = letters[Math.floor(i / 26) % 26]!;
    const c = letters[Math.floor(i / 676) % 26]!;
    vocab.push(i % 2 ? `##${c}${b}${a}${Math.floor(i / 17576)}` : `${c}${b}${a}${Math.floor(i / 17576)}`);
  }
  if (vocab.length > vocabSize) throw new Error(`vocabulary needs at least ${vocab.length} entries`);
  const vocabMap = Object.fromEntries(vocab.map((t, i) => [t, i]));
  // A synthetic piece must not take a real piece's id.
  if (vocabulary && Object.keys(vocabMap).length !== vocab.length)
    throw new Error('the vocabulary holds a piece twice');
  const special = (content: string) => ({
    id: vocabMap[content]!,
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  return {
    'tokenizer.json': {
      version: '1.0',
      truncation: null,
      padding: null,
      added_tokens: ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'].map(special),
      normalizer: {
        type: 'BertNormalizer',
        clean_text: true,
        handle_chinese_chars: true,
        strip_accents: null,
        lowercase: true,
      },
      pre_tokenizer: { type: 'BertPreTokenizer' },
      post_processor: {
        type: 'TemplateProcessing',
        single: [
          { SpecialToken: { id: '[CLS]', type_id: 0 } },
          { Sequence: { id: 'A', type_id: 0 } },
          { SpecialToken: { id: '[SEP]', type_id: 0 } },
        ],
        pair: [
          { SpecialToken: { id: '[CLS]', type_id: 0 } },
          { Sequence: { id: 'A', type_id: 0 } },
          { SpecialToken: { id: '[SEP]', type_id: 0 } },
          { Sequence: { id: 'B', type_id: 1 } },
          { SpecialToken: { id: '[SEP]', type_id: 1 } },
        ],
        special_tokens: Object.fromEntries(
          ['[CLS]', '[SEP]'].map((t) => [t, { id: t, ids: [vocabMap[t]], tokens: [t] }]),
        ),
      },
      decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
      model: {
        type: 'WordPiece',
        unk_token: '[UNK]',
        continuing_subword_prefix: '##',
        max_input_chars_per_word: 100,
        vocab: vocabMap,
      },
    },
    'tokenizer_config.json': {
      tokenizer_class: 'BertTokenizer',
      do_lower_case: true,
      model_max_length: maxLength,
      cls_token: '[CLS]',
      sep_token: '[SEP]',
      pad_token: '[PAD]',
      unk_token: '[UNK]',
      mask_token: '[MASK]',
      clean_up_tokenization_spaces: true,
    },
  };
}

/** BERT's special tokens at their usual ids, then single characters, `##` pieces and whole words. */
function builtVocabulary(words: readonly string[]): string[] {
  const vocab: string[] = ['[PAD]'];
  const pieces: string[] = [];
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789.,;:!?\'"()-/%&+=*#@$[]{}<>_';
  for (const c of chars) pieces.push(c);
  for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') pieces.push(`##${c}`);
  for (const w of new Set([...WORDS, ...words])) if (w.length > 1) pieces.push(w);
  for (const w of ['##s', '##es', '##ed', '##ing', '##ly', '##er', '##est', '##tion', '##ment', '##ness'])
    pieces.push(w);
  for (let i = 1; i < 100; i++) vocab.push(`[unused${i}]`);
  vocab.push('[UNK]', '[CLS]', '[SEP]', '[MASK]');
  vocab.push(...pieces);
  return vocab;
}
