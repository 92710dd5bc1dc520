// A transaction PostgreSQL ended for a deadlock or a serialization failure did nothing (it was rolled
// back) and would most likely succeed if run again: every transaction (`db.transaction`, client.ts)
// is run again, whole, a bounded number of times, before the caller is answered 503 (errors plugin).
import { errorChain } from './connection-errors.ts';

/** PostgreSQL's SQLSTATEs of a transaction that lost a race: run it again. */
const RETRYABLE_SQL_STATES = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

/** True when `error` (or one of its causes) is a deadlock or a serialization failure. */
export function isTransactionConflict(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_SQL_STATES.has(code)) return true;
  }
  return false;
}

export type RetryOptions = {
  /** How many times the transaction runs at most (the first included). */
  attempts?: number;
  /** The wait before the n-th retry (1, 2, ...), in ms; jittered so that the two sides do not meet again. */
  backoffMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
};

export const TRANSACTION_ATTEMPTS = 3;

/** 10-30 ms, then 20-60 ms: a deadlock is found after deadlock_timeout (1 s), so the wait is short. */
const jittered = (retry: number) => (10 + Math.random() * 20) * retry;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `transaction` (a WHOLE transaction: begin, its callback, commit) and runs it again when it
 * fails with a deadlock or a serialization failure, at most `attempts` times in all; the last error is
 * thrown as it is (the errors plugin answers it 503). Only what the transaction's callback does may be
 * repeated, so its side effects belong in the transaction or after its commit.
 */
export async function withTransactionRetry<T>(
  transaction: () => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS, backoffMs = jittered, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await sleep(backoffMs(attempt));
    }
  }
}
