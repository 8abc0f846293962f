import type { SystemReport } from './metrics';

/** SVG charts of a run, for people who would rather look: one per system, and the systems side by side. */

const PATH_LABEL: Record<string, string> = { memory: 'memory', web: 'web', llm: 'LLM', neutral: 'Unverified' };

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSvg(title: string, s: SystemReport): string {
  const golds = ['True', 'False', 'NEI'] as const;
  const verdicts = ['True', 'False', 'Unverified'] as const;
  const max = Math.max(1, ...golds.flatMap((g) => verdicts.map((v) => s.confusion[g][v])));
  const cell = 64;
  const ox = 110;
  const oy = 70;
  const parts: string[] = [];
  parts.push(`<text x="20" y="30" font-size="18" font-weight="600">${esc(title)}</text>`);
  parts.push(`<text x="${ox - 8}" y="${oy - 12}" font-size="12" text-anchor="end" fill="#4b5563">verdict →</text>`);
  verdicts.forEach((v, j) =>
    parts.push(`<text x="${ox + j * cell + cell / 2}" y="${oy - 12}" font-size="12" text-anchor="middle">${v}</text>`),
  );
  golds.forEach((g, i) => {
    parts.push(
      `<text x="${ox - 8}" y="${oy + i * cell + cell / 2 + 4}" font-size="12" text-anchor="end">gold ${g}</text>`,
    );
    verdicts.forEach((v, j) => {
      const n = s.confusion[g][v];
      const shade = Math.round(235 - (n / max) * 180);
      const match =
        (g === 'True' && v === 'True') || (g === 'False' && v === 'False') || (g === 'NEI' && v === 'Unverified');
      parts.push(
        `<rect x="${ox + j * cell}" y="${oy + i * cell}" width="${cell - 2}" height="${cell - 2}" fill="rgb(${shade},${shade},${match ? 255 : shade})" stroke="${match ? '#1d4ed8' : '#9ca3af'}"/>`,
      );
      parts.push(
        `<text x="${ox + j * cell + cell / 2 - 1}" y="${oy + i * cell + cell / 2 + 5}" font-size="16" text-anchor="middle" fill="${shade < 120 ? '#fff' : '#111'}">${n}</text>`,
      );
    });
  });
  const bx = ox + 3 * cell + 70;
  const bw = 260;
  parts.push(
    `<text x="${bx}" y="${oy - 28}" font-size="12">resolution paths (share of labelled claims, accuracy)</text>`,
  );
  s.paths.forEach((p, i) => {
    const y = oy + i * 40;
    const w = Math.round(p.share * bw);
    parts.push(`<text x="${bx}" y="${y + 15}" font-size="12">${PATH_LABEL[p.path] ?? p.path}</text>`);
    parts.push(`<rect x="${bx + 80}" y="${y + 2}" width="${bw}" height="18" fill="#f3f4f6" stroke="#d1d5db"/>`);
    parts.push(
      `<rect x="${bx + 80}" y="${y + 2}" width="${w}" height="18" fill="${p.path === 'neutral' ? '#9ca3af' : '#2563eb'}"/>`,
    );
    parts.push(
      `<text x="${bx + 86 + bw}" y="${y + 15}" font-size="12">${p.claims} (${(100 * p.share).toFixed(1)}%)${p.accuracy === null ? '' : `, acc ${(100 * p.accuracy).toFixed(1)}%`}</text>`,
    );
  });
  const summary = `coverage ${(100 * s.coverage).toFixed(1)}% · accuracy ${(100 * s.accuracy).toFixed(1)}% · macro-F1 ${(100 * s.macroF1).toFixed(1)}%`;
  parts.push(`<text x="20" y="${oy + 3 * cell + 30}" font-size="13">${esc(summary)}</text>`);
  const width = bx + bw + 230;
  const height = oy + 3 * cell + 50;
  return svgDocument(width, height, `${title}: ${summary}`, parts);
}

/**
 * Coverage, accuracy and macro-F1 of every system side by side (Memory-first fact-checking's Table
 * III as bars).
 */
export function renderComparisonSvg(title: string, systems: readonly [string, SystemReport][]): string {
  const measures = [
    ['coverage', '#9ca3af'],
    ['accuracy', '#2563eb'],
    ['macroF1', '#16a34a'],
  ] as const;
  const rowH = 3 * 16 + 18;
  const ox = 120;
  const oy = 70;
  const bw = 360;
  const parts: string[] = [`<text x="20" y="30" font-size="18" font-weight="600">${esc(title)}</text>`];
  measures.forEach(([m, colour], i) => {
    parts.push(`<rect x="${ox + i * 120}" y="40" width="12" height="12" fill="${colour}"/>`);
    parts.push(`<text x="${ox + i * 120 + 18}" y="50" font-size="12">${m === 'macroF1' ? 'macro-F1' : m}</text>`);
  });
  systems.forEach(([name, s], i) => {
    const y = oy + i * rowH;
    parts.push(`<text x="${ox - 10}" y="${y + 28}" font-size="13" text-anchor="end">${esc(name)}</text>`);
    measures.forEach(([m, colour], j) => {
      const v = s[m];
      parts.push(`<rect x="${ox}" y="${y + j * 16}" width="${bw}" height="13" fill="#f3f4f6"/>`);
      parts.push(`<rect x="${ox}" y="${y + j * 16}" width="${Math.round(v * bw)}" height="13" fill="${colour}"/>`);
      parts.push(`<text x="${ox + bw + 8}" y="${y + j * 16 + 11}" font-size="11">${(100 * v).toFixed(1)}%</text>`);
    });
  });
  const width = ox + bw + 70;
  const height = oy + systems.length * rowH + 10;
  const summary = systems
    .map(
      ([name, s]) =>
        `${name}: coverage ${(100 * s.coverage).toFixed(1)}%, accuracy ${(100 * s.accuracy).toFixed(1)}%, macro-F1 ${(100 * s.macroF1).toFixed(1)}%`,
    )
    .join('; ');
  return svgDocument(width, height, `${title}: ${summary}`, parts);
}

/** A standalone SVG document on white, labelled for screen readers. */
export function svgDocument(width: number, height: number, label: string, parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" role="img" aria-label="${esc(label)}">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}
