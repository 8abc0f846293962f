import * as v from 'valibot';

import { packsFormat as m } from '../../i18n/catalogue/packs-format';
import { t } from '../../i18n/t';
import { EDGE_ENDS } from '../graph/store';
import { MAX_PACK_BYTES, type Pack, PACK_FORMAT, PACK_FORMAT_VERSION, PackSchema } from './format';
import { formatPath, type JsonPath, locate, syntaxErrorAt } from './json-locate';

/** Reading a pack file: every problem is reported with the field and the line it is on. */

export class PackError extends Error {
  /** Fetching the pack failed before any answer (e.g. a site that does not allow cross-origin reads). */
  unreachable = false;
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'PackError';
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

export function checkPackSize(bytes: number): void {
  if (bytes > MAX_PACK_BYTES) throw new PackError(t(m.tooLarge, mb(bytes), mb(MAX_PACK_BYTES)));
}

const show = (x: unknown) => {
  const s = JSON.stringify(x);
  return s === undefined ? t(m.nothing) : s.length > 60 ? `${s.slice(0, 57)}…` : s;
};

export function parsePack(text: string): Pack {
  checkPackSize(text.length);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const at = syntaxErrorAt(text);
    throw new PackError(at ? t(m.jsonAt, at.line, at.column) : t(m.json), at?.line);
  }
  const head = (typeof data === 'object' && data !== null ? data : {}) as { format?: unknown; version?: unknown };
  if (head.format !== PACK_FORMAT) throw new PackError(t(m.notPack, PACK_FORMAT, show(head.format)));
  if (typeof head.version === 'number' && head.version > PACK_FORMAT_VERSION) {
    throw new PackError(t(m.newer, head.version, PACK_FORMAT_VERSION));
  }
  const result = v.safeParse(PackSchema, data, { abortEarly: true });
  if (!result.success) {
    const issue = result.issues[0];
    const path: JsonPath = (issue.path ?? []).map((p) => p.key as string | number);
    throw fieldError(
      text,
      path,
      issue.input === undefined ? t(m.missing) : t(m.found, issue.message, show(issue.input)),
    );
  }
  checkReferences(text, result.output);
  checkDates(text, result.output);
  return result.output;
}

/** Clocks disagree by minutes, not more: a pack dated later than this is refused. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * No date of a pack may be in the future: a verification dated ahead of every other would
 * outrank what memory holds (and a team pack's update order relies on honest dates).
 */
function checkDates(text: string, pack: Pack, now = Date.now()): void {
  const future = (iso: string | undefined) => !!iso && Date.parse(iso) > now + CLOCK_SKEW_MS;
  const problem = (iso: string) => t(m.future, show(iso));
  if (future(pack.pack.createdAt)) throw fieldError(text, ['pack', 'createdAt'], problem(pack.pack.createdAt!));
  pack.sources.forEach((s, i) => {
    if (future(s.retrievedAt)) throw fieldError(text, ['sources', i, 'retrievedAt'], problem(s.retrievedAt!));
  });
  for (const collection of ['claims', 'facts'] as const)
    pack[collection].forEach((c, i) => {
      if (future(c.verifiedAt)) throw fieldError(text, [collection, i, 'verifiedAt'], problem(c.verifiedAt!));
    });
}

function fieldError(text: string, path: JsonPath, problem: string): PackError {
  const { line } = locate(text, path);
  return new PackError(t(m.atLine, line, `${formatPath(path)}${/^[a-z]/.test(problem) ? ' ' : ': '}${problem}.`), line);
}

const COLLECTIONS = [
  ['sources', 'source'],
  ['entities', 'entity'],
  ['claims', 'claim'],
  ['facts', 'fact'],
] as const;

function checkReferences(text: string, pack: Pack): void {
  const kindOf = new Map<string, string>();
  for (const [collection, kind] of COLLECTIONS) {
    pack[collection].forEach((item, i) => {
      if (kindOf.has(item.id)) throw fieldError(text, [collection, i, 'id'], t(m.repeatsId, show(item.id)));
      kindOf.set(item.id, kind);
    });
  }
  pack.edges.forEach((edge, i) => {
    const ends = EDGE_ENDS[edge.type as keyof typeof EDGE_ENDS];
    for (const end of ['from', 'to'] as const) {
      const kind = kindOf.get(edge[end]);
      if (!kind) throw fieldError(text, ['edges', i, end], t(m.unknownRef, show(edge[end])));
      if (!ends[end].includes(kind))
        throw fieldError(text, ['edges', i, end], t(m.wrongEnd, edge.type, ends[end].join(t(m.or)), kind));
    }
    if (edge.from === edge.to) throw fieldError(text, ['edges', i, 'to'], t(m.selfEdge));
  });
}
