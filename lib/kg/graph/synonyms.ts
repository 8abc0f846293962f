import { normEntity } from './entities';

/**
 * Synonyms that fuzzy matching cannot find (different words for one thing), for web writes
 * (Memory-first fact-checking §III-F): a name in the table resolves to any stored entity known by
 * one of its forms, and a new one is named canonically.
 */

export interface Synonym {
  canonical: string;
  type: string;
  aliases: readonly string[];
}

export class SynonymTable {
  private readonly byForm = new Map<string, Synonym>();

  constructor(entries: readonly Synonym[]) {
    for (const entry of entries)
      for (const form of [entry.canonical, ...entry.aliases]) this.byForm.set(normEntity(form), entry);
  }

  /** The entry a name belongs to, if any. */
  entry(name: string): Synonym | undefined {
    return this.byForm.get(normEntity(name));
  }
}

export const HEALTH_SYNONYMS = new SynonymTable([
  {
    canonical: 'COVID-19',
    type: 'disease',
    aliases: [
      'covid',
      'covid19',
      'covid 19',
      'coronavirus disease',
      'coronavirus disease 2019',
      'sars-cov-2 infection',
      'novel coronavirus disease',
    ],
  },
  {
    canonical: 'SARS-CoV-2',
    type: 'virus',
    aliases: [
      'sars-cov2',
      'sars cov 2',
      '2019-ncov',
      'novel coronavirus',
      'the new coronavirus',
      'new coronavirus',
      'covid-19 virus',
      'coronavirus',
    ],
  },
  { canonical: 'influenza', type: 'disease', aliases: ['flu', 'the flu', 'seasonal flu', 'seasonal influenza'] },
  { canonical: 'hydroxychloroquine', type: 'drug', aliases: ['hcq', 'plaquenil'] },
  { canonical: 'vitamin D', type: 'supplement', aliases: ['vitamin d3', 'cholecalciferol', 'vit d'] },
  { canonical: 'vitamin C', type: 'supplement', aliases: ['ascorbic acid', 'vit c'] },
  { canonical: 'mRNA vaccine', type: 'vaccine', aliases: ['mrna vaccines', 'messenger rna vaccine'] },
  {
    canonical: 'face mask',
    type: 'intervention',
    aliases: ['face masks', 'mask', 'masks', 'face covering', 'face coverings'],
  },
  { canonical: 'measles, mumps and rubella vaccine', type: 'vaccine', aliases: ['mmr', 'mmr vaccine'] },
  { canonical: 'myocardial infarction', type: 'disease', aliases: ['heart attack', 'heart attacks'] },
  { canonical: 'hypertension', type: 'disease', aliases: ['high blood pressure'] },
]);
