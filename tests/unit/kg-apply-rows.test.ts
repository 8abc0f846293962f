import { describe, expect, it } from 'vitest';

import type { NodeId } from '../../lib/core/node-ids';
import { batchEdges, mergeEdge, mergeFact, mergeSource } from '../../lib/kg/graph/apply-rows';
import { GraphWriter } from '../../lib/kg/graph/store';

describe('the decisions of storing a batch', () => {
  it('joins edges at the ids their ends are stored under, once each, and drops the loops that makes', () => {
    const w = new GraphWriter('web', 1000);
    const a = w.addClaim({ text: 'Garlic cures COVID-19', status: 'FALSE' });
    const b = w.addClaim({ text: 'Garlic does not cure COVID-19', status: 'TRUE' });
    const src = w.addSource({ url: 'https://www.who.int/garlic', title: 'WHO', type: 'public-health' });
    w.link('CORRECTED_BY', a, b);
    w.link('FROM_SOURCE', b, src, 'Garlic does not protect');
    w.link('FROM_SOURCE', a, src);
    // The source was found stored under another id; `a` and `b` turned out to be one stored claim.
    const stored = new Map<NodeId, NodeId>([
      [src, 'src:stored' as NodeId],
      [a, b],
    ]);
    const edges = [...batchEdges(w, (id) => stored.get(id) ?? id).values()];
    expect(edges.map((e) => [e.type, e.from, e.to, e.quote])).toEqual([['FROM_SOURCE', b, 'src:stored', undefined]]);
    expect(edges[0]).toMatchObject({ origins: ['web'], createdAt: 1000 });
  });

  it('keeps a fact Verified once any origin verified it, as of the latest verification', () => {
    const w = new GraphWriter('pack:a', 10);
    const id = w.addFact({ subject: 'garlic', predicate: 'cures', object: 'colds', status: 'Claimed' });
    const claimed = w.facts.get(id)!;
    const verified = { ...claimed, status: 'Verified' as const, verifiedAt: 5, origins: ['pack:b'] };
    expect(mergeFact(verified, claimed)).toMatchObject({
      status: 'Verified',
      verifiedAt: 10,
      origins: ['pack:b', 'pack:a'],
    });
    expect(mergeFact(claimed, { ...claimed, origins: ['web'] })).toMatchObject({ status: 'Claimed' });
  });

  it('keeps a source’s title and an edge’s quote unless the batch brings one', () => {
    const w = new GraphWriter('web');
    const src = w.sources.get(w.addSource({ url: 'https://a.org/x', title: '', type: 'other' }))!;
    expect(mergeSource({ ...src, title: 'Kept' }, { ...src, title: 'New' }).title).toBe('Kept');
    expect(mergeSource(src, { ...src, title: 'New' }).title).toBe('New');
    const edge = {
      id: 'e' as never,
      type: 'FROM_SOURCE' as const,
      from: 'a' as NodeId,
      to: 'b' as NodeId,
      origins: ['x'],
      createdAt: 1,
    };
    expect(mergeEdge({ ...edge, quote: 'old' }, { ...edge, origins: ['y'] })).toMatchObject({
      quote: 'old',
      origins: ['x', 'y'],
    });
    expect(mergeEdge({ ...edge, quote: 'old' }, { ...edge, quote: 'new' }).quote).toBe('new');
  });
});
