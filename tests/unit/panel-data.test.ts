// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DisputeSection } from '../../components/sidepanel/check/Dispute';
import { HistoryTab } from '../../components/sidepanel/tabs/HistoryTab';
import { getDb } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { Engine } from '../../lib/engine/engine';
import { checkRecord, correctionsOf, runningStage } from '../../lib/panel/check';
import { allChecks } from '../../lib/panel/history';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { useBrowserLocale } from '../support/i18n';
import { doneCheck } from './support/check-row';
import { models } from './support/kg-fixtures';
import { renderer } from './support/render';

/** The side panel's data: reads through lib/panel (kept live by the hooks), writes through engine ops. */

const row = (id: string, patch: Partial<CheckRecord> = {}): CheckRecord => ({
  ...doneCheck({}, 'Garlic cures colds.'),
  id: id as CheckRecord['id'],
  verdict: 'False',
  ...patch,
});

/** The engine on the panel's own database, called as engine.call reaches it: validated by the declarations. */
function engine() {
  const e = new Engine({ db: getDb(), emit: () => undefined, models: models(null, null) });
  return <T>(op: string, payload: unknown) => e.handle(op, payload, defaultEngineConfig()) as Promise<T>;
}

const render = renderer();
afterEach(async () => {
  await Promise.all([getDb().checks.clear(), getDb().disputes.clear()]);
});

describe('the panel read model', () => {
  it('reads a check by id, the newest without one, and null for one that is gone', async () => {
    await getDb().checks.bulkPut([row('check:old', { createdAt: 1 }), row('check:new', { createdAt: 2 })]);
    expect((await checkRecord('check:old'))?.id).toBe('check:old');
    expect((await checkRecord(null))?.id).toBe('check:new');
    expect(await checkRecord('check:gone')).toBeNull();
    expect((await allChecks()).map((c) => c.id).sort()).toEqual(['check:new', 'check:old']);
  });

  it('names the stage of a running check, and none once it is done', async () => {
    await getDb().checks.bulkPut([
      row('check:run', { status: 'running', stage: 'web' }),
      row('check:wait', { status: 'queued' }),
      row('check:done'),
    ]);
    expect(await runningStage('check:run')).toBe('Searching trusted sources');
    expect(await runningStage('check:wait')).toBe('waiting to start');
    expect(await runningStage('check:done')).toBeNull();
    expect(await runningStage(null)).toBeNull();
  });
});

describe('corrections through the engine', () => {
  it('stores, undoes and applies again a correction; the panel reads it back by the claim', async () => {
    const call = engine();
    const check = row('check:c');
    await getDb().checks.put(check);
    const added = await call<{ id: string; state: string }>('dispute.add', {
      checkId: check.id,
      verdict: 'True',
      reason: 'A trial says so.',
    });
    expect(added.state).toBe('active');
    expect((await correctionsOf(check)).map((d) => d.state)).toEqual(['active']);
    await call('dispute.setActive', { disputeId: added.id, active: false });
    expect((await correctionsOf(check)).map((d) => d.state)).toEqual(['undone']);
    await call('dispute.setActive', { disputeId: added.id, active: true });
    expect((await correctionsOf(check)).map((d) => d.state)).toEqual(['active']);
  });

  it('refuses an empty reason with what to write, and an id that is not a correction', async () => {
    const call = engine();
    await getDb().checks.put(row('check:e'));
    await expect(call('dispute.add', { checkId: 'check:e', verdict: 'True', reason: '  ' })).rejects.toThrow(
      /Say why the verdict is wrong/,
    );
    await expect(call('dispute.setActive', { disputeId: 'check:e', active: true })).rejects.toThrow(/correction id/);
    await expect(call('dispute.setActive', { disputeId: 'dispute:gone', active: true })).rejects.toThrow(
      'This correction was deleted.',
    );
    expect(await getDb().disputes.count()).toBe(0);
  });
});

describe('the live hooks', () => {
  it('History shows a check as soon as it is stored', async () => {
    const host = await render(createElement(HistoryTab));
    await vi.waitFor(() => expect(host.textContent).toContain('No checks yet.'));
    await act(async () => {
      await getDb().checks.put(row('check:h', { text: 'Vitamin C cures colds.' }));
    });
    await vi.waitFor(() => expect(host.textContent).toContain('1 of 1 checks'));
    expect(host.querySelector('.history .text')!.textContent).toBe('Vitamin C cures colds.');
  });

  it('History reads in German, its dates by the German calendar', async () => {
    const restore = useBrowserLocale('de');
    try {
      const createdAt = new Date(2026, 11, 4, 9, 30, 0).getTime();
      await getDb().checks.put(row('check:de', { text: 'Vitamin C heilt Erkältungen.', createdAt, runs: 3 }));
      const host = await render(createElement(HistoryTab));
      await vi.waitFor(() => expect(host.textContent).toContain('1 von 1 Prüfungen'));
      expect(host.querySelector('.history .when')!.textContent).toContain('4.12.2026, 09:30:00 · 3-mal geprüft');
      expect(host.querySelector('input[type=search]')!.getAttribute('placeholder')).toBe('Prüfungen durchsuchen');
      expect(host.textContent).toContain('Erneut prüfen');
    } finally {
      restore();
    }
  });

  it('a correction the engine stores shows on its check', async () => {
    const check = row('check:d');
    await getDb().checks.put(check);
    const host = await render(createElement(DisputeSection, { check }));
    expect(host.textContent).not.toContain('Your correction:');
    await act(async () => {
      await engine()('dispute.add', { checkId: check.id, verdict: 'True', reason: 'A trial says so.' });
    });
    await vi.waitFor(() => expect(host.textContent).toContain('Your correction: True — A trial says so.'));
  });
});
