import { defineConfig } from 'vitest/config';

/**
 * Browser flows (`npm run test:e2e`): playwright-core drives the machine's Chromium against the real
 * server. Two workers run files side by side, each against a server of its own that global-setup.ts
 * starts with a fresh demo database (E2E_WORKERS chooses how many; scripts/e2e.mjs asks for one when
 * it runs named files). A flow spends much of its time waiting for the browser or the server, so
 * two of them keep a two-core machine busy.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? '2') || 1);

export default defineConfig({
  // Beside the other caches, not in a node_modules folder of its own here.
  cacheDir: '../../../node_modules/.vite/e2e',
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser flow is slow enough that a retry would hide a real failure; none.
    retry: 0,
  },
});
