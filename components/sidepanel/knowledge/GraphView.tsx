import { type KeyboardEvent, useRef } from 'react';

import { kindOf } from '../../../lib/core/node-ids';
import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { type EdgeRow, type Neighbourhood, nodeLabel } from '../../../lib/panel/knowledge';
import { nodeKindLabel } from './NodeTag';

const SIZE = 320;
const R = 118;
const LETTER = { claim: 'C', fact: 'F', entity: 'E', source: 'S', edge: '' } as const;
const short = (s: string, n = 26) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * A node's neighbourhood as a small radial graph. Every neighbour is a button: Tab or the
 * arrow keys move between them, Enter or Space opens one.
 */
export function GraphView({ hood, onOpen }: { hood: Neighbourhood; onOpen(id: string): void }) {
  const refs = useRef<(SVGGElement | null)[]>([]);
  const center = hood.center;
  const around = hood.edges
    .map((e) => ({ edge: e, node: hood.nodes.find((n) => n.id === (e.from === center.id ? e.to : e.from))! }))
    .filter((x) => x.node);
  const at = (i: number) => {
    const a = (2 * Math.PI * i) / Math.max(1, around.length) - Math.PI / 2;
    return { x: SIZE / 2 + R * Math.cos(a), y: SIZE / 2 + R * Math.sin(a) };
  };
  const describe = (e: EdgeRow) => (e.from === center.id ? `${e.type} →` : `← ${e.type}`);
  const onKey = (e: KeyboardEvent, i: number, id: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(id);
      return;
    }
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    refs.current[(i + step + around.length) % around.length]?.focus();
  };

  return (
    <svg
      className="kg-graph"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="group"
      aria-label={t(m.neighbourhood, nodeKindLabel(center), formatNumber(around.length))}
    >
      {around.map(({ edge }, i) => {
        const p = at(i);
        return (
          <g key={edge.id} aria-hidden="true">
            <line x1={SIZE / 2} y1={SIZE / 2} x2={p.x} y2={p.y} className="edge" data-type={edge.type} />
            <text x={(SIZE / 2 + p.x) / 2} y={(SIZE / 2 + p.y) / 2} className="edge-label">
              {edge.type}
            </text>
          </g>
        );
      })}
      <g className="node center" data-kind={kindOf(center.id)} aria-hidden="true">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={16} />
        <text x={SIZE / 2} y={SIZE / 2 + 4} textAnchor="middle">
          {LETTER[kindOf(center.id) ?? 'edge']}
        </text>
      </g>
      {around.map(({ edge, node }, i) => {
        const p = at(i);
        return (
          <g
            key={node.id + edge.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="node"
            data-kind={kindOf(node.id)}
            role="button"
            tabIndex={0}
            aria-label={`${nodeKindLabel(node)}: ${nodeLabel(node)} (${describe(edge)})`}
            onClick={() => onOpen(node.id)}
            onKeyDown={(e) => onKey(e, i, node.id)}
          >
            <title>{`${nodeKindLabel(node)}: ${nodeLabel(node)}`}</title>
            <circle cx={p.x} cy={p.y} r={11} />
            <text x={p.x} y={p.y + 4} textAnchor="middle">
              {LETTER[kindOf(node.id) ?? 'edge']}
            </text>
            <text x={p.x} y={p.y + 24} textAnchor="middle" className="node-label">
              {short(nodeLabel(node), 22)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
