import { describe, expect, it } from 'vitest';

import { findSilentCatches, scanSilentCatches } from './support/silent-catches';

const ROOT = new URL('../..', import.meta.url).pathname;

describe('silent catches', () => {
  it.each([
    ['p.catch(() => undefined);', 1],
    ['p.catch(() => {});', 1],
    ['p.catch((_e) => null);', 1],
    ['p.catch(() => false)', 1],
    ['p.catch(() => [])', 1],
    ['p.then((x) => use(x), () => undefined);', 1],
    ['try { a(); } catch {}', 1],
    ['try { a(); } catch (e) { }', 1],
    ['try { a(); } catch { return null; }', 1],
    ['for (;;) { try { a(); } catch { continue; } }', 1],
    ['p.catch(logged("relay", "The tab could not be told"));', 0],
    ['p.catch((e) => log.warn("relay", "The tab could not be told", e));', 0],
    ['p.then((x) => use(x), (e) => setError(e.message));', 0],
    ['try { a(); } catch { // not a URL: the caller shows it as text\n return null; }', 0],
    ['try { a(); } catch (e) { throw new Error(`x: ${e}`); }', 0],
    ['try { a(); } catch { return fallback(url); }', 0],
  ])('%s → %i', (source, count) => {
    expect(findSilentCatches(source)).toHaveLength(count);
  });

  it('none in lib/, components/ or entrypoints/: handle the error, or log it with a specific message', () => {
    expect(scanSilentCatches(ROOT, ['lib', 'components', 'entrypoints'])).toEqual([]);
  });
});
