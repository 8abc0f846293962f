import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'lib/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    // A timeout here only catches a hang: speed targets live in `npm run bench`. Tests that do
    // real work (downloads over loopback, 384-dim kernels) take several seconds on a loaded machine.
    testTimeout: 30_000,
  },
});
