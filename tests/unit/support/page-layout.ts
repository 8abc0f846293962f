import { vi } from 'vitest';

/** What jsdom lacks for the page's badges and highlights: ResizeObserver and the CSS Custom Highlight API, as inert stand-ins. */
export function stubPageLayout(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('CSS', { highlights: new Map<string, unknown>() });
  vi.stubGlobal('Highlight', class {});
}
