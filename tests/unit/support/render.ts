import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a component into the jsdom page, each unmounted after its test; call at a test file's top level. */
export function renderer(): (node: ReactNode) => Promise<HTMLElement> {
  let unmount: () => Promise<void> = async () => undefined;
  afterEach(() => unmount());
  return async (node) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(node));
    unmount = async () => act(async () => root.unmount());
    return host;
  };
}
