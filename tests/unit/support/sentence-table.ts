/**
 * Texts whose right sentence split is known, in the languages ClaimLens's readers check claims
 * in: abbreviations, decimals, ordinals, quotations, ellipses and the marks of other scripts.
 * The splitter must get every row right; plain Intl.Segmenter is scored against it
 * (docs/decisions.md, "Sentence splitting").
 */
export interface SplitCase {
  lang: string;
  text: string;
  sentences: string[];
}

/** Each row: the language, then the sentences; the text is the sentences joined by a space. */
const ROWS: [string, ...string[]][] = [
  ['en', 'Dr. Smith gave 2.5 mg of zinc, e.g. Zincovit, daily.', 'It helped.'],
  ['en', 'Statins vs. diet: which lowers LDL?', 'Studies by J. R. Smith say both.'],
  ['en', 'Take iron, zinc, etc.', 'Then rest for a week.'],
  ['en', 'He said "Masks work. They save lives."', 'Then he left.'],
  ['en', 'Coffee… in moderation… is fine.', 'Sugar is not!'],
  ['de', 'Am 3. Mai nahm er z. B. Aspirin.', 'Danach ging es ihm besser.'],
  ['de', 'Metformin senkt bzw. stabilisiert den Blutzucker um ca. 1,5 %.', 'Das ist belegt…', 'Oder nicht?'],
  ['de', 'Laut Prof. Müller „hilft Vitamin D. Immer.“', 'Das stimmt nicht.'],
  ['fr', 'Le Dr Martin a dit « Le sucre est toxique. Vraiment. »', 'Puis il est parti.'],
  ['fr', 'Mme Durand prend p. ex. 0.5 g de vitamine C.', 'Cela suffit.'],
  ['es', '¿El café causa cáncer?', 'No, según la Dra. López.', 'Sr. Pérez lo duda.'],
  ['it', 'Il Dott. Rossi consiglia 2.5 mg, ecc.', 'Il Sig. Bianchi no.'],
  ['pt', 'O Dr. Silva disse: "A vitamina D cura a gripe."', 'Isso é falso.'],
  ['nl', 'Vitaminen, bijv. vitamine D, helpen.', 'Dhr. Jansen d.w.z. de arts twijfelt.'],
  ['ja', 'ビタミンCは風邪を防ぐ。', 'しかし証拠は弱い！', '「本当に？」と彼は聞いた。'],
  ['zh', '维生素C可以预防感冒。', '但证据很弱！', '每天2.5毫克就够了吗？'],
  ['hy', 'Սուրճը վնասակար է։', 'Դա սխալ է։'],
  ['ur', 'کافی نقصان دہ ہے۔', 'یہ غلط ہے۔'],
];

export const SPLIT_TABLE: SplitCase[] = ROWS.map(([lang, ...sentences]) => ({
  lang,
  text: sentences.join(' '),
  sentences,
}));
