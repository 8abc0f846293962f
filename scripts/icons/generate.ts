import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { encodePng } from './png';
import { coverage, ICON_SHAPES } from './shapes';

/**
 * The toolbar and store icons, drawn from shapes (./shapes.ts) at every size Chrome and Firefox
 * ask for, so no image file from elsewhere is committed. WXT takes `public/icon/<size>.png`.
 * Run `npx tsx scripts/icons/generate.ts` after changing a shape.
 */

const SIZES = [16, 32, 48, 96, 128] as const;
/** Samples per pixel side: 4 × 4 is smooth enough at 16 px. */
const SUPERSAMPLE = 4;

function render(size: number): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y, size);
      rgba.set([r, g, b, a], (y * size + x) * 4);
    }
  return rgba;
}

/** Shapes painted in order over a transparent pixel, each by the share of samples it covers. */
function pixel(x: number, y: number, size: number): [number, number, number, number] {
  let [r, g, b, a] = [0, 0, 0, 0];
  for (const shape of ICON_SHAPES) {
    const share = coverage(shape, x, y, size, SUPERSAMPLE);
    if (!share) continue;
    const [sr, sg, sb] = shape.color;
    const out = share + a * (1 - share);
    r = (sr * share + r * a * (1 - share)) / out;
    g = (sg * share + g * a * (1 - share)) / out;
    b = (sb * share + b * a * (1 - share)) / out;
    a = out;
  }
  return [Math.round(r), Math.round(g), Math.round(b), Math.round(a * 255)];
}

const dir = path.resolve(import.meta.dirname, '../../public/icon');
mkdirSync(dir, { recursive: true });
for (const size of SIZES) writeFileSync(path.join(dir, `${size}.png`), encodePng(size, size, render(size)));
console.log(`Icons written to ${path.relative(process.cwd(), dir)}: ${SIZES.join(', ')} px`);
