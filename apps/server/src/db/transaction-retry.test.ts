import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError } from '../plugins/errors/index.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';
import { isTransactionConflict, withTransactionRetry } from './transaction-retry.ts';

/** PostgreSQL's error as Drizzle throws it: the driver's error (with its SQLSTATE) is the cause. */
function failedQuery(code: string): Error {
  const driver = Object.assign(new Error('deadlock detected'), { code });
  return new Error('Failed query: insert into revenue_rollups …', { cause: driver });
}

/** A transaction that fails with `errors` in turn, then answers 'saved'. */
function flaky(...errors: Error[]) {
  let calls = 0;
  return {
    run: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'saved';
    },
    calls: () => calls,
  };
}

describe('withTransactionRetry', () => {
  const waits: number[] = [];
  const options = { sleep: async (ms: number) => void waits.push(ms) };

  it('runs a transaction that met a deadlock (40P01) or a serialization failure (40001) again, then answers it', async () => {
    waits.length = 0;
    const transaction = flaky(failedQuery('40P01'), failedQuery('40001'));
    await expect(withTransactionRetry(transaction.run, options)).resolves.toBe('saved');
    expect(transaction.calls()).toBe(3);
    // A short wait before each retry, jittered (10-30 ms, then 20-60 ms).
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(10);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThanOrEqual(20);
    expect(waits[1]).toBeLessThanOrEqual(60);
  });

  it('gives up after 3 attempts: the last error answers 503 with a detail', async () => {
    const deadlock = failedQuery('40P01');
    const transaction = flaky(deadlock, deadlock, deadlock, deadlock);
    const error = await withTransactionRetry(transaction.run, options).catch((e: unknown) => e);
    expect(transaction.calls()).toBe(3);
    expect(error).toBe(deadlock);
    expect(describeError(error)).toMatchObject({
      statusCode: 503,
      detail: 'The database is busy; try again in a moment.',
      headers: { 'retry-after': '1' },
    });
  });

  it('does not run again a transaction that failed for anything else', async () => {
    const unique = failedQuery('23505');
    const transaction = flaky(unique);
    await expect(withTransactionRetry(transaction.run, options)).rejects.toBe(unique);
    expect(transaction.calls()).toBe(1);
    expect(isTransactionConflict(unique)).toBe(false);
    expect(isTransactionConflict(new Error('plain'))).toBe(false);
  });

  it('is what db.transaction does: the whole callback runs again, its first attempt rolled back', async () => {
    const database = await openDatabase({ dataDir: 'memory://', migrate: false });
    try {
      await database.db.execute(sql`create table t (n int)`);
      let attempts = 0;
      const answer = await database.db.transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`insert into t values (${attempts})`);
        if (attempts === 1) throw failedQuery('40P01');
        return 'committed';
      });
      expect(answer).toBe('committed');
      expect(attempts).toBe(2);
      expect(rowsOf<{ n: number }>(await database.db.execute(sql`select n from t`))).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });
});
