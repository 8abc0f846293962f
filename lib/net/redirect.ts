import { originOf } from './address';

/**
 * Redirects of requests that carry a key, a query made from the claim, or a body: they are
 * fetched with `redirect: 'manual'`, so the runtime never sends anything to where a redirect
 * points, and this decides what happens next. A browser answers such a redirect with an opaque
 * response that hides its Location (docs/decisions.md, "Web evidence and trusted sources"): it is
 * refused, as there is no way to tell where it leads. Node (undici) shows the Location: one within the same origin is followed
 * by hand (307/308 keep the method and body; 301/302/303 are refused for a POST, which they would
 * silently turn into a GET), one to another origin is refused without being requested.
 */

const MAX_SAME_ORIGIN_REDIRECTS = 3;

export type RedirectStep =
  | { kind: 'none' }
  | { kind: 'follow'; url: string }
  | {
      kind: 'refuse';
      reason: 'opaque' | 'cross-origin' | 'method-change' | 'no-location' | 'too-many';
      target?: string;
    };

export interface RedirectLike {
  type: string;
  status: number;
  headers: Headers;
}

export function redirectStep(response: RedirectLike, from: string, method: string, hops: number): RedirectStep {
  if (response.type === 'opaqueredirect') return { kind: 'refuse', reason: 'opaque' };
  if (response.status < 300 || response.status > 399 || response.status === 304) return { kind: 'none' };
  const location = response.headers.get('location');
  if (!location) return { kind: 'refuse', reason: 'no-location' };
  let target: string;
  try {
    target = new URL(location, from).href;
  } catch {
    return { kind: 'refuse', reason: 'no-location' };
  }
  if (originOf(target) === null || originOf(target) !== originOf(from))
    return { kind: 'refuse', reason: 'cross-origin', target };
  if (method !== 'GET' && response.status !== 307 && response.status !== 308)
    return { kind: 'refuse', reason: 'method-change', target };
  if (hops >= MAX_SAME_ORIGIN_REDIRECTS) return { kind: 'refuse', reason: 'too-many', target };
  return { kind: 'follow', url: target };
}

/** The reader's words for a refused redirect; `what` names the endpoint ("The LLM endpoint"), `fix` where to set it. */
export function refusedRedirectMessage(
  step: Extract<RedirectStep, { kind: 'refuse' }>,
  what: string,
  fix: string,
): string {
  const where = step.target ? (originOf(step.target) ?? step.target) : '';
  const set = `set its final URL in ${fix}`;
  switch (step.reason) {
    case 'cross-origin':
      return `${what} redirected to another origin (${where}); nothing was sent there. If that is right, ${set}.`;
    case 'opaque':
      return `${what} answered with a redirect, which is not followed (the browser does not say where it leads, and the request carries your data); ${set}.`;
    case 'method-change':
      return `${what} redirected a POST in a way that would drop its body (to ${step.target}); ${set}.`;
    case 'too-many':
      return `${what} redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times; ${set}.`;
    case 'no-location':
      return `${what} answered with a redirect that names no valid address; ${set}.`;
  }
}
