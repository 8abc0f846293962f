import { parseJson, providerRequest } from './request';
import type { SearchOptions } from './types';

/**
 * Europe PMC's REST search (https://europepmc.org/RestfulWebService): biomedical abstracts with
 * no key, CORS open, with publication types and retraction flags (issue 32 item 3). `resultType=core`
 * returns the abstract. A retracted paper is kept apart: never evidence, only named.
 */

const EUROPE_PMC_URL = 'https://www.ebi.ac.uk/europepmc/webservices/rest/search';
const LABEL = 'Europe PMC';

export interface Paper {
  /** DOI link where there is one, else the Europe PMC record. */
  url: string;
  title: string;
  abstract: string;
  journal: string;
  /** `YYYY-MM-DD` or `YYYY`, where Europe PMC gives one. */
  published: string | null;
  /** What kind of publication it is, for the reader and the judge: "Review", "Preprint", "Randomized Controlled Trial"… */
  publication: string;
}

export interface PaperSearch {
  papers: Paper[];
  /** Retracted papers the search found: named, never used. */
  retracted: { title: string; url: string }[];
}

interface Result {
  id?: unknown;
  source?: unknown;
  pmid?: unknown;
  doi?: unknown;
  title?: unknown;
  abstractText?: unknown;
  journalTitle?: unknown;
  journalInfo?: { journal?: { title?: unknown } };
  pubYear?: unknown;
  firstPublicationDate?: unknown;
  pubTypeList?: { pubType?: unknown };
  commentCorrectionList?: { commentCorrection?: { type?: unknown }[] };
}

export async function searchEuropePmc(
  query: string,
  options: SearchOptions & { endpoint?: string },
): Promise<PaperSearch> {
  const url = new URL(options.endpoint || EUROPE_PMC_URL);
  url.searchParams.set('query', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('resultType', 'core');
  url.searchParams.set('pageSize', String(Math.min(options.maxResults, 25)));
  const res = await providerRequest(LABEL, url.href, options, { headers: { accept: 'application/json' } });
  const data = parseJson(LABEL, res.body) as { resultList?: { result?: unknown } };
  const results = Array.isArray(data.resultList?.result) ? (data.resultList.result as Result[]) : [];
  const out: PaperSearch = { papers: [], retracted: [] };
  for (const r of results) {
    const paper = paperOf(r);
    if (!paper) continue;
    if (isRetracted(r)) out.retracted.push({ title: paper.title, url: paper.url });
    else out.papers.push(paper);
  }
  return out;
}

function paperOf(r: Result): Paper | null {
  const abstract = plain(r.abstractText);
  const title = plain(r.title);
  const url = recordUrl(r);
  if (!abstract || !title || !url) return null;
  const journal = plain(r.journalInfo?.journal?.title) || plain(r.journalTitle) || 'Europe PMC';
  const date = text(r.firstPublicationDate);
  const year = text(r.pubYear);
  return {
    url,
    title,
    abstract,
    journal,
    published: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : /^\d{4}$/.test(year) ? year : null,
    publication: publicationOf(r),
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Abstracts carry markup (`<h4>`, `<i>`, entities): only its text is kept, as data. */
function plain(v: unknown): string {
  return text(v)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 10_000);
}

function recordUrl(r: Result): string | null {
  const doi = text(r.doi);
  if (/^10\.\d{4,9}\/\S+$/.test(doi)) return `https://doi.org/${encodeURI(doi)}`;
  const pmid = text(r.pmid);
  if (/^\d+$/.test(pmid)) return `https://europepmc.org/article/MED/${pmid}`;
  const [source, id] = [text(r.source), text(r.id)];
  return /^[A-Z]{3}$/.test(source) && /^[\w.-]+$/.test(id) ? `https://europepmc.org/article/${source}/${id}` : null;
}

function pubTypes(r: Result): string[] {
  const t = r.pubTypeList?.pubType;
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

function isRetracted(r: Result): boolean {
  const types = pubTypes(r).map((t) => t.toLowerCase());
  const notices = (r.commentCorrectionList?.commentCorrection ?? []).map((c) => text(c.type).toLowerCase());
  return types.includes('retracted publication') || notices.includes('retraction in');
}

/** The most telling type: a preprint is not peer reviewed; reviews and trials weigh differently. */
function publicationOf(r: Result): string {
  const types = pubTypes(r);
  if (text(r.source) === 'PPR' || types.some((t) => /preprint/i.test(t))) return 'Preprint';
  const telling = ['Systematic Review', 'Meta-Analysis', 'Review', 'Randomized Controlled Trial', 'Clinical Trial'];
  return telling.find((t) => types.some((x) => x.toLowerCase() === t.toLowerCase())) ?? 'Journal article';
}
