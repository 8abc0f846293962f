/**
 * The evaluation fixture's web: per topic, the search results a SearXNG instance returns and
 * the trusted pages behind them. Each page states one sentence about its topic (supporting or
 * negating the claim) among general text that shares no claim words, so the scripted tribunal's
 * reading of it — and the verdict — is known in advance (tests/unit/eval-integration.test.ts).
 */

export interface FixturePage {
  url: string;
  title: string;
  statement: string;
}

const GENERAL = [
  'This page is written by our clinical editors and reviewed every year, or sooner when important studies are published.',
  'Talk to a doctor, nurse or pharmacist before you start or stop any medicine, and bring a list of the products you already take.',
  'Information here is general and does not replace advice from a professional who knows your history.',
  'If you feel very unwell, call your local emergency number or go to the nearest emergency department.',
];

export function pageHtml(p: FixturePage): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${p.title}</title></head><body>
<header><nav><a href="/">Home</a> <a href="/topics">Health topics</a></nav></header>
<main><article><h1>${p.title}</h1><p>${p.statement} ${GENERAL[0]}</p><p>${GENERAL.slice(1).join(' ')}</p></article></main>
<footer><p>Privacy policy. Accessibility.</p></footer></body></html>`;
}

const page = (url: string, title: string, statement: string): FixturePage => ({ url, title, statement });

/** Topic word (as it appears in the search query) → the pages a search returns, best first. */
export const TOPICS: Record<string, FixturePage[]> = {
  exercise: [
    page(
      'https://www.heart.org/en/health-topics/high-blood-pressure/exercise',
      'Exercise and blood pressure',
      'Regular exercise lowers blood pressure in adults.',
    ),
  ],
  folic: [
    page(
      'https://www.cdc.gov/folic-acid/about/index.html',
      'About folic acid',
      'Folic acid supplements reduce neural tube defects.',
    ),
  ],
  sunscreen: [
    page(
      'https://www.cancer.org/cancer/risk-prevention/sun-and-uv/sunscreen.html',
      'Choosing a sunscreen',
      'Sunscreen protects against skin cancer.',
    ),
  ],
  garlic: [
    page(
      'https://www.who.int/emergencies/myth-busters/garlic',
      'Myth busters: garlic',
      'Garlic does not cure COVID-19.',
    ),
  ],
  autism: [
    page(
      'https://www.cdc.gov/vaccine-safety/about/autism.html',
      'Vaccine safety questions',
      'Vaccines do not cause autism.',
    ),
  ],
  antibiotics: [page('https://www.nhs.uk/conditions/antibiotics/', 'Antibiotics', 'Antibiotics do not kill viruses.')],
  bleach: [
    page(
      'https://www.fda.gov/consumers/bleach-warning',
      'Danger: bleach products',
      'Drinking bleach does not cure COVID-19.',
    ),
  ],
  coffee: [
    page(
      'https://www.mayoclinic.org/coffee-and-health',
      'Coffee and health',
      'Coffee does not protect against liver disease.',
    ),
  ],
  vitamin: [page('https://www.nih.gov/news-events/vitamin-c-colds', 'Vitamin C and colds', 'Vitamin C cures colds.')],
  fasting: [
    page(
      'https://www.nih.gov/news-events/fasting-insulin',
      'Fasting and metabolism',
      'Fasting improves insulin sensitivity.',
    ),
    page('https://www.mayoclinic.org/fasting-diets', 'Fasting diets', 'Fasting does not improve insulin sensitivity.'),
  ],
  melatonin: [
    page('https://www.nhs.uk/medicines/melatonin/', 'Melatonin', 'Melatonin improves sleep quality.'),
    page(
      'https://my.clevelandclinic.org/health/melatonin',
      'Melatonin supplements',
      'Melatonin does not improve sleep quality.',
    ),
  ],
  copper: [page('https://copper-healing.example/bracelets', 'Miracle copper', 'Copper bracelets cure arthritis.')],
  showers: [],
  tea: [page('https://www.health.harvard.edu/green-tea', 'Green tea', 'Green tea burns belly fat.')],
  knuckles: [
    page(
      'https://www.health.harvard.edu/knuckle-cracking',
      'Knuckle cracking',
      'Cracking knuckles does not cause arthritis.',
    ),
  ],
};
