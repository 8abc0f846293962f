import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { evidenceBlock } from '../../lib/tribunal/prompts/evidence';
import { gatherEvidence } from '../../lib/web/gather';
import { searchEuropePmc } from '../../lib/web/providers/europepmc';
import { SearchError } from '../../lib/web/providers/types';
import { lexicalEmbedder } from '../support/lexical-embedder';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';
import { NO_ABSTRACT, PREPRINT, RETRACTED, TRIAL } from '../support/web-fixtures/papers';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';
import { CLAIM } from '../support/web-fixtures/sites';

/**
 * Scholarly evidence with no key (issue 32 item 3): Europe PMC answered by the fixture server in
 * its REST service's own shape (`resultType=core`), including errors and empty results.
 */

let fx: WebFixtures;
let fetch: ReturnType<typeof fixtureFetch>;
beforeAll(async () => {
  fx = await startWebFixtures();
  fetch = fixtureFetch(fx);
});
afterEach(() => fx.setPapers(null));
afterAll(async () => {
  await fetch.close();
  await fx.close();
});

const options = () => ({ fetch, timeoutMs: 5000, maxResults: 25 });

describe('Europe PMC search', () => {
  it('reads abstracts with journal, date and type; keeps retracted papers apart; drops records with no abstract', async () => {
    fx.setPapers([TRIAL, PREPRINT, RETRACTED, NO_ABSTRACT]);
    const found = await searchEuropePmc('garlic covid', options());
    expect(found.papers).toEqual([
      {
        url: 'https://doi.org/10.1056/NEJMoa2034577',
        title: 'Garlic supplementation and SARS-CoV-2 infection: a randomized trial.',
        abstract:
          'Background Whether garlic prevents COVID-19 is unknown. Results Eating raw garlic every day did not prevent COVID-19 infection among 1,200 adults (risk ratio 0.98).',
        journal: 'N Engl J Med',
        published: '2021-02-04',
        publication: 'Randomized Controlled Trial',
      },
      {
        url: 'https://europepmc.org/article/PPR/PPR123456',
        title: 'Allicin and coronavirus entry in vitro',
        abstract: 'Allicin from garlic reduced viral entry in cultured cells; no human data.',
        journal: 'medRxiv',
        published: '2020',
        publication: 'Preprint',
      },
    ]);
    expect(found.retracted).toEqual([
      { title: 'Garlic cures COVID-19 in three days', url: 'https://europepmc.org/article/MED/32000001' },
    ]);
    const asked = new URL(fx.requests.at(-1)!.path, 'https://www.ebi.ac.uk');
    expect(asked.pathname).toBe('/europepmc/webservices/rest/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      query: 'garlic covid',
      format: 'json',
      resultType: 'core',
    });
  });

  it('says what went wrong when Europe PMC answers with a server error', async () => {
    fx.setPapers(503);
    await expect(searchEuropePmc('garlic', options())).rejects.toThrow(SearchError);
    await expect(searchEuropePmc('garlic', options())).rejects.toThrow(/^Europe PMC .*503/);
  });
});

describe('abstracts in the evidence bundle', () => {
  const gather = async (papers: readonly object[] | number) => {
    fx.setPapers(papers);
    const s = defaultSettings();
    s.web.enabled = true;
    s.web.duckduckgoUrl = fx.httpUrl('/html/');
    return gatherEvidence(
      { claim: CLAIM, settings: s.web, secrets: {}, sources: DEFAULT_SOURCES, hostAccess: ['https://*/*'] },
      { embedder: lexicalEmbedder(), fetch },
    );
  };

  it('are passages cited by DOI with date and type; the judge sees them; a retracted paper is only named', async () => {
    const bundle = await gather([TRIAL, RETRACTED]);
    const trial = bundle.passages.find((p) => p.url === 'https://doi.org/10.1056/NEJMoa2034577');
    expect(trial).toMatchObject({
      domain: 'europepmc.org',
      sourceName: 'N Engl J Med (Europe PMC)',
      published: '2021-02-04',
      publication: 'Randomized Controlled Trial',
    });
    expect(bundle.passages.some((p) => p.text.includes('cured every patient'))).toBe(false);
    expect(bundle.notes).toContain(
      'Left out, retracted: “Garlic cures COVID-19 in three days” (https://europepmc.org/article/MED/32000001).',
    );
    expect(evidenceBlock({ passages: [trial!] })).toContain(
      'published="2021-02-04" publication="Randomized Controlled Trial"',
    );
  });

  it('a Europe PMC failure costs only the abstracts, with a note; the web evidence stands', async () => {
    const bundle = await gather(500);
    expect(bundle.passages.length).toBeGreaterThan(0);
    expect(bundle.passages.every((p) => p.domain !== 'europepmc.org')).toBe(true);
    expect(bundle.notes.join(' ')).toMatch(/^Europe PMC could not be searched: Europe PMC .*500/);
  });
});
