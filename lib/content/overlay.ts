import { OVERLAY_CSS } from './overlay-css';

/**
 * The one shadow root that holds ClaimLens's in-page UI. It is created on first use, never
 * before a selection, and re-attached if the page throws it away. It is closed: the page's
 * scripts get null for `host.shadowRoot`, so they can neither read a verdict in it nor reach
 * its buttons (and a forged event would be ignored anyway, see trusted.ts). The host itself
 * carries only this neutral attribute and fixed styles, whatever the overlay shows. When the
 * content script ends, the host leaves the page with all it holds, and is not put back.
 */

export const HOST_ATTR = 'data-claimlens-overlay';

let host: HTMLElement | undefined;
let root: ShadowRoot | undefined;
let lifetime: AbortSignal | undefined;

/** Ties the overlay to the content script's signal: on abort the host is removed from the page. */
export function bindOverlay(signal: AbortSignal): void {
  lifetime = signal;
  signal.addEventListener(
    'abort',
    () => {
      host?.remove();
      host = undefined;
      root = undefined;
    },
    { once: true },
  );
}

export function overlayHost(): HTMLElement | undefined {
  return host;
}

export function getOverlayRoot(): ShadowRoot {
  if (!host || !root) {
    host = document.createElement('div');
    host.setAttribute(HOST_ATTR, '');
    // Set through the CSSOM: allowed under a page's strict CSP, unlike a style attribute.
    for (const [k, v] of Object.entries({
      all: 'initial',
      position: 'absolute',
      top: '0',
      left: '0',
      width: '0',
      height: '0',
      'z-index': '2147483646',
      overflow: 'visible',
      // Only the pill, badges and flag buttons take the pointer (overlay-css.ts).
      'pointer-events': 'none',
    })) {
      host.style.setProperty(k, v, 'important');
    }
    root = host.attachShadow({ mode: 'closed' });
    adoptStyles(root);
  }
  // After the end, a late answer may still draw into the overlay: it stays off the page.
  if (!host.isConnected && !lifetime?.aborted) document.documentElement.append(host);
  return root;
}

function adoptStyles(shadow: ShadowRoot): void {
  try {
    // Constructed sheets are not subject to the page's style-src CSP.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(OVERLAY_CSS);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = OVERLAY_CSS;
    shadow.append(style);
  }
}
