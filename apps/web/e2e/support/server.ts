// The server this test file talks to: global-setup.ts starts one per worker, and a worker's files
// use its own (VITEST_POOL_ID, 1 to maxWorkers), so files running side by side share no database.
import { inject } from 'vitest';

export type ServerUnderTest = { baseURL: string; dataDir: string };

export function serverUnderTest(): ServerUnderTest {
  const servers = inject('servers');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(Number.isInteger(pool) && pool > 0 ? pool - 1 : 0) % servers.length];
  if (!server) throw new Error('global-setup.ts started no server');
  return server;
}
