// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TribunalTrace } from '../../components/sidepanel/check/TribunalTrace';
import type { CheckRecord } from '../../lib/db/records';
import { createOpenAiClient } from '../../lib/llm/openai';
import { Recorder } from '../../lib/llm/transcript';
import { deliberate } from '../../lib/tribunal/tribunal';
import { GARLIC_BUNDLE, GARLIC_CLAIM } from '../fixtures/bundles';
import { FABRICATED_QUOTE } from '../support/llm-script';
import { type LlmServer, startLlmServer } from '../support/llm-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());

describe('tribunal view', () => {
  it('shows each role collapsibly, cited passages as links, what the quote check dropped, and what was sent to whom', async () => {
    server.fault({ mode: 'fabricated-quote', kind: 'contradiction_analysis', times: 3 });
    const client = createOpenAiClient({ baseUrl: server.baseUrl, model: 'scripted' });
    const to = {
      provider: 'openai-compatible' as const,
      endpoint: 'https://api.example.com/v1/chat/completions',
      model: 'scripted',
      leavesDevice: true,
    };
    const { trace } = await deliberate(GARLIC_CLAIM, GARLIC_BUNDLE, {
      recorder: new Recorder(client, to),
      signal: new AbortController().signal,
    });
    const check = {
      evidence: GARLIC_BUNDLE.passages.map((p) => ({ kind: 'web', text: p.text, url: p.url, domain: p.domain })),
    } as unknown as CheckRecord;

    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(TribunalTrace, { trace: { ...trace, to }, check })));

    const summaries = [...host.querySelectorAll('details.role > summary')].map((s) => s.textContent);
    expect(summaries).toEqual([
      'Support analyst: 0 cited passages',
      'Contradiction analyst: 1 cited passage',
      'Judge: False (70% confidence)',
      'Dropped by the quote check: 1',
      'What was sent: 5 requests to https://api.example.com/v1/chat/completions',
    ]);
    const contradiction = host.querySelectorAll('details.role')[1]!;
    const link = contradiction.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(GARLIC_BUNDLE.passages[1]!.url);
    expect(link.textContent).toBe('reuters.com');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('details.dropped')!.textContent).toContain(
      `contradiction analyst: The quote “${FABRICATED_QUOTE}” does not appear in the passage from ${GARLIC_BUNDLE.passages[0]!.url}`,
    );
    const sent = host.querySelector('details.sent')!;
    expect(
      [...sent.querySelectorAll('li > details > summary')].map((x) => x.textContent!.replace(/ · \d+ ms/, '')),
    ).toEqual([
      'support analyst',
      'contradiction analyst',
      'contradiction analyst (correction)',
      'contradiction analyst (correction)',
      'judge',
    ]);
    expect(sent.textContent).toContain('<claim>');
    await act(async () => root.unmount());
  });
});
