import 'fake-indexeddb/auto';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ClaimLensDB } from '../../../lib/db/database';
import { knowledgeOf } from '../../../lib/kg/graph/knowledge';
import { nliCannotDecide } from '../../../lib/kg/memory/nli-skip';
import { importPack } from '../../../lib/kg/packs/import';
import { parsePack } from '../../../lib/kg/packs/parse';
import { candidateBasis } from '../../../lib/pipeline/stages/memory/features';
import { defaultSettings } from '../../../lib/settings/schema';

/**
 * How often the NLI skip rule (lib/kg/memory/nli-skip.ts) fires on the starter pack's own claims
 * reworded, each matched to the claim it rewords (what an embedder finds for a paraphrase). The
 * value guard and the graph support G are measured on the real pack; S needs trained embedding
 * weights, which are not here, so the rate is given at S values across the eligible range.
 */

/** [the stored claim, word for word, and a rewording of it]. */
const REWORDED: [string, string][] = [
  [
    'Hydroxychloroquine does not lower the risk of mortality in patients with COVID-19.',
    'Taking hydroxychloroquine does not make COVID-19 patients less likely to die.',
  ],
  [
    'The coronavirus vaccine generated an immune response against the novel coronavirus.',
    'The COVID vaccine made the immune system respond to the new coronavirus.',
  ],
  [
    'People with coronary heart disease, face a higher risk for severe Covid-19, preliminary research has shown.',
    'Early research shows people with coronary heart disease are more at risk of severe Covid-19.',
  ],
  [
    'Health care workers on the frontlines of the coronavirus pandemic suffer elevated rates of mental health issues.',
    'Frontline health workers in the coronavirus pandemic have more mental health problems.',
  ],
  [
    'Members of different bat species share living spaces in very large groups, allowing viruses to spread easily among them.',
    'Bats of different species live together in huge groups, so viruses spread easily between them.',
  ],
  [
    'Up to a third of people who fall ill from COVID-19 report at least one neurological deficit, whether in taste, smell, balance or alertness.',
    'As many as one in three COVID-19 patients report a neurological problem such as losing taste, smell, balance or alertness.',
  ],
  [
    'Coronavirus patients in hospitals were more likely to die if they were treated in intensive care units stretched to capacity as those treated during quieter times.',
    'Hospital coronavirus patients treated in overloaded intensive care units died more often than those treated in quieter periods.',
  ],
  [
    'The 2003 coronavirus cannot jump from bats to humans without an intermediate host.',
    'The 2003 coronavirus needs an intermediate host to pass from bats to people.',
  ],
  [
    'New-onsets of psychosis were not found in patients hospitalized with COVID-19.',
    'Patients in hospital with COVID-19 did not develop new psychosis.',
  ],
  ['People naturally do not touch their faces often.', 'People rarely touch their own faces.'],
  [
    'The study found that though hospital capacity was strained by increased caseloads it had no effect on coronavirus patient mortality.',
    'Strained hospital capacity from rising caseloads did not change how many coronavirus patients died.',
  ],
  [
    'A team of virologists and aerosol scientists was unable to find any evidence of infectious coronavirus in the air.',
    'Virologists and aerosol scientists found no infectious coronavirus in the air.',
  ],
  ['All counties were proportionately impacted by COVID-19 deaths.', 'COVID-19 deaths hit every county in proportion.'],
  [
    'Nursing facilities have accounted for only a minor number of COVID-19 deaths.',
    'Only a small share of COVID-19 deaths happened in nursing homes.',
  ],
  [
    'Researchers at the University of Hong Kong estimated there were probably around 1 million confirmed COVID-19 cases in China by late February 2020, more than twelve times the number of reported cases at the time.',
    'University of Hong Kong researchers estimated about 2 million COVID-19 cases in China by late February 2020.',
  ],
  [
    'Researchers have found that people whose bodies were teeming with the coronavirus did not become any more seriously ill when compared with those who carried much less virus.',
    'People carrying a lot of coronavirus were not more seriously ill than those carrying little virus.',
  ],
];

/** Similarities at which the rate is given: the default model's bar, and two closer matches. */
export const SKIP_S = [0.75, 0.85, 0.95] as const;

interface SkipRate {
  claims: number;
  /** S → the share of reworded claims whose NLI the rule skips. */
  rate: Record<number, number>;
  /** How many of the skips were the value guard's (independent of S). */
  valueGuard: number;
}

export async function nliSkipRate(): Promise<SkipRate> {
  const db = new ClaimLensDB(`nli-skip-rate-${process.pid}`);
  try {
    const root = path.resolve(import.meta.dirname, '../../..');
    const pack = parsePack(readFileSync(path.join(root, 'public/packs/check-covid-starter.json'), 'utf8'));
    await importPack(knowledgeOf(db), pack, { from: 'bench' });
    const settings = defaultSettings().memory;
    const byText = new Map(pack.claims.map((c) => [c.text, c]));
    const skipped: Record<number, number> = Object.fromEntries(SKIP_S.map((S) => [S, 0]));
    let valueGuard = 0;
    for (const [stored, claim] of REWORDED) {
      const node = byText.get(stored);
      if (!node) throw new Error(`The starter pack no longer holds "${stored}": update the reworded set.`);
      const candidate = { index: 'macro' as const, nodeId: node.id, text: stored, status: node.status, S: 1 };
      const basis = await candidateBasis(db, claim, candidate);
      if (!basis) throw new Error(`"${stored}" has no truth status in the starter pack: update the reworded set.`);
      for (const S of SKIP_S) {
        const skip = nliCannotDecide({ claim, stored, S, G: basis.graph.G }, settings);
        if (skip) skipped[S]! += 1;
        if (skip?.name === 'value' && S === SKIP_S[0]) valueGuard++;
      }
    }
    const rate = Object.fromEntries(SKIP_S.map((S) => [S, skipped[S]! / REWORDED.length]));
    return { claims: REWORDED.length, rate, valueGuard };
  } finally {
    db.close();
    await db.delete();
  }
}
