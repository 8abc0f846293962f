import { kindOf } from '../../../lib/core/node-ids';
import type { AnyNode } from '../../../lib/panel/knowledge';

/** A node's kind and truth status as words (never colour alone). */
export function nodeKindLabel(node: AnyNode): string {
  const kind = kindOf(node.id);
  if (kind === 'claim' && 'status' in node) return `${node.status === 'TRUE' ? 'True' : 'False'} claim`;
  if (kind === 'fact' && 'status' in node) return `${node.status} fact`;
  if (kind === 'entity' && 'type' in node) return `Entity · ${node.type}`;
  if (kind === 'source' && 'type' in node) return `Source · ${node.type}`;
  return kind ?? 'Node';
}

export function NodeTag({ node }: { node: AnyNode }) {
  const status = 'status' in node ? node.status : undefined;
  return (
    <span className="kg-tag" data-kind={kindOf(node.id)} data-status={status}>
      {nodeKindLabel(node)}
    </span>
  );
}
