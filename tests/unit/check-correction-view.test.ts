// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import { TribunalTrace } from '../../components/sidepanel/check/TribunalTrace';
import { CheckDetail } from '../../components/sidepanel/tabs/CheckTab';
import type { CheckRecord } from '../../lib/db/records';
import type { TribunalStageTrace } from '../../lib/pipeline/stages/tribunal';
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
