import { readFileSync } from 'node:fs';
import path from 'node:path';

import { looksLikeHealthClaim } from '../../lib/core/health';
import { HEALTH_SHARE_THRESHOLD, healthSignal } from '../../lib/decompose/topics/health';
import { TopicModel, type TopicModelFile } from '../../lib/decompose/topics/model';
import { findDataDir, findWordnetDir, GENERAL_LEXFILES, WORDNET_STRIDE } from './corpus';

/**
 * How well the topic model tells health text from other text, beside the lexicon the pill uses
 * today (lib/core/health.ts). Health: the Check-COVID dev claims (never trained on). Other:
 * WordNet glosses of general synsets the training run skipped (held out by the stride).
 *   npx tsx scripts/topic-model/evaluate.ts [--data DIR] [--wordnet DIR]
 */

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const model = new TopicModel(
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../lib/decompose/topics/health-topics.json'), 'utf8'),
  ) as TopicModelFile,
);
const dataDir = findDataDir(arg('--data'));
const health = readFileSync(path.join(dataDir, 'check-covid/covidCheck_dev_composed+extracted.json'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { claim: string }).claim);
const other: string[] = [];
let n = 0;
for (const line of readFileSync(path.join(findWordnetDir(arg('--wordnet')), 'data.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith('  ')) continue;
  const fields = line.split(' ');
  if (!GENERAL_LEXFILES.has(fields[1]!)) continue;
  if (n++ % WORDNET_STRIDE === Math.floor(WORDNET_STRIDE / 2) && other.length < 1000)
    other.push(
      line
        .slice(line.indexOf(' | ') + 3)
        .split(';')[0]!
        .trim(),
    );
}
const rate = (texts: string[], test: (t: string) => boolean) => texts.filter(test).length / texts.length;
console.log(`health: ${health.length} Check-COVID dev claims; other: ${other.length} held-out WordNet glosses\n`);
console.log('| detector | health recall | false-positive rate |\n|---|---|---|');
console.log(
  `| lexicon (lib/core/health.ts) | ${rate(health, looksLikeHealthClaim).toFixed(3)} | ${rate(other, looksLikeHealthClaim).toFixed(3)} |`,
);
for (const threshold of [0.5, 0.6, 0.7, 0.8]) {
  const test = (t: string) => {
    const r = model.infer(t);
    return r.known > 0 && r.healthShare >= threshold;
  };
  console.log(
    `| topic model, health share ≥ ${threshold} | ${rate(health, test).toFixed(3)} | ${rate(other, test).toFixed(3)} |`,
  );
}
const combined = (t: string) => healthSignal(t, model).health;
console.log(
  `| lexicon, confirmed by the topic model (share ≥ ${HEALTH_SHARE_THRESHOLD}; the pill's rule) | ${rate(health, combined).toFixed(3)} | ${rate(other, combined).toFixed(3)} |`,
);
