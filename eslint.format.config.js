// `npm run format`: only the fixable layout rules (import order), without type information, so
// formatting the whole tree takes seconds. The house rules are in eslint.config.js.
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.output/', '.wxt/', 'node_modules/', 'tests/fixtures/', 'test-results/', 'playwright-report/'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [tseslint.configs.base],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // Keep in step with eslint.config.js.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000@?\\w'], ['^node:'], ['^@?\\w'], ['^'], ['^\\.'], ['^\\u0000']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
);
