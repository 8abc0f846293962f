// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { EvidenceSource } from '../../components/ui/EvidenceSource';
import { VerdictTag } from '../../components/ui/VerdictTag';
import { Badge, PartBadge } from '../../lib/content/badge';
import { pageProgress } from '../../lib/content/page-progress';
import { chosenMessage } from '../../lib/core/page-check';
import { failureOfStatus, refusedFetch } from '../../lib/pdf-viewer/failure';
import { pathLabel, verdictLabel } from '../../lib/pipeline/format';
import { useBrowserLocale } from '../support/i18n';

/** What ClaimLens draws on a page, in a browser whose interface is German (a percentage keeps its no-break space). */
let restore = () => {};
afterEach(() => restore());

const noActions = { open: () => {}, dispute: () => {}, retry: () => {}, cancel: () => {} };
const shownText = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-t]')].map((e) => e.dataset.t).join('');

describe('the page’s words in German', () => {
  it('a verdict badge says its verdict, confidence and actions in German, the percentage as German writes it', () => {
    restore = useBrowserLocale('de');
    const badge = new Badge('check:a', noActions);
    badge.update({ id: 'check:a', status: 'done', verdict: 'False', confidence: 0.8, text: 'x', updatedAt: 1 });
    expect(badge.el.getAttribute('aria-label')).toBe('Urteil: Falsch, 80\u00a0% Konfidenz');
    const [open, wrong] = [...badge.el.querySelectorAll('button')];
    expect(open!.getAttribute('aria-label')).toBe('Urteil: Falsch, 80\u00a0% Konfidenz. Details öffnen');
    expect(open!.title).toBe('In der ClaimLens-Seitenleiste öffnen');
    expect(shownText(open!)).toBe('✗Falsch80\u00a0%');
    expect(wrong!.getAttribute('aria-label')).toBe('Das ist falsch: dieses Urteil korrigieren');
    badge.update({ id: 'check:a', status: 'running', stage: 'memory', text: 'x', updatedAt: 2 });
    expect(badge.el.getAttribute('aria-label')).toBe('Behauptung wird geprüft: Gedächtnis wird durchsucht');
    badge.remove();

    const part = new PartBadge({ sentence: 11, start: 0, end: 9, verdict: 'True', confidence: null }, () => {});
    expect(part.el.querySelector('button')!.getAttribute('aria-label')).toBe('Urteil für Satz 12: Wahr');
    part.remove();
  });

  it('a yes/no question answers Ja / Nein, and the path says where the verdict came from', () => {
    restore = useBrowserLocale('de');
    expect(verdictLabel({ verdict: 'True', confidence: 0.955, question: true })).toBe(
      'Urteil: Ja (die Aussage ist Wahr), 96\u00a0% Konfidenz',
    );
    expect(pathLabel('memory')).toBe('Aus dem Gedächtnis (lokales Wissen)');
  });

  it('Check this page counts in German, with German plurals and numbers', () => {
    restore = useBrowserLocale('de');
    expect(chosenMessage(1, 1234)).toBe('Prüfe 1 wichtigen Satz, ausgewählt aus 1.234 Sätzen in diesem Artikel.');
    const done = { status: 'done', verdict: 'True' } as const;
    expect(pageProgress([done, undefined], 9).text).toBe('Prüfe 2 von 2 …');
    expect(pageProgress([done, { status: 'cancelled' }], 1200).text).toBe(
      '2 wichtige Sätze von 1.200 geprüft: 1 wahr, 1 abgebrochen.',
    );
  });

  it('the PDF viewer says why a PDF is not shown in German', () => {
    restore = useBrowserLocale('de');
    expect(failureOfStatus(404, 'https://a.example/x.pdf').message).toBe(
      'Unter https://a.example/x.pdf gibt es kein PDF (die Website antwortete 404, nicht gefunden). Prüfen Sie die Adresse oder öffnen Sie das PDF von der Seite aus, die darauf verlinkt.',
    );
    expect(refusedFetch('https://a.example/x.pdf', false).message).toMatch(/^https:\/\/a\.example lässt Erweiterungen/);
  });

  it('the side panel’s verdict tag and a cited document read in German, page numbers by locale', () => {
    restore = useBrowserLocale('de');
    const tag = (status: 'running' | 'done', verdict?: 'True') =>
      renderToStaticMarkup(createElement(VerdictTag, { check: { status, verdict, confidence: 0.5 } }));
    expect(tag('done', 'True')).toContain('aria-label="Urteil: Wahr, 50\u00a0% Konfidenz"');
    expect(tag('running')).toContain('Wird geprüft …');
    const cite = renderToStaticMarkup(
      createElement(EvidenceSource, {
        evidence: { kind: 'document', text: 'q', document: { id: 'd1', name: 'Leitlinie.pdf', page: 1200 } },
      }),
    );
    expect(cite).toContain('aria-label="Leitlinie.pdf, Seite 1.200: bei den zitierten Wörtern öffnen"');
    expect(cite).toContain('Leitlinie.pdf · S. 1.200');
  });

  it('leaves English as it was where the browser speaks it', () => {
    restore = useBrowserLocale('en');
    expect(verdictLabel({ verdict: 'False', confidence: 0.8 })).toBe('Verdict: False, 80% confidence');
    expect(chosenMessage(5, 1234)).toBe('Checking 5 key sentences chosen of 1,234 sentences in this article.');
  });
});
