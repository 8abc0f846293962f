/**
 * Typed ids of the knowledge graph's nodes and edges, one record type per prefix (in the style of
 * tldraw's RecordType): `claim:…`, `fact:…`, `entity:…`, `source:…`, `edge:…`. The stored form is
 * the plain prefixed string; the type says which table a string belongs to, so edge ends and rows
 * are read without casts.
 */

export type NodeKind = 'claim' | 'fact' | 'entity' | 'source';
export type IdOf<K extends NodeKind | 'edge'> = `${K}:${string}`;
export type NodeId = IdOf<NodeKind>;

export interface IdType<K extends NodeKind | 'edge'> {
  readonly prefix: K;
  /** The id of the row with this key (a content hash for graph rows). */
  create(key: string): IdOf<K>;
  is(id: string): id is IdOf<K>;
  /** The id, or an error that names the table it should have belonged to. */
  parse(id: string): IdOf<K>;
}

function idType<K extends NodeKind | 'edge'>(prefix: K): IdType<K> {
  const head = `${prefix}:`;
  const is = (id: string): id is IdOf<K> => id.length > head.length && id.startsWith(head);
  return {
    prefix,
    create: (key) => `${prefix}:${key}`,
    is,
    parse(id) {
      if (!is(id)) throw new TypeError(`"${id.slice(0, 80)}" is not a ${prefix} id (${head}…).`);
      return id;
    },
  };
}

export const ClaimIds = idType('claim');
export const FactIds = idType('fact');
export const EntityIds = idType('entity');
export const SourceIds = idType('source');
export const EdgeIds = idType('edge');

const NODE_TYPES = [ClaimIds, FactIds, EntityIds, SourceIds] as const;

export const isNodeId = (id: string): id is NodeId => NODE_TYPES.some((t) => t.is(id));

/** The kind an id names, or null for a string that is no graph id. */
export function kindOf(id: string): NodeKind | 'edge' | null {
  if (EdgeIds.is(id)) return 'edge';
  return NODE_TYPES.find((t) => t.is(id))?.prefix ?? null;
}
