import { defineConfig } from 'vitest/config';

// Test files that replace modules with vi.mock run isolated; every other file shares its
// worker's modules (`isolate: false`): the unit stage went from 145 s to 31 s, the API stages
// from 261 s to 118 s (PGlite) and 222 s to 101 s (PostgreSQL). Each API test file builds its own
// app on its own database, so sharing modules shares nothing a test can see.
const webFilesThatMockModules = [
  'src/features/employees/components/employee-form.test.tsx',
  'src/features/employees/components/guarantees-panel.test.tsx',
  'src/features/employees/components/jv-links-panel.test.tsx',
];

const webTest = { root: 'apps/web', environment: 'happy-dom' } as const;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webFilesThatMockModules,
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { ...webTest, name: 'web-isolated', include: webFilesThatMockModules },
      },
    ],
  },
});
