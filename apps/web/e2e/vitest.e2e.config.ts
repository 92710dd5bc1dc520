import { defineConfig } from 'vitest/config';

/**
 * Browser flows (`npm run test:e2e`): playwright-core drives the machine's Chromium against the real
 * server, which global-setup.ts starts once with a fresh demo database. Files run one after another.
 */
export default defineConfig({
  // Beside the other caches, not in a node_modules folder of its own here.
  cacheDir: '../../../node_modules/.vite/e2e',
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser flow is slow enough that a retry would hide a real failure; none.
    retry: 0,
  },
});
