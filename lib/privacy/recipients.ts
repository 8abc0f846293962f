import type { ConsentRecipient } from '../core/consent';
import type { TribunalBundle } from '../evidence/bundle';
import { consentSent as m } from '../i18n/catalogue/notices';
import { formatNumber } from '../i18n/format';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
import { hostOf } from '../llm/openai';
import type { Recipient } from '../llm/transcript';
import { isLoopbackUrl } from '../net/address';
import type { EngineConfig } from '../settings/run-config';

/**
 * Who an online check sends what to, in the words of the consent request: the search engine,
 * the trusted pages, a fact-check service, the LLM. Servers on this computer are not listed.
 */

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Read when a request is made, in the reader's language of that moment. */
const tribunalUse = (): string => t(m.tribunalUse);

/** The LLM, once the evidence is known: exactly how much is sent. */
export function llmBundleRecipient(to: Recipient, bundle: TribunalBundle, claim: string): ConsentRecipient {
  const chars = claim.length + bundle.passages.reduce((n, p) => n + p.text.length, 0);
  const n = bundle.passages.length;
  return {
    origin: originOf(to.endpoint),
    label: llmLabel(to),
    what: tCount(n, m.bundleOne, m.bundleOther, formatNumber(chars), tribunalUse()),
  };
}

/** The LLM asked to answer an open question from the reader's passages (lib/pipeline/answer). */
export function llmAnswerRecipient(to: Recipient, question: string, passages: readonly string[]): ConsentRecipient {
  const chars = question.length + passages.reduce((n, p) => n + p.length, 0);
  const n = passages.length;
  return {
    origin: originOf(to.endpoint),
    label: llmLabel(to),
    what: tCount(n, m.answerOne, m.answerOther, formatNumber(chars)),
  };
}

function llmLabel(to: Recipient): string {
  return to.model ? t(m.llmModel, hostOf(to.endpoint), to.model) : hostOf(to.endpoint);
}

/** Everything an online check may send, asked once before the web stage goes online. */
export function onlineRecipients(claim: string, config: EngineConfig, to: Recipient | null): ConsentRecipient[] {
  const web = config.settings.web;
  const list: ConsentRecipient[] = [];
  const searchUrl =
    web.provider === 'duckduckgo' ? web.duckduckgoUrl : web.provider === 'searxng' ? web.searxngUrl : web.braveUrl;
  // not interface text: product names
  const searchName = { duckduckgo: 'DuckDuckGo', searxng: 'SearXNG', brave: 'Brave Search' }[web.provider];
  if (!isLoopbackUrl(searchUrl))
    list.push({
      origin: originOf(searchUrl),
      label: `${searchName} (${hostOf(searchUrl)})`,
      what: t(m.searchQuery),
    });
  list.push({
    origin: 'trusted-sources',
    label: t(m.trustedSources),
    what: t(m.pages, formatNumber(web.maxPages)),
  });
  if (web.europePmc && !isLoopbackUrl(web.europePmcUrl))
    list.push({
      origin: originOf(web.europePmcUrl),
      // not interface text: a product name and its host
      label: `Europe PMC (${hostOf(web.europePmcUrl)})`,
      what: t(m.abstracts),
    });
  if (web.factCheck && !isLoopbackUrl(web.factCheckUrl)) {
    list.push({
      origin: originOf(web.factCheckUrl),
      // not interface text: a product name and its host
      label: `Google Fact Check Tools (${hostOf(web.factCheckUrl)})`,
      what: t(m.factChecks),
    });
  }
  if (to?.leavesDevice) {
    const query = web.llmQuery ? t(m.queryThen) : '';
    list.push({
      origin: originOf(to.endpoint),
      label: llmLabel(to),
      what: t(m.claimAndPassages, query, formatNumber(claim.length), formatNumber(web.bundleSize), tribunalUse()),
    });
  }
  return list;
}

/**
 * Before a long selection is split by an LLM that is not on this device: the selection goes to
 * it first. When the check will go online anyway (`online`), everything it may send is asked
 * in the same request, so the reader answers once.
 */
export function decompositionRecipients(
  selection: string,
  config: EngineConfig,
  to: Recipient,
  online: boolean,
): ConsentRecipient[] {
  const web = config.settings.web;
  const split = t(m.selection, formatNumber(selection.length));
  const then = online
    ? t(m.selectionThen, web.llmQuery ? t(m.queryAnd) : '', formatNumber(web.bundleSize), tribunalUse())
    : '';
  return [
    ...(online ? onlineRecipients(selection, config, null) : []),
    { origin: originOf(to.endpoint), label: llmLabel(to), what: split + then },
  ];
}
