// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

import { Corrections } from '../../components/sidepanel/knowledge/Corrections';
import { getDb } from '../../lib/db/database';
import { applyWrites } from '../../lib/kg/graph/apply';
import { GraphWriter } from '../../lib/kg/graph/store';
import { persistVerdict } from '../../lib/persist/write';
import { GARLIC_BUNDLE } from '../fixtures/bundles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Knowledge tab: corrections', () => {
  it('lists a False claim with the TRUE claim it is CORRECTED_BY, as stored by a web verdict', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(Corrections)));
    expect(host.textContent).toBe('');

    await persistVerdict(
      getDb(),
      {
        claim: 'Garlic cures COVID-19.',
        verdict: 'False',
        correction: { text: 'Garlic does not cure COVID-19.', source: GARLIC_BUNDLE.passages[0]!.url },
        primarySource: GARLIC_BUNDLE.passages[0]!.url,
        sources: GARLIC_BUNDLE.passages.slice(0, 1),
        triples: { claim: [], corrected: [], evidence: [] },
        verifiedAt: Date.now(),
      },
      null,
    );
    await vi.waitFor(() => expect(host.querySelector('section[aria-label="Corrections"]')).not.toBeNull());
    const item = host.querySelector('.corrections li')!;
    expect(item.querySelector('.wrong')!.textContent).toBe('✗ False: Garlic cures COVID-19.');
    expect(item.querySelector('.right')!.textContent).toBe('✓ Corrected by: Garlic does not cure COVID-19.');
    await act(async () => root.unmount());
  });

  it('lists the newest corrections first, also behind hundreds of older ones from a pack', async () => {
    const db = getDb();
    const pack = new GraphWriter('pack:test', 1_000);
    for (let i = 0; i < 250; i++)
      pack.link(
        'CORRECTED_BY',
        pack.addClaim({ text: `Old myth number ${i} is true.`, status: 'FALSE' }),
        pack.addClaim({ text: `Old myth number ${i} is not true.`, status: 'TRUE' }),
      );
    await applyWrites(db, pack);
    const web = new GraphWriter('web', Date.now() + 60_000);
    web.link(
      'CORRECTED_BY',
      web.addClaim({ text: 'Onions in socks cure the flu.', status: 'FALSE' }),
      web.addClaim({ text: 'Onions in socks do not cure the flu.', status: 'TRUE' }),
    );
    await applyWrites(db, web);

    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(Corrections)));
    await vi.waitFor(() => expect(host.querySelectorAll('.corrections li').length).toBe(200));
    expect(host.querySelector('.corrections li .wrong')!.textContent).toBe('✗ False: Onions in socks cure the flu.');
    await act(async () => root.unmount());
  });
});
