// The rule is plain JavaScript so that eslint.config.js can load it without a TypeScript loader;
// this gives its importers (the RuleTester test) its type.
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
