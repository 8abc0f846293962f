// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { TribunalTrace } from '../../components/sidepanel/check/TribunalTrace';
import { CheckDetail } from '../../components/sidepanel/tabs/CheckTab';
import type { CheckRecord } from '../../lib/db/records';
import type { TribunalStageTrace } from '../../lib/pipeline/stages/tribunal';
import { useBrowserLocale } from '../support/i18n';
import { renderer } from './support/render';

/** The side panel tells a correction a source supports from one nobody verified. */

const record = (patch: Partial<CheckRecord>): CheckRecord => ({
  id: 'check:view',
  text: 'Garlic cures COVID-19.',
  key: 'k',
  page: { url: 'https://example.com/', title: 'Example', site: 'example.com' },
  pageKey: 'https://example.com/',
  site: 'example.com',
  status: 'done',
  verdict: 'False',
  confidence: 0.8,
  path: 'web',
  evidence: [],
  timings: [],
  traces: {},
  modelIds: {},
  isHealthClaim: true,
  subscribers: [],
  runs: 1,
  createdAt: 0,
  updatedAt: 0,
  ...patch,
});

const render = renderer();

describe('a correction in the side panel', () => {
  it.each([
    {
      name: 'verified',
      patch: { correctedClaim: 'Garlic does not cure COVID-19.' },
      shown: 'What the evidence says: Garlic does not cure COVID-19.',
      hidden: 'not verified',
    },
    {
      name: 'unverified',
      patch: { suggestedCorrection: 'Garlic prevents COVID-19.' },
      shown: 'Suggested correction (not verified by any source): Garlic prevents COVID-19.',
      hidden: 'What the evidence says',
    },
  ])('$name: labelled as such', async ({ patch, shown, hidden }) => {
    const host = await render(createElement(CheckDetail, { check: record(patch) }));
    const text = host.querySelector('section.result')!.textContent!;
    expect(text).toContain(shown);
    expect(text).not.toContain(hidden);
  });

  it('the tribunal trace says why a correction was not stored', async () => {
    const trace: TribunalStageTrace = {
      mode: 'tribunal',
      calls: [],
      dropped: [],
      notes: [],
      to: {
        provider: 'openai-compatible',
        endpoint: 'http://127.0.0.1/v1/chat/completions',
        model: 'scripted',
        leavesDevice: false,
      },
      correction: {
        text: 'Garlic prevents COVID-19.',
        verified: false,
        method: 'quote',
        source: null,
        detail: 'No verified passage says the corrected claim word for word.',
      },
    };
    const host = await render(createElement(TribunalTrace, { trace, check: record({}) }));
    expect(host.textContent).toContain(
      'The corrected claim is not verified by any source and is not stored: No verified passage says the corrected claim word for word.',
    );
  });
});

describe('a check in the side panel in German', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('says the result, sources, stages and the judge in German, with German dates and numbers', async () => {
    restore = useBrowserLocale('de');
    const check = record({
      correctedClaim: 'Knoblauch heilt COVID-19 nicht.',
      createdAt: new Date(2026, 11, 4, 13, 5, 9).getTime(),
      evidence: [{ kind: 'web', text: 'There is no evidence.', url: 'https://www.who.int/a', score: 0.61 }],
      timings: [{ stage: 'web', ms: 1500 }],
    });
    const host = await render(createElement(CheckDetail, { check }));
    const text = host.textContent!;
    expect(text).toContain('Was die Belege sagen: Knoblauch heilt COVID-19 nicht.');
    expect(text).toContain('4.12.2026, 13:05:09');
    expect(text).toContain('Quellen');
    expect(text).toContain('Wert 0,61');
    expect(text).toContain('1,5 s');
    expect(host.querySelector('button.primary')?.textContent).toBe('Erneut prüfen');
    expect(text).not.toMatch(/Sources|Re-check|score/);
  });

  it('names the judge and its confidence in German', async () => {
    restore = useBrowserLocale('de');
    const trace: TribunalStageTrace = {
      mode: 'tribunal',
      calls: [],
      dropped: [],
      notes: [],
      to: { provider: 'openai-compatible', endpoint: 'https://llm.example/v1', model: 'm', leavesDevice: true },
      judge: { verdict: 'False', confidence: 0.8, primarySource: null, correctedClaim: null, explanation: 'Nein.' },
    };
    const host = await render(createElement(TribunalTrace, { trace, check: record({}) }));
    expect(host.textContent).toContain('Modell m bei https://llm.example/v1.');
    expect(host.textContent).toMatch(/Richter: \S+ \(Konfidenz 80\s%\)/u);
    expect(host.textContent).toContain('Jedes Zitat und jede URL stimmten mit den Belegen überein.');
  });
});
