import { useEffect, useRef, useState } from 'react';

import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { knowledgeTeam } from '../../../lib/i18n/catalogue/knowledge-team';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { type AnyNode, nodeLabel } from '../../../lib/panel/knowledge';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SafeLink } from '../../ui/SafeLink';
import { useNeighbourhood } from '../data/useNeighbourhood';
import { GraphView } from './GraphView';
import { NodeTag } from './NodeTag';
import { type Note, NoteLine } from './Note';
import { exportToFile } from './Packs';

/** One node: what it says, where it came from, its neighbourhood; delete or export it. */
export function NodeDetail({ id, onOpen, onClose }: { id: string; onOpen(id: string): void; onClose(): void }) {
  const hood = useNeighbourhood(id);
  const [note, setNote] = useState<Note>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setNote(null);
    heading.current?.focus();
  }, [id]);

  if (hood === undefined) return <p className="empty">{t(knowledgeTeam.loading)}</p>;
  if (hood === null) {
    return (
      <section aria-label={t(m.nodeLabel)} className="kg-node">
        <p className="empty">{t(m.nodeGone)}</p>
        <NoteLine note={note} />
        <button type="button" onClick={onClose}>
          {t(m.close)}
        </button>
      </section>
    );
  }
  const node = hood.center;
  const remove = () =>
    callEngine('kg.delete', { nodeIds: [node.id] }).then(
      (r) => setNote({ kind: 'ok', text: t(m.nodeDeleted, formatNumber(r.edges), formatNumber(r.vectors)) }),
      (e: Error) => setNote({ kind: 'error', text: e.message }),
    );
  const neighbours = hood.nodes.map((n) => n.id);
  return (
    <section aria-label={t(m.nodeLabel)} className="kg-node">
      <h2 ref={heading} tabIndex={-1}>
        <NodeTag node={node} />
      </h2>
      <blockquote className="claim">{nodeLabel(node)}</blockquote>
      <NodeFacts node={node} />
      <GraphView hood={hood} onOpen={onOpen} />
      {hood.more > 0 && <p className="hint">{t(m.moreConnections, formatNumber(hood.more))}</p>}
      <ul className="kg-neighbours" aria-label={t(m.connections)}>
        {hood.edges.map((e) => {
          const other = hood.nodes.find((n) => n.id === (e.from === node.id ? e.to : e.from));
          if (!other) return null;
          return (
            <li key={e.id}>
              <span className="edge-type">{e.from === node.id ? `${e.type} →` : `← ${e.type}`}</span>{' '}
              <button type="button" className="link" onClick={() => onOpen(other.id)}>
                {nodeLabel(other)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button
          type="button"
          onClick={() =>
            void exportToFile(
              { nodeIds: [node.id, ...neighbours] },
              { id: 'neighbourhood', name: t(m.around, nodeLabel(node).slice(0, 80)) },
            ).catch((e: Error) => setNote({ kind: 'error', text: e.message }))
          }
        >
          {t(m.exportNeighbours)}
        </button>
        <ConfirmButton
          label={t(m.deleteNode)}
          confirmLabel={t(m.deleteNodeConfirm)}
          onConfirm={() => void remove()}
          className="danger"
        />
        <button type="button" onClick={onClose}>
          {t(m.close)}
        </button>
      </div>
      <NoteLine note={note} />
    </section>
  );
}

function NodeFacts({ node }: { node: AnyNode }) {
  const rows: [Message, React.ReactNode][] = [];
  if ('subject' in node)
    rows.push([m.factTriple, `(${node.subject.slice(0, 120)}, ${node.predicate}, ${node.object.slice(0, 120)})`]);
  if ('verifiedAt' in node) rows.push([m.factVerified, formatDate(node.verifiedAt)]);
  if ('aliases' in node && node.aliases.length) rows.push([m.factAliases, node.aliases.join(', ')]);
  if ('url' in node) rows.push([m.factLink, <SafeLink href={node.url}>{node.domain}</SafeLink>]);
  rows.push([m.factFrom, node.origins.join(', ')]);
  return (
    <dl className="kg-facts">
      {rows.map(([k, v]) => (
        <div key={k.name}>
          <dt>{t(k)}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
