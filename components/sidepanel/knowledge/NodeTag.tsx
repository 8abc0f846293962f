import { kindOf } from '../../../lib/core/node-ids';
import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { t } from '../../../lib/i18n/t';
import type { AnyNode } from '../../../lib/panel/knowledge';

/** A node's kind and truth status as words (never colour alone). */
export function nodeKindLabel(node: AnyNode): string {
  const kind = kindOf(node.id);
  if (kind === 'claim' && 'status' in node) return t(node.status === 'TRUE' ? m.claimTrue : m.claimFalse);
  if (kind === 'fact' && 'status' in node) return t(m.factStatus, node.status);
  if (kind === 'entity' && 'type' in node) return t(m.entityType, node.type);
  if (kind === 'source' && 'type' in node) return t(m.sourceType, node.type);
  return kind ?? t(m.nodeLabel);
}

export function NodeTag({ node }: { node: AnyNode }) {
  const status = 'status' in node ? node.status : undefined;
  return (
    <span className="kg-tag" data-kind={kindOf(node.id)} data-status={status}>
      {nodeKindLabel(node)}
    </span>
  );
}
