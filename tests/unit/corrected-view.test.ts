// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CorrectedVersion } from '../../components/sidepanel/check/CorrectedVersion';
import type { StoredDecompositionTrace } from '../../lib/core/traces';
import { splitSentences } from '../../lib/decompose/sentences';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The corrected version in the side panel: a diff named for screen readers, each change tied to its evidence, a copy button; page text stays text. */

const HOSTILE = '<img src=x onerror="alert(1)">Garlic prevents colds.';
const FIX = 'Garlic does not prevent colds.';
const MASKS = 'Masks cause hypoxia.';
const TEXT = `${HOSTILE} ${MASKS}`;
const CORRECTED = `${FIX} ${MASKS} [unverified]`;

function trace(): StoredDecompositionTrace {
  const sentences = splitSentences(TEXT).map((s) => ({ ...s, kind: 'claim' as const, picked: true }));
  return {
    plan: {
      version: 1,
      method: 'llm',
      label: '',
      sentences,
      claims: sentences.map((s, i) => ({ id: `c${i}`, sentence: i, text: s.text })),
      ranking: null,
      notes: [],
    },
    outcomes: [
      {
        claimId: 'c0',
        verdict: 'False',
        evidence: [{ kind: 'web', text: FIX, url: 'https://who.int/colds', title: 'WHO on colds', stance: 'refutes' }],
        correction: { corrected: FIX, attempts: [] },
      },
      { claimId: 'c1', verdict: 'Unverified', evidence: [] },
    ],
    overall: 'False',
    confidence: null,
    sentences: [],
    corrected: { text: CORRECTED, by: 'assembly' },
  };
}

let unmount: () => Promise<void> = async () => undefined;
afterEach(() => unmount());

async function render() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(createElement(CorrectedVersion, { trace: trace(), original: TEXT })));
  unmount = async () => act(async () => root.unmount());
  return host;
}

describe('the corrected version view', () => {
  it('shows deletions and insertions by name, marks, and why each change, with the evidence', async () => {
    const host = await render();
    const dels = [...host.querySelectorAll('del')].map((d) => d.textContent);
    const inss = [...host.querySelectorAll('ins')].map((d) => d.textContent);
    expect(dels).toEqual(['deleted: <img src=x onerror="alert(1)">', 'deleted: prevents']);
    expect(inss).toEqual(['inserted: does not prevent', 'inserted:  [unverified]']);
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('mark.claim-mark')?.textContent).toBe('[unverified]');
    const why = [...host.querySelectorAll('ol[aria-label="Why each change"] > li')];
    expect(why).toHaveLength(3);
    expect(why[0]!.textContent).toContain('corrected to “Garlic does not prevent colds.”, checked True');
    expect(why[0]!.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/who\.int\/colds/);
    expect(why[1]!.textContent).toBe(why[0]!.textContent);
    expect(why[2]!.textContent).toContain('“Masks cause hypoxia.” — Unverified: no evidence settled it.');
    const link = host.querySelector('sup a')!;
    expect(host.querySelector(link.getAttribute('href')!)).toBe(why[0]);
  });

  it('copies the corrected plain text, and offers it to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn(async (_: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const host = await render();
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Copy corrected text')!;
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith(CORRECTED);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Copied the corrected text.');
    writeText.mockRejectedValueOnce(new Error('Document is not focused.'));
    await act(async () => button.click());
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Document is not focused.');
    expect(host.querySelector('textarea')?.value).toBe(CORRECTED);
  });
});
