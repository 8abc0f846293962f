/**
 * `npx tsx scripts/packs/build-starter.ts [--data DIR] [--out FILE]`
 *
 * Builds the starter knowledge pack shipped in the extension (public/packs/) from a copy of
 * the Check-COVID data (train + dev splits and the abstracts they cite). The output is
 * deterministic: run it again and the file does not change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { stringifyPack } from '../../lib/kg/packs/export';
import { parsePack } from '../../lib/kg/packs/parse';
import { buildStarterPack, type CheckCovidRow, type CorpusDoc, parseJsonLines } from './starter';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1]! : dflt;
};
const data = opt('--data', '/work/shared/data/check-covid');
const out = opt('--out', path.resolve(import.meta.dirname, '../../public/packs/check-covid-starter.json'));

const read = (file: string) => readFileSync(path.join(data, file), 'utf8');
const rows = [
  ...parseJsonLines<CheckCovidRow>(read('covidCheck_train_composed+extracted.json')),
  ...parseJsonLines<CheckCovidRow>(read('covidCheck_dev_composed+extracted.json')),
];
const corpus = new Map(parseJsonLines<CorpusDoc>(read('corpus.json')).map((d) => [d.cord_id, d]));
const pack = buildStarterPack(rows, corpus);
const text = stringifyPack(pack);
// The pack must pass the same checks as any imported pack.
parsePack(text);
writeFileSync(out, text);
const size = (Buffer.byteLength(text) / 1024).toFixed(0);
console.log(
  `Wrote ${out} (${size} KB): ${pack.claims?.length} claims, ${pack.facts?.length} facts, ${pack.entities?.length} entities, ${pack.sources?.length} sources, ${pack.edges?.length} edges.`,
);
