import { LIST_FORMAT, LIST_VERSION, type SharedList } from '../../../lib/sources/shared/format';

/** Shared-list bodies for the list endpoints (signed by tests with keys made at test time). */
export function teamList(
  domains: string[],
  updatedAt = '2026-11-01T00:00:00.000Z',
  name = 'Health desk list',
): Omit<SharedList, 'signature'> {
  return {
    format: LIST_FORMAT,
    version: LIST_VERSION,
    name,
    publisher: 'Example Newsroom',
    updatedAt,
    sources: domains.map((d) => ({
      domain: d,
      name: `Source ${d}`,
      category: 'Fact-checker',
      description: `Trusted by the desk: ${d}`,
    })),
  };
}

/** A list body over the size cap (but valid JSON). */
export function oversizeList(bytes: number): string {
  const l = teamList(['who.int']);
  return JSON.stringify({ ...l, description: 'x'.repeat(bytes) });
}

export const MALFORMED_LIST =
  '{"format":"claimlens-source-list","version":1,"name":"Broken","updatedAt":"2026-11-01T00:00:00Z","sources":[{"domain":"co.uk","name":"Everything in the UK"}]}';
