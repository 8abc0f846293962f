import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { pageCandidates } from '../../lib/decompose/page';
import { disputeProblem, readerOutcome } from '../../lib/kg/graph/disputes';
import { KnowledgeGraph } from '../../lib/kg/graph/knowledge';
import { failInterruptedTasks } from '../../lib/kg/graph/tasks';
import { stringifyPack } from '../../lib/kg/packs/export';
import { PACK_FORMAT } from '../../lib/kg/packs/format';
import { runImportTask } from '../../lib/kg/packs/install';
import { parsePack } from '../../lib/kg/packs/parse';
import { diffSummary } from '../../lib/kg/packs/team-diff';
import { decideUpdate } from '../../lib/kg/packs/team-verify';
import { packUrlProblem } from '../../lib/kg/packs/url-rules';
import { checkListSignature } from '../../lib/sources/shared/signature';
import { requireHttps } from '../../lib/sources/shared/subscriptions';
import { packEntries } from '../../lib/sources/sync/chunks';
import { useBrowserLocale } from '../support/i18n';
import { freshDatabases, stagePack } from './support/kg-db';

const freshDb = freshDatabases('i18n-engine-kg-de');

let restore: () => void = () => undefined;
beforeEach(() => {
  restore = useBrowserLocale('de');
});
afterEach(() => restore());

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error('expected a refusal');
}

describe('what the engine writes about packs, in German', () => {
  it('summarises an import and a team pack update with German words and counts', async () => {
    const db = freshDb();
    const text = stringifyPack({
      format: PACK_FORMAT,
      version: 1,
      pack: { id: 'demo', name: 'Demo', version: '1' },
      sources: [],
      entities: [],
      claims: [{ id: 'c1', text: 'Garlic cures COVID-19.', status: 'FALSE' }],
      facts: [],
      edges: [],
    });
    const id = await stagePack(db, text, 'demo.json');
    const result = await runImportTask(new KnowledgeGraph(db), id, null);
    expect('message' in result && result.message).toBe(
      '„Demo“ 1 importiert: 1 Behauptungen, 0 Fakten, 0 Entitäten, 0 Quellen, 0 Kanten.',
    );
    const counts = { added: 2, changed: 1, withdrawn: 1200 };
    const diff = { fromVersion: '1', toVersion: '2', added: [], changed: [], withdrawn: [], counts };
    expect(diffSummary(diff)).toBe(
      '2 Behauptungen hinzugefügt, 1 Behauptung geändert, 1.200 Behauptungen zurückgezogen',
    );
    expect(diffSummary({ ...diff, counts: { added: 0, changed: 0, withdrawn: 0 } })).toBe('keine Behauptung geändert');
  });

  it('marks an import that the engine’s stop interrupted, in German', async () => {
    const db = freshDb();
    const id = await stagePack(db, '{}');
    await db.tasks.update(id, { status: 'running' });
    expect(await failInterruptedTasks(db)).toBe(1);
    expect((await db.tasks.get(id))?.error).toBe(
      'Unterbrochen: Die lokale Engine wurde beendet. Starten Sie sie erneut.',
    );
  });

  it('refuses a pack file with its line, in German', () => {
    expect(refusal(() => parsePack('{'))).toMatch(/^Kein gültiges JSON/);
    const bad = JSON.stringify(
      {
        format: PACK_FORMAT,
        version: 1,
        pack: { id: 'x', name: 'X', version: '1' },
        claims: [{ id: 'c', text: 'T.', status: 'YES' }],
      },
      null,
      2,
    );
    expect(refusal(() => parsePack(bad))).toMatch(
      /^Zeile \d+: claims\[0\]\.status muss "TRUE" oder "FALSE" sein \(gefunden: "YES"\)\.$/,
    );
  });

  it('refuses an address, a rollback and a tampered signature in German', async () => {
    expect(packUrlProblem(new URL('http://example.org/p.json'))).toBe('Pakete werden nur über https:// importiert.');
    expect(refusal(() => requireHttps('http://example.org/p.json', 'pack'))).toMatch(
      /^Team-Pakete müssen über HTTPS bereitgestellt werden/,
    );
    const held = { packId: 'demo', createdAt: '2026-02-01T00:00:00Z', digest: 'a', version: '2' };
    const older = { meta: { id: 'demo', version: '1', createdAt: '2026-01-01T00:00:00Z' }, digest: 'b' };
    expect(refusal(() => decideUpdate(held, older))).toContain('als mögliches Zurücksetzen abgelehnt');
    const forged = { alg: 'Ed25519' as const, publicKey: btoa('k'.repeat(32)), value: btoa('s'.repeat(64)) };
    const check = await checkListSignature(forged, '{}', null, 'pack');
    expect(check.ok ? '' : check.reason).toMatch(/^Die Signatur des Pakets passt nicht zu seinem Inhalt/);
  });

  it('says in German why the reader’s list cannot sync and why a page has no claim to check', () => {
    const long = { domain: 'who.int', description: 'x'.repeat(9000), enabled: true, updatedAt: 1, device: 'd' };
    expect(refusal(() => packEntries([long]))).toMatch(/^Der Eintrag für who\.int ist zu groß/);
    const page = pageCandidates([{ text: 'Was hilft gegen Kopfweh?' }, { text: 'Kopfweh', heading: true }], 500);
    expect(page.ok ? '' : page.message).toMatch(/^Keine Behauptung zu prüfen in diesem Artikel \(2 Sätze\)/);
  });
});

describe('the reader’s corrections, in German', () => {
  it('refuses a correction without a reason and answers from one with the corrected verdict in German', () => {
    const check = { status: 'done' as const, verdict: 'False' as const, text: 'Garlic cures COVID-19.' };
    expect(disputeProblem(check, { verdict: 'True', reason: ' ' })).toMatch(/^Sagen Sie, warum das Urteil falsch ist/);
    const outcome = readerOutcome({
      id: 'dispute:1',
      claim: 'Garlic cures COVID-19.',
      looseKey: 'garlic cures covid 19',
      verdict: 'False',
      reason: 'WHO says so.',
      state: 'active',
      provenance: 'reader',
      origin: 'reader',
      original: { checkId: 'check:1', verdict: 'True' },
      createdAt: Date.UTC(2026, 0, 2),
      updatedAt: Date.UTC(2026, 0, 2),
    });
    expect(outcome.notice).toBe('Ihre Korrektur');
    expect(outcome.explanation).toBe(
      'Sie haben diese Behauptung am 2026-01-02 korrigiert (sie war als Wahr geprüft worden): WHO says so.',
    );
  });
});
