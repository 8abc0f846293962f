import type { ReactNode } from 'react';

import { safeHttpUrl } from '../../lib/history/safe-url';

/** A link only for http(s) URLs; anything else is shown as plain text. */
export function SafeLink({ href, children }: { href: string | undefined; children?: ReactNode }) {
  const url = safeHttpUrl(href);
  if (!url) return <span>{children ?? href}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children ?? url}
    </a>
  );
}
