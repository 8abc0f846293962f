import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import rule from '../../eslint-rules/no-silent-catch.js';

// RuleTester looks for mocha's globals; vitest's are imports.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const block = { messageId: 'block' };
const handler = { messageId: 'handler' };

tester.run('no-silent-catch', rule, {
  valid: [
    'p.catch(logged("relay", "The tab could not be told"));',
    'p.catch((e) => log.warn("relay", "The tab could not be told", e));',
    'p.then((x) => use(x), (e) => setError(e.message));',
    'try { a(); } catch { // not a URL: the caller shows it as text\n return null; }',
    'try { a(); } catch (e) { throw new Error(`x: ${e}`); }',
    'try { a(); } catch { return fallback(url); }',
    // A comment inside a handler's block says why, as it does in a catch block.
    'p.catch(() => {\n  // the tab closed: nothing to tell\n});',
    // Not a rejection handler: `.then`'s first argument, and other methods named alike.
    'p.then(() => undefined);',
    'cache.catch;',
    'p.finally(() => undefined);',
  ],
  invalid: [
    // The regex scanner's table (tests/unit/silent-catches.test.ts before issue 35).
    { code: 'p.catch(() => undefined);', errors: [handler] },
    { code: 'p.catch(() => {});', errors: [handler] },
    { code: 'p.catch((_e) => null);', errors: [handler] },
    { code: 'p.catch(() => false)', errors: [handler] },
    { code: 'p.catch(() => [])', errors: [handler] },
    { code: 'p.then((x) => use(x), () => undefined);', errors: [handler] },
    { code: 'try { a(); } catch {}', errors: [block] },
    { code: 'try { a(); } catch (e) { }', errors: [block] },
    { code: 'try { a(); } catch { return null; }', errors: [block] },
    { code: 'for (;;) { try { a(); } catch { continue; } }', errors: [block] },
    // Layouts Prettier writes, which the regex missed (select-to-check.ts, issue 35).
    { code: 'p.catch(() => undefined,);', errors: [handler] },
    { code: 'p.catch(\n  () => undefined,\n);', errors: [handler] },
    { code: 'p.then(\n  (x) => use(x),\n  () => undefined,\n);', errors: [handler] },
    { code: 'p.catch((_e: unknown) => ({}),);', errors: [handler] },
    { code: 'p.catch(function () {\n  return null;\n});', errors: [handler] },
    { code: 'p?.catch(() => void 0);', errors: [handler] },
    { code: 'p.catch(async () => "");', errors: [handler] },
    { code: 'try {\n  a();\n} catch {\n  return;\n}', errors: [block] },
    { code: 'for (;;) {\n  try {\n    a();\n  } catch {\n    break;\n  }\n}', errors: [block] },
  ],
});
