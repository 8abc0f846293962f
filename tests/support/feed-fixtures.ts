import { readFileSync } from 'node:fs';
import path from 'node:path';

import { JSDOM } from 'jsdom';

/**
 * Loads a saved feed page (tests/fixtures/feeds/) into jsdom, scripts off, as the browser would
 * show it: declarative shadow roots (<template shadowrootmode="open">, how getHTML() saves them)
 * become real open shadow roots, which jsdom's parser does not do itself.
 */
export function loadFeedFixture(name: string, url: string): Document {
  const html = readFileSync(path.join(__dirname, '../fixtures/feeds', name), 'utf8');
  const doc = new JSDOM(html, { url }).window.document;
  attachDeclarativeShadowRoots(doc);
  return doc;
}

function attachDeclarativeShadowRoots(scope: ParentNode): void {
  for (const template of [...scope.querySelectorAll('template[shadowrootmode]')] as HTMLTemplateElement[]) {
    const host = template.parentElement;
    if (!host || host.shadowRoot) continue;
    const shadow = host.attachShadow({
      mode: template.getAttribute('shadowrootmode') === 'closed' ? 'closed' : 'open',
    });
    shadow.append(template.content);
    template.remove();
    attachDeclarativeShadowRoots(shadow);
  }
}
