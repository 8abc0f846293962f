import { describe, expect, it } from 'vitest';

import { ClaimIds, EdgeIds, EntityIds, FactIds, isNodeId, kindOf, SourceIds } from '../../lib/core/node-ids';
import { looseKey } from '../../lib/core/text';
import { contentHash } from '../../lib/kg/graph/ids';
import { claimIdOf, edgeIdOf, entityIdOf } from '../../lib/kg/graph/store';

describe('typed node ids', () => {
  it('keeps the stored form: the prefix, a colon and the content hash', () => {
    expect(claimIdOf('Garlic cures COVID-19.')).toBe(`claim:${contentHash(looseKey('Garlic cures COVID-19.'))}`);
    expect(entityIdOf('covid 19')).toBe(`entity:${contentHash('covid 19')}`);
    expect(edgeIdOf('MENTIONS', 'claim:a', 'entity:b')).toBe(`edge:${contentHash('MENTIONS claim:a entity:b')}`);
    expect(ClaimIds.create('abc')).toBe('claim:abc');
  });

  it.each([
    ['claim:abc', 'claim'],
    ['fact:abc', 'fact'],
    ['entity:abc', 'entity'],
    ['source:abc', 'source'],
    ['edge:abc', 'edge'],
    ['claim:', null],
    ['claims:abc', null],
    ['Claim:abc', null],
    ['task:abc', null],
    ['abc', null],
    ['', null],
  ] as const)('%s is a %s id', (id, kind) => {
    expect(kindOf(id)).toBe(kind);
    expect(isNodeId(id)).toBe(kind !== null && kind !== 'edge');
    expect(ClaimIds.is(id)).toBe(kind === 'claim');
    expect(FactIds.is(id)).toBe(kind === 'fact');
    expect(EntityIds.is(id)).toBe(kind === 'entity');
    expect(SourceIds.is(id)).toBe(kind === 'source');
    expect(EdgeIds.is(id)).toBe(kind === 'edge');
  });

  it('parse returns the id or names the table it should have belonged to', () => {
    expect(FactIds.parse('fact:x')).toBe('fact:x');
    expect(() => ClaimIds.parse('fact:x')).toThrow('"fact:x" is not a claim id (claim:…).');
  });

  it('filters a mixed list by kind without casts', () => {
    const ids = ['claim:a', 'fact:b', 'entity:c', 'claim:d'];
    const claims: `claim:${string}`[] = ids.filter(ClaimIds.is);
    expect(claims).toEqual(['claim:a', 'claim:d']);
  });
});
