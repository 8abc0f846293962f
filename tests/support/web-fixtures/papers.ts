/** Europe PMC records in its REST service's `resultType=core` shape: a trial, a preprint, a retracted paper, one with no abstract. */

export const TRIAL = {
  id: '33301246',
  source: 'MED',
  pmid: '33301246',
  doi: '10.1056/NEJMoa2034577',
  title: 'Garlic supplementation and <i>SARS-CoV-2</i> infection: a randomized trial.',
  abstractText:
    '<h4>Background</h4>Whether garlic prevents COVID-19 is unknown. <h4>Results</h4>Eating raw garlic every day did not prevent COVID-19 infection among 1,200 adults (risk ratio 0.98).',
  journalInfo: { journal: { title: 'N Engl J Med' } },
  pubYear: '2021',
  firstPublicationDate: '2021-02-04',
  pubTypeList: { pubType: ['Randomized Controlled Trial', 'Journal Article'] },
};
export const PREPRINT = {
  id: 'PPR123456',
  source: 'PPR',
  title: 'Allicin and coronavirus entry in vitro',
  abstractText: 'Allicin from garlic reduced viral entry in cultured cells; no human data.',
  journalTitle: 'medRxiv',
  pubYear: '2020',
  pubTypeList: { pubType: ['Preprint'] },
};
export const RETRACTED = {
  id: '32000001',
  source: 'MED',
  pmid: '32000001',
  title: 'Garlic cures COVID-19 in three days',
  abstractText: 'Raw garlic cured every patient within three days.',
  journalTitle: 'J Miracle Med',
  pubYear: '2020',
  pubTypeList: { pubType: ['Retracted Publication', 'Journal Article'] },
};
export const NO_ABSTRACT = { id: '1', source: 'MED', pmid: '1', title: 'Letter: garlic', pubYear: '2020' };
