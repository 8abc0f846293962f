import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'lib/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
  },
});
