import type { ReactNode } from 'react';

import { linkFor } from '../../lib/web/fragment';
import { SafeLink } from './SafeLink';

/** Whether this browser follows URL text fragments (`#:~:text=`); elsewhere the plain page opens (outside a browser, as when rendered in tests, links stay as they are). */
const supportsTextFragments = typeof document === 'undefined' || 'fragmentDirective' in document;

/** A cited source: opens at its quoted words where text fragments work, else at the page. */
export function SourceLink({ href, children }: { href: string | undefined; children?: ReactNode }) {
  return <SafeLink href={href === undefined ? undefined : linkFor(href, supportsTextFragments)}>{children}</SafeLink>;
}
