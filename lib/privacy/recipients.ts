import type { ConsentRecipient } from '../core/consent';
import type { TribunalBundle } from '../evidence/bundle';
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

const TRIBUNAL_USE =
  'once to each role of the tribunal and to the fact extractor, again when an answer must be corrected';

/** The LLM, once the evidence is known: exactly how much is sent. */
export function llmBundleRecipient(to: Recipient, bundle: TribunalBundle, claim: string): ConsentRecipient {
  const chars = claim.length + bundle.passages.reduce((n, p) => n + p.text.length, 0);
  const n = bundle.passages.length;
  return {
    origin: originOf(to.endpoint),
    label: llmLabel(to),
    what: `the claim and ${n} evidence passage${n === 1 ? '' : 's'} with their URLs (${chars.toLocaleString('en-US')} characters), ${TRIBUNAL_USE}`,
  };
}

/** The LLM asked to answer an open question from the reader's passages (lib/pipeline/answer). */
export function llmAnswerRecipient(to: Recipient, question: string, passages: readonly string[]): ConsentRecipient {
  const chars = question.length + passages.reduce((n, p) => n + p.length, 0);
  const n = passages.length;
  return {
    origin: originOf(to.endpoint),
    label: llmLabel(to),
    what: `the question and ${n} passage${n === 1 ? '' : 's'} of your documents and memory (${chars.toLocaleString('en-US')} characters), to write an answer that is then checked fact by fact`,
  };
}

function llmLabel(to: Recipient): string {
  return `${hostOf(to.endpoint)}${to.model ? ` (model ${to.model})` : ''}`;
}

/** Everything an online check may send, asked once before the web stage goes online. */
export function onlineRecipients(claim: string, config: EngineConfig, to: Recipient | null): ConsentRecipient[] {
  const web = config.settings.web;
  const list: ConsentRecipient[] = [];
  const searchUrl =
    web.provider === 'duckduckgo' ? web.duckduckgoUrl : web.provider === 'searxng' ? web.searxngUrl : web.braveUrl;
  const searchName = { duckduckgo: 'DuckDuckGo', searxng: 'SearXNG', brave: 'Brave Search' }[web.provider];
  if (!isLoopbackUrl(searchUrl))
    list.push({
      origin: originOf(searchUrl),
      label: `${searchName} (${hostOf(searchUrl)})`,
      what: 'a search query made from the claim',
    });
  list.push({
    origin: 'trusted-sources',
    label: 'your trusted sources',
    what: `requests for up to ${web.maxPages} of their pages found by the search (the claim is not sent)`,
  });
  if (web.europePmc && !isLoopbackUrl(web.europePmcUrl))
    list.push({
      origin: originOf(web.europePmcUrl),
      label: `Europe PMC (${hostOf(web.europePmcUrl)})`,
      what: 'a search query made from the claim, to find scientific abstracts',
    });
  if (web.factCheck && !isLoopbackUrl(web.factCheckUrl)) {
    list.push({
      origin: originOf(web.factCheckUrl),
      label: `Google Fact Check Tools (${hostOf(web.factCheckUrl)})`,
      what: 'the claim, to look for published fact checks',
    });
  }
  if (to?.leavesDevice) {
    const query = web.llmQuery ? 'the claim, to write the search query; then ' : '';
    list.push({
      origin: originOf(to.endpoint),
      label: llmLabel(to),
      what: `${query}the claim (${claim.length.toLocaleString('en-US')} characters) and up to ${web.bundleSize} evidence passages with their URLs, ${TRIBUNAL_USE}`,
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
  const split = `the selection (${selection.length.toLocaleString('en-US')} characters), sentence by sentence, to split it into claims and check their parts`;
  const then = online
    ? `; then, for each claim, ${web.llmQuery ? 'the claim, to write the search query, and ' : ''}the claim and up to ${web.bundleSize} evidence passages with their URLs, ${TRIBUNAL_USE}`
    : '';
  return [
    ...(online ? onlineRecipients(selection, config, null) : []),
    { origin: originOf(to.endpoint), label: llmLabel(to), what: split + then },
  ];
}
