import { textTable as table } from '../../util/text-table';
import { esc, svgDocument } from '../svg';
import type { Answer, FoldScore } from './sweep';

/**
 * Risk–coverage (selective prediction): memory's answers ordered by their confidence C, each
 * prefix a point (coverage = answers so far / claims, risk = wrong answers so far / answers so
 * far). The calibrated setting's bars stop where the table's last row is.
 */

export interface CurvePoint {
  /** The lowest C among the answers up to here. */
  C: number;
  coverage: number;
  risk: number;
}

export function riskCoverage(answers: readonly Answer[], claims: number): CurvePoint[] {
  const sorted = [...answers].sort((a, b) => b.C - a.C);
  let wrong = 0;
  return sorted.map((a, i) => {
    if (!a.correct) wrong++;
    return { C: a.C, coverage: claims ? (i + 1) / claims : 0, risk: wrong / (i + 1) };
  });
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** About `rows` points of the curve, evenly along it, always with its last point. */
function curveRows(points: readonly CurvePoint[], rows = 10): CurvePoint[] {
  if (points.length <= rows) return [...points];
  const step = points.length / rows;
  return Array.from({ length: rows }, (_, i) => points[Math.min(points.length - 1, Math.round((i + 1) * step) - 1)]!);
}

export interface FoldRow {
  fold: string;
  setting: string;
  score: FoldScore;
}

export function foldTable(rows: readonly FoldRow[], target: number): string {
  return table(
    ['Fold', 'Setting', 'Claims', 'Answered by memory', 'Coverage', 'Precision', 'Risk', `Meets ${pct(target)}`],
    rows.map((r) => [
      r.fold,
      r.setting,
      String(r.score.claims),
      String(r.score.answered),
      pct(r.score.coverage),
      pct(r.score.precision),
      pct(1 - r.score.precision),
      r.score.precision >= target ? 'yes' : 'no',
    ]),
  );
}

export function curveTable(points: readonly CurvePoint[]): string {
  if (!points.length) return '(memory answers no claim of this fold)';
  return table(
    ['C ≥', 'Coverage', 'Risk'],
    curveRows(points).map((p) => [p.C.toFixed(3), pct(p.coverage), pct(p.risk)]),
  );
}

export interface CurveSeries {
  label: string;
  colour: string;
  points: readonly CurvePoint[];
}

/** The curves as an SVG chart: coverage across, risk up, the target risk as a dashed line. */
export function renderCurveSvg(title: string, series: readonly CurveSeries[], target: number): string {
  const w = 520;
  const h = 300;
  const ox = 60;
  const oy = 50;
  const maxRisk = Math.max(0.1, 1 - target, ...series.flatMap((s) => s.points.map((p) => p.risk)));
  const x = (c: number) => (ox + c * w).toFixed(1);
  const y = (r: number) => (oy + h - (r / maxRisk) * h).toFixed(1);
  const parts = [`<text x="20" y="28" font-size="16" font-weight="600">${esc(title)}</text>`];
  parts.push(`<rect x="${ox}" y="${oy}" width="${w}" height="${h}" fill="#f9fafb" stroke="#d1d5db"/>`);
  for (let i = 0; i <= 4; i++) {
    parts.push(`<text x="${x(i / 4)}" y="${oy + h + 18}" font-size="11" text-anchor="middle">${pct(i / 4)}</text>`);
    parts.push(
      `<text x="${ox - 6}" y="${y((i / 4) * maxRisk)}" font-size="11" text-anchor="end">${pct((i / 4) * maxRisk)}</text>`,
    );
  }
  parts.push(
    `<text x="${ox + w / 2}" y="${oy + h + 36}" font-size="12" text-anchor="middle">coverage (share of claims memory answers)</text>`,
  );
  parts.push(
    `<text x="16" y="${oy + h / 2}" font-size="12" transform="rotate(-90 16 ${oy + h / 2})" text-anchor="middle">risk (wrong answers)</text>`,
  );
  parts.push(
    `<line x1="${ox}" x2="${ox + w}" y1="${y(1 - target)}" y2="${y(1 - target)}" stroke="#dc2626" stroke-dasharray="6 4"/>`,
  );
  parts.push(
    `<text x="${ox + w - 4}" y="${Number(y(1 - target)) - 4}" font-size="11" text-anchor="end" fill="#dc2626">target risk ${pct(1 - target)}</text>`,
  );
  series.forEach((s, i) => {
    if (s.points.length)
      parts.push(
        `<polyline fill="none" stroke="${s.colour}" stroke-width="2" points="${s.points.map((p) => `${x(p.coverage)},${y(p.risk)}`).join(' ')}"/>`,
      );
    parts.push(`<rect x="${ox + w + 16}" y="${oy + i * 20}" width="12" height="12" fill="${s.colour}"/>`);
    parts.push(`<text x="${ox + w + 34}" y="${oy + i * 20 + 11}" font-size="12">${esc(s.label)}</text>`);
  });
  const width = ox + w + 240;
  const height = oy + h + 50;
  const summary = series
    .map(
      (s) =>
        `${s.label}: ${s.points.length ? `coverage ${pct(s.points.at(-1)!.coverage)}, risk ${pct(s.points.at(-1)!.risk)}` : 'no answers'}`,
    )
    .join('; ');
  return svgDocument(width, height, `${title}: ${summary}`, parts);
}
