/** Styles of the in-page UI, scoped by the shadow root. Shapes and words carry meaning, not colour alone. */
export const OVERLAY_CSS = `
:host { all: initial; }
/* Not selectable: a page's getSelection() over the document must not serialise a verdict word. */
:host, * { user-select: none; -webkit-user-select: none; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.pill, .badge {
  position: absolute; display: inline-flex; align-items: center; gap: 6px;
  font-size: 13px; line-height: 1.2; color: #111827; background: #fff;
  border: 1px solid #9ca3af; border-radius: 999px; box-shadow: 0 2px 8px rgba(0,0,0,.18);
  padding: 3px 6px; white-space: nowrap; direction: ltr;
  /* The overlay host is 0 px wide: without this, shrink-to-fit would wrap every word. */
  width: max-content;
}
.pill { flex-direction: column; align-items: stretch; border-radius: 10px; white-space: normal; max-width: 320px; padding: 6px; }
.pill .row { display: flex; align-items: center; gap: 6px; }
.pill .note { font-size: 12px; color: #374151; margin: 0 2px; }
.pill .note.error { color: #991b1b; }
.pill button { white-space: nowrap; }
.pill svg { width: 14px; height: 14px; flex: none; }
button {
  font: inherit; color: inherit; cursor: pointer; border: 1px solid transparent; background: none;
  border-radius: 999px; padding: 2px 8px; display: inline-flex; align-items: center; gap: 4px;
}
button:focus-visible { outline: 2px solid #2563eb; outline-offset: 1px; }
.primary { background: #1d4ed8; color: #fff; font-weight: 600; }
.primary:hover { background: #1e40af; }
.ghost:hover { background: #f3f4f6; }
.badge button.open { padding: 1px 6px; font-weight: 600; }
.badge[data-verdict="True"] { border-color: #15803d; background: #f0fdf4; }
.badge[data-verdict="False"] { border-color: #b91c1c; background: #fef2f2; border-style: dashed; }
.badge[data-verdict="Unverified"] { border-color: #6b7280; background: #f9fafb; border-style: dotted; }
.badge[data-state="failed"], .badge[data-state="cancelled"] { border-color: #b45309; background: #fffbeb; }
.badge[data-state="failed"] { white-space: normal; max-width: 320px; border-radius: 10px; align-items: flex-start; }
.badge[data-state="failed"] .msg { flex: 1; }
.badge[data-off] { visibility: hidden; }
.badge[data-state="waiting"] { border-color: #1d4ed8; background: #eff6ff; border-width: 2px; }
.icon { font-size: 13px; width: 1em; text-align: center; }
.conf { font-weight: 400; color: #374151; }
.badge .open .note { font-weight: 400; font-style: italic; color: #374151; max-width: 260px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.spinner {
  width: 12px; height: 12px; border-radius: 50%; border: 2px solid #cbd5e1; border-top-color: #1d4ed8;
  animation: spin .8s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 3s; } }
@media (prefers-color-scheme: dark) {
  .pill, .badge { background: #1f2937; color: #f9fafb; border-color: #6b7280; }
  .pill .note, .conf, .badge .open .note { color: #d1d5db; }
  .badge[data-verdict="True"] { background: #052e16; }
  .badge[data-verdict="False"] { background: #450a0a; }
  .badge[data-verdict="Unverified"] { background: #111827; }
  .badge[data-state="failed"], .badge[data-state="cancelled"] { background: #451a03; }
  .badge[data-state="waiting"] { background: #172554; border-color: #60a5fa; }
  .ghost:hover { background: #374151; }
}
.page-status {
  position: fixed; top: 12px; right: 12px; display: flex; align-items: center; gap: 8px; max-width: 360px;
  font-size: 13px; line-height: 1.3; color: #111827; background: #fff; pointer-events: auto;
  border: 1px solid #1d4ed8; border-radius: 10px; box-shadow: 0 2px 8px rgba(0,0,0,.18); padding: 6px 8px;
}
.page-status[data-state="problem"] { border-color: #b45309; background: #fffbeb; }
.page-status .msg { flex: 1; }
@media (prefers-color-scheme: dark) {
  .page-status { background: #1f2937; color: #f9fafb; }
  .page-status[data-state="problem"] { background: #451a03; }
}
[hidden] { display: none !important; }
[data-t]::before { content: attr(data-t); }
/* Every verdict badge has the same size, whatever its word and confidence: a page that probes
   the overlay with elementFromPoint() learns where a badge is, never which verdict it shows. */
.badge[data-state="done"]:not(.part) button.open { width: 10.5em; }
.badge.part button.open { width: 8em; }
.badge button.open { overflow: hidden; justify-content: flex-start; }
/* The host is not hit-testable (overlay.ts): only what the reader presses is. A page probing
   with elementsFromPoint() finds a badge or a flag button, never a mark or a hidden box. */
.pill, .badge, .flag button.open, .flag .details { pointer-events: auto; }
/* A flag of a known claim: smaller and flatter than a verdict badge, saying the same. Every flag
   has one size, whatever its word: a page measuring flags beside claims it knows learns nothing
   of the reader's other flags (issue 34). The size holds the longest word, Spanish "Verdadero". */
.flag { position: absolute; width: max-content; direction: ltr; font-size: 11px; line-height: 1.2; color: #374151; pointer-events: none; }
.flag[data-off] { visibility: hidden; }
.flag button.open { padding: 0 5px; border: 1px solid #d1d5db; background: #fff; font-weight: 600; opacity: .92;
  width: 6.5em; height: 1.6em; overflow: hidden; justify-content: center; white-space: nowrap; }
.flag-mark, .flag-mark .line { pointer-events: none; }
.flag-mark .line { position: absolute; height: 0; border-bottom: 1px dotted #6b7280; }
.flag-mark[data-off] { display: none; }
.flag[data-verdict="True"] button.open { border-color: #86efac; }
.flag[data-verdict="False"] button.open { border-color: #fca5a5; border-style: dashed; }
.flag .details { display: none; font-weight: 400; max-width: 320px; white-space: normal; margin-top: 2px; padding: 4px 6px;
  background: #fff; border: 1px solid #d1d5db; border-radius: 6px; box-shadow: 0 2px 6px rgba(0,0,0,.12); }
.flag:hover .details, .flag:focus-within .details { display: block; }
.flag .details .stop { display: block; margin-top: 4px; padding: 1px 6px; font-size: 11px; border-color: #d1d5db; }
@media (prefers-color-scheme: dark) {
  .flag { color: #e5e7eb; }
  .flag button.open, .flag .details { background: #1f2937; border-color: #4b5563; }
}
`;
