import type { Db } from '../apps/server/src/db/client.ts';

/** What a case may use to prepare its request: the app under test and its database. */
export type BenchContext = {
  /** The app's origin, e.g. http://127.0.0.1:41234 (loopback only). */
  origin: string;
  db: Db;
  database: 'pglite' | 'postgres';
  /** The number of demo files the database was built with. */
  files: number;
  /** A bearer token of a demo user (signs in through POST /api/auth/login once, then cached). */
  token: (email?: string) => Promise<string>;
};

/** One HTTP request that autocannon repeats for the duration of a measurement. */
export type BenchRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query string, e.g. /api/users/roles/live. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/**
 * A row of the benchmark table. Each file in bench/cases default-exports one; `npm run bench` runs
 * them in file-name order after the baseline.
 */
export type BenchCase = {
  name: string;
  /** One line on what the figure means, printed under the table. */
  description?: string;
  prepare: (context: BenchContext) => Promise<BenchRequest> | BenchRequest;
};
