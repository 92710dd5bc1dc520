import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { terminateBackends } from '../../test/fixtures/database-outage.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { type Database, openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './connection-errors.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The embedded PGlite database runs inside this process: it cannot go away, so there is nothing to lose.
describe.skipIf(!onPostgres)('the PostgreSQL pool, when the server ends its connections', () => {
  let t: TestApp;
  let database: Database;
  const warnings: { details: object; message: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    database = await openDatabase({
      url: t.databaseUrl,
      migrate: false,
      log: { warn: (details, message) => warnings.push({ details, message }) },
    });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  it('drops and logs an idle client whose backend was terminated, and keeps serving', async () => {
    warnings.length = 0;
    // Three clients, then idle in the pool: node-postgres emits their loss on the pool.
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    await terminateBackends(t.db);
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(3), { timeout: 3000 });
    expect(warnings[0]?.message).toMatch(/connection/i);
    const result = await database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('fails only the transaction whose client was lost between two statements', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateBackends(t.db);
        // The client is checked out but runs no query when its connection ends.
        await sleep(300);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const result = await database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(result.rows).toEqual([{ one: 1 }]);
  });
});

describe('the PostgreSQL pool, when the server does not answer', () => {
  it('gives up connecting after a few seconds instead of waiting for ever', async () => {
    // Accepts connections and never says a word: a host gone from the network.
    const held: Socket[] = [];
    const blackHole = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as { port: number };
    const database = await openDatabase({ url: `postgres://hub@127.0.0.1:${port}/hub`, migrate: false });
    try {
      const started = Date.now();
      const outcome = await Promise.race([
        database.db.execute(sql`select 1`).then(
          () => 'answered',
          (error: unknown) => error,
        ),
        sleep(8000).then(() => 'still waiting after 8 s'),
      ]);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      for (const socket of held) socket.destroy();
      blackHole.close();
      await database.close();
    }
  });
});
