import { pdfViewerMessages as m } from '../i18n/catalogue/pdf-viewer';
import { t } from '../i18n/t';
import type { ViewerFailure } from './failure';

/**
 * The viewer's frame: a header naming the PDF, a line for notes and errors, and the pages. All
 * text from the PDF or its address goes in as text, never as markup.
 */
export interface ViewerShell {
  pages: HTMLElement;
  name(title: string, url: string): void;
  /** Shows why there is no PDF; `onAccess` offers the button that asks for the site's access. */
  fail(failure: ViewerFailure, onAccess?: () => void): void;
  note(message: string): void;
  /** Takes a note away (the one saying the PDF is on its way). */
  clear(): void;
}

export function viewerShell(root: HTMLElement): ViewerShell {
  const header = element('header', 'pdf-header');
  const title = element('h1', 'pdf-title');
  title.textContent = t(m.title, 'PDF');
  const source = element('a', 'pdf-source') as HTMLAnchorElement;
  header.append(title, source);
  const notice = element('div', 'pdf-notice');
  notice.hidden = true;
  const pages = element('main', 'pdf-pages');
  pages.setAttribute('aria-label', t(m.pages));
  root.replaceChildren(header, notice, pages);

  const show = (message: string, role: 'alert' | 'status') => {
    notice.hidden = false;
    notice.setAttribute('role', role);
    notice.dataset.kind = role === 'alert' ? 'error' : 'note';
    const text = element('p', 'pdf-notice-text');
    text.textContent = message;
    notice.replaceChildren(text);
  };

  return {
    pages,
    name(name, url) {
      title.textContent = name;
      source.textContent = url;
      source.href = url;
      source.rel = 'noreferrer';
      document.title = t(m.title, name);
    },
    fail(failure, onAccess) {
      pages.replaceChildren();
      show(failure.message, 'alert');
      notice.dataset.failure = failure.kind;
      if (!onAccess || !failure.access) return;
      const ask = element('button', 'pdf-access') as HTMLButtonElement;
      ask.type = 'button';
      ask.textContent = failure.access.startsWith('file:')
        ? t(m.allowFiles)
        : t(m.allowSite, new URL(failure.access.replace(/\*$/, '')).host);
      ask.addEventListener('click', onAccess);
      notice.append(ask);
    },
    note(message) {
      show(message, 'status');
    },
    clear() {
      notice.hidden = true;
      notice.replaceChildren();
    },
  };
}

function element(tag: string, className: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}
