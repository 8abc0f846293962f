// The house rules that a type checker alone does not catch (issue 12). Only rules with few
// hits on the tree are on, so that turning one on never means rewriting the code base.
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

import noSilentCatch from './eslint-rules/no-silent-catch.js';

export default tseslint.config(
  { ignores: ['.output/', '.wxt/', 'node_modules/', 'tests/fixtures/', 'test-results/', 'playwright-report/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // One import order everywhere (packages, then parent folders, then siblings), so a diff
      // shows what changed, not who sorted. Layout is Prettier's (npm run format).
      // Packages imported for their effect (fake-indexeddb/auto) come first, before what they
      // patch; local ones (stylesheets) last, after the modules they style.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000@?\\w'], ['^node:'], ['^@?\\w'], ['^'], ['^\\.'], ['^\\u0000']] },
      ],
      'simple-import-sort/exports': 'error',
      // A promise nobody awaits loses its error: await it, return it, or `void` it with a reason.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // `typeof import('x')` keeps a lazily loaded module out of the bundle's eager imports.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    // A caught value is not known to be an Error: read it with messageOf or nameOf (lib/util/errors.ts).
    files: ['lib/**', 'components/**', 'entrypoints/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[typeAnnotation.typeName.name='Error']",
          message: 'Do not cast to Error: use messageOf(e) or nameOf(e) from lib/util/errors.ts.',
        },
      ],
    },
  },
  {
    // An error dropped in the extension is an error nobody sees: handle it, log it with a specific
    // message, or say in the catch block why it may go (eslint-rules/no-silent-catch.js).
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    plugins: { claimlens: { rules: { 'no-silent-catch': noSilentCatch } } },
    rules: { 'claimlens/no-silent-catch': 'error' },
  },
  {
    // A function does one thing: at most 100 lines, nested closures included (issue 35 item 6).
    files: ['lib/**', 'components/**', 'entrypoints/**', 'scripts/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, IIFEs: true }] },
  },
  {
    // Command-line tools print their results.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
