import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { looksLikeHealthClaim } from '../../lib/core/health';
import { parseCsv } from './csv';

/**
 * The training corpus of the health topic model. Health text: the Check-COVID evidence abstracts
 * (CORD-19, one document per sentence, as TrumorGPT treats sentences as documents) and the
 * COVID-19 rumor texts, both MIT-licensed, read from the shared data folder. General text, so
 * that the model also has non-health topics to tell apart: WordNet 3.0 glosses (Debian package
 * wordnet-base; WordNet licence, notice kept in the artefact) of every 6th synset from the
 * lexicographer files that are not about the body or its states. The glosses of the body and
 * bodily verbs, and of the states that the health lexicon recognises (illnesses), go in as
 * health text: they carry health beyond COVID-19 (measles, blood pressure, diabetes) that the
 * two data sets hardly cover.
 */

export interface CorpusDoc {
  text: string;
  origin: 'check-covid' | 'covid19-rumor' | 'wordnet-health' | 'wordnet-general';
}

export interface CorpusFile {
  path: string;
  sha256: string;
  licence: string;
}

export function findDataDir(explicit?: string): string {
  const candidates = [
    explicit,
    process.env.CLAIMLENS_DATA,
    '../shared/data',
    '../../shared/data',
    '/work/shared/data',
  ].filter(Boolean) as string[];
  for (const dir of candidates) if (existsSync(path.join(dir, 'check-covid', 'corpus.json'))) return path.resolve(dir);
  throw new Error(
    `Health corpus not found (looked in ${candidates.join(', ')}): pass --data DIR or set CLAIMLENS_DATA to the folder holding check-covid/ and covid19-rumor/.`,
  );
}

const sha = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/** WordNet lexicographer files used as general text (numbers from lexnames(5WN)). */
export const GENERAL_LEXFILES = new Set([
  '04',
  '05',
  '06',
  '07',
  '09',
  '10',
  '11',
  '13',
  '14',
  '15',
  '17',
  '18',
  '19',
  '20',
  '21',
  '23',
  '28', // nouns
  '32',
  '33',
  '36',
  '38',
  '40',
  '41',
  '43', // verbs: communication, competition, creation, motion, possession, social, weather
]);
const HEALTH_LEXFILES = new Set(['08', '29']); // noun.body, verb.body
const STATES = '26';
export const WORDNET_STRIDE = 6;

export function findWordnetDir(explicit?: string): string {
  const candidates = [explicit, process.env.WORDNET_DIR, '/usr/share/wordnet'].filter(Boolean) as string[];
  for (const dir of candidates) if (existsSync(path.join(dir, 'data.noun'))) return path.resolve(dir);
  throw new Error(
    `WordNet not found (looked in ${candidates.join(', ')}): run "apt-get install wordnet-base" or pass --wordnet DIR.`,
  );
}

export function loadCorpus(dataDir: string, wordnetDir: string): { docs: CorpusDoc[]; files: CorpusFile[] } {
  const docs: CorpusDoc[] = [];
  const files: CorpusFile[] = [];

  const corpusPath = path.join(dataDir, 'check-covid', 'corpus.json');
  const corpus = readFileSync(corpusPath);
  files.push({
    path: 'check-covid/corpus.json',
    sha256: sha(corpus),
    licence: 'MIT, Copyright (c) 2023 Columbia University (Check-COVID)',
  });
  for (const line of corpus.toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { title: string; abstract: string[] };
    for (const text of [entry.title, ...entry.abstract]) docs.push({ text, origin: 'check-covid' });
  }

  const rumorPath = path.join(dataDir, 'covid19-rumor', 'en_dup.csv');
  const rumors = readFileSync(rumorPath);
  files.push({
    path: 'covid19-rumor/en_dup.csv',
    sha256: sha(rumors),
    licence: 'MIT, Copyright (c) 2020 hlc1209 (COVID-19 rumor dataset)',
  });
  const [header, ...rows] = parseCsv(rumors.toString('utf8'));
  const content = header!.indexOf('content');
  const seen = new Set<string>();
  for (const row of rows) {
    const text = row[content]?.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    docs.push({ text, origin: 'covid19-rumor' });
  }

  for (const file of ['data.noun', 'data.verb']) {
    const data = readFileSync(path.join(wordnetDir, file));
    files.push({
      path: `wordnet/${file}`,
      sha256: sha(data),
      licence: 'WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. (WordNet 3.0 licence)',
    });
    let n = 0;
    for (const line of data.toString('utf8').split('\n')) {
      if (!line || line.startsWith('  ')) continue;
      const fields = line.split(' ');
      const words = Array.from({ length: parseInt(fields[3]!, 16) }, (_, i) => fields[4 + 2 * i]!.replace(/_/g, ' '));
      const gloss = line.slice(line.indexOf(' | ') + 3).trim();
      // States (noun.state) hold illnesses and much else: only those the health lexicon recognises.
      const health = HEALTH_LEXFILES.has(fields[1]!) || (fields[1] === STATES && looksLikeHealthClaim(gloss));
      if (!health && (!GENERAL_LEXFILES.has(fields[1]!) || n++ % WORDNET_STRIDE !== 0)) continue;
      docs.push({ text: `${words.join(', ')}: ${gloss}`, origin: health ? 'wordnet-health' : 'wordnet-general' });
    }
  }
  return { docs, files };
}
