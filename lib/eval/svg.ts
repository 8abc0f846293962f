import type { SystemReport } from './metrics';

/** An SVG of one system's confusion matrix and resolution paths, for people who would rather look. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSvg(title: string, s: SystemReport): string {
  const golds = ['True', 'False', 'NEI'] as const;
  const verdicts = ['True', 'False', 'Unverified'] as const;
  const max = Math.max(1, ...golds.flatMap((g) => verdicts.map((v) => s.confusion[g][v])));
  const cell = 64;
  const ox = 110;
  const oy = 70;
  const parts: string[] = [];
  parts.push(`<text x="20" y="30" font-size="18" font-weight="600">${esc(title)}</text>`);
  parts.push(`<text x="${ox}" y="${oy - 12}" font-size="12">verdict →</text>`);
  verdicts.forEach((v, j) => parts.push(`<text x="${ox + j * cell + cell / 2}" y="${oy - 28}" font-size="12" text-anchor="middle">${v}</text>`));
  golds.forEach((g, i) => {
    parts.push(`<text x="${ox - 8}" y="${oy + i * cell + cell / 2 + 4}" font-size="12" text-anchor="end">gold ${g}</text>`);
    verdicts.forEach((v, j) => {
      const n = s.confusion[g][v];
      const shade = Math.round(235 - (n / max) * 180);
      const match = (g === 'True' && v === 'True') || (g === 'False' && v === 'False') || (g === 'NEI' && v === 'Unverified');
      parts.push(`<rect x="${ox + j * cell}" y="${oy + i * cell}" width="${cell - 2}" height="${cell - 2}" fill="rgb(${shade},${shade},${match ? 255 : shade})" stroke="${match ? '#1d4ed8' : '#9ca3af'}"/>`);
      parts.push(`<text x="${ox + j * cell + cell / 2 - 1}" y="${oy + i * cell + cell / 2 + 5}" font-size="16" text-anchor="middle" fill="${shade < 120 ? '#fff' : '#111'}">${n}</text>`);
    });
  });
  const bx = ox + 3 * cell + 70;
  const bw = 260;
  parts.push(`<text x="${bx}" y="${oy - 28}" font-size="12">resolution paths (share of labelled claims, accuracy)</text>`);
  s.paths.forEach((p, i) => {
    const y = oy + i * 40;
    const w = Math.round(p.share * bw);
    parts.push(`<text x="${bx}" y="${y + 15}" font-size="12">${p.path === 'neutral' ? 'Unverified' : p.path}</text>`);
    parts.push(`<rect x="${bx + 80}" y="${y + 2}" width="${bw}" height="18" fill="#f3f4f6" stroke="#d1d5db"/>`);
    parts.push(`<rect x="${bx + 80}" y="${y + 2}" width="${w}" height="18" fill="${p.path === 'neutral' ? '#9ca3af' : '#2563eb'}"/>`);
    parts.push(`<text x="${bx + 86 + bw}" y="${y + 15}" font-size="12">${p.claims} (${(100 * p.share).toFixed(1)}%)${p.accuracy === null ? '' : `, acc ${(100 * p.accuracy).toFixed(1)}%`}</text>`);
  });
  const summary = `coverage ${(100 * s.coverage).toFixed(1)}% · accuracy ${(100 * s.accuracy).toFixed(1)}% · macro-F1 ${(100 * s.macroF1).toFixed(1)}%`;
  parts.push(`<text x="20" y="${oy + 3 * cell + 30}" font-size="13">${esc(summary)}</text>`);
  const width = bx + bw + 230;
  const height = oy + 3 * cell + 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" role="img" aria-label="${esc(title)}: ${esc(summary)}">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}
