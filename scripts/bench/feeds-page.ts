/**
 * The synthetic feed of the feeds bench: `count` posts in a virtualised list shaped like X's
 * (only the cells near the viewport exist; every second each visible post's DOM is replaced).
 * Scrolling, a `keyed` list keeps the cells still in range and adds those coming into it, as
 * X's keyed React list does; a `replace` list (the stress case) replaces every cell's DOM on each
 * scroll event too.
 * Every 25th post holds a claim the starter pack stores (True and False in turn) after a short
 * sentence of its own, so each text differs. The page notes, by post id, when a known post
 * first enters the viewport and when a flag is first found beside it (hit-testing, as any page can).
 */
export const KNOWN_CLAIMS = [
  'One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
  'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
];
export const KNOWN_EVERY = 25;

export type FeedRender = 'keyed' | 'replace';

export function feedPage(count: number, mode: FeedRender = 'keyed'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Synthetic feed</title>
<style>body{margin:0;font:15px/1.4 sans-serif}.cell{position:absolute;left:0;right:0;height:136px;box-sizing:border-box;padding:12px 16px;border-bottom:1px solid #eee}</style></head>
<body><main><div id="list" style="position:relative"></div></main><script>
const CELL = 136, COUNT = ${count}, EVERY = ${KNOWN_EVERY}, KNOWN = ${JSON.stringify(KNOWN_CLAIMS)};
const text = (i) => i % EVERY === 0 ? 'Seen today (' + i + '). ' + KNOWN[(i / EVERY) % 2] : 'Post number ' + i + ': another day, another thread about sleep, coffee and running shoes.';
const list = document.getElementById('list');
list.style.height = COUNT * CELL + 'px';
window.bench = { entered: {}, flagged: {}, longTasks: 0 };
new PerformanceObserver((l) => (window.bench.longTasks += l.getEntries().length)).observe({ type: 'longtask' });
const seen = new IntersectionObserver((es) => es.forEach((e) => {
  const id = e.target.dataset.post;
  if (e.isIntersecting && !(id in window.bench.entered)) window.bench.entered[id] = performance.now();
}));
let cells = new Map();
function cell(i) {
  const cell = document.createElement('article');
  cell.className = 'cell'; cell.dataset.post = String(i); cell.style.top = i * CELL + 'px';
  const p = document.createElement('p'); p.textContent = text(i); cell.append(p);
  if (i % EVERY === 0) seen.observe(cell);
  return cell;
}
function render(full) {
  const top = Math.max(0, Math.floor(scrollY / CELL) - 3), bottom = Math.min(COUNT, Math.ceil((scrollY + innerHeight) / CELL) + 3);
  if (full) {
    cells = new Map();
    for (let i = top; i < bottom; i++) cells.set(i, cell(i));
    list.replaceChildren(...cells.values());
    return;
  }
  for (const [i, c] of cells) if (i < top || i >= bottom) (c.remove(), cells.delete(i));
  for (let i = top; i < bottom; i++) if (!cells.has(i)) { const c = cell(i); cells.set(i, c); list.append(c); }
}
// A flag is drawn inside ClaimLens's closed overlay, never in the page's highlight registry
// (issue 34): the page finds it as any page could, hit-testing beside a known post's last line.
const foreign = (el) => !document.body.contains(el) && el !== document.documentElement && el !== document.body;
function flaggedNow(p) {
  const range = document.createRange();
  range.selectNodeContents(p);
  const last = [...range.getClientRects()].at(-1);
  if (!last) return false;
  const y = (last.top + last.bottom) / 2;
  return [[last.right + 8, y], [last.right + 24, y], [last.left + 12, last.bottom + 8]].some(([x, yy]) => document.elementsFromPoint(x, yy).some(foreign));
}
function watchFlags() {
  for (const [i, c] of cells) {
    const id = String(i);
    if (i % EVERY === 0 && id in window.bench.entered && !(id in window.bench.flagged) && flaggedNow(c.firstChild))
      window.bench.flagged[id] = performance.now();
  }
  requestAnimationFrame(watchFlags);
}
addEventListener('scroll', () => render(${mode === 'replace'}), { passive: true });
render(true); setInterval(() => render(true), 1000); watchFlags();
</script></body></html>`;
}
