/**
 * ClaimLens's mark in unit coordinates (0–1, y down): a teal rounded square, a white lens
 * ring with its handle, and a check mark inside the lens. Each shape says whether a point is
 * inside it; coverage() samples a pixel to anti-alias the edges.
 */

export interface Shape {
  color: readonly [number, number, number];
  inside: (x: number, y: number) => boolean;
}

const TEAL = [15, 118, 110] as const;
const WHITE = [255, 255, 255] as const;

function roundedSquare(inset: number, radius: number) {
  return (x: number, y: number) => {
    const dx = Math.max(inset + radius - x, 0, x - (1 - inset - radius));
    const dy = Math.max(inset + radius - y, 0, y - (1 - inset - radius));
    return x >= inset && x <= 1 - inset && y >= inset && y <= 1 - inset && dx * dx + dy * dy <= radius * radius;
  };
}

/** Distance from a point to the segment a–b. */
function toSegment(x: number, y: number, a: [number, number], b: [number, number]): number {
  const [vx, vy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((x - a[0]) * vx + (y - a[1]) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(x - a[0] - t * vx, y - a[1] - t * vy);
}

const LENS = { cx: 0.44, cy: 0.42, r: 0.24, width: 0.075 };

export const ICON_SHAPES: readonly Shape[] = [
  { color: TEAL, inside: roundedSquare(0.02, 0.2) },
  {
    color: WHITE,
    inside: (x, y) => Math.abs(Math.hypot(x - LENS.cx, y - LENS.cy) - LENS.r) <= LENS.width / 2,
  },
  { color: WHITE, inside: (x, y) => toSegment(x, y, [0.62, 0.6], [0.8, 0.78]) <= 0.06 },
  {
    color: WHITE,
    inside: (x, y) =>
      toSegment(x, y, [0.33, 0.43], [0.41, 0.51]) <= 0.04 || toSegment(x, y, [0.41, 0.51], [0.56, 0.33]) <= 0.04,
  },
];

/** The share of a pixel's samples inside a shape, at `size` px. */
export function coverage(shape: Shape, px: number, py: number, size: number, n: number): number {
  let hits = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) if (shape.inside((px + (i + 0.5) / n) / size, (py + (j + 0.5) / n) / size)) hits++;
  return hits / (n * n);
}
