import type { FastifyBaseLogger } from 'fastify';
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
 * A row of the HTTP table. Each file in bench/cases default-exports one (or a JobCase); `npm run bench`
 * runs them in file-name order after the baseline.
 */
export type BenchCase = {
  /** Absent (or 'http') for an HTTP case. */
  kind?: 'http';
  name: string;
  /** One line on what the figure means, printed under the table. */
  description?: string;
  prepare: (context: BenchContext) => Promise<BenchRequest> | BenchRequest;
  /**
   * A bare Fastify route (no plugins, no hooks, no schemas) doing the same database work as the
   * case, measured just before it in the same run; the table shows the case against it.
   */
  versus?: SameWorkBaseline;
};

export type SameWorkBaseline = {
  name: string;
  /** Prepares the route's handler (looking up what it queries), given the case's context. */
  handler: (context: BenchContext) => Promise<() => Promise<unknown>> | (() => Promise<unknown>);
  /** The share of the baseline's requests per second the case must reach, e.g. 0.7. */
  target: number;
};

/** Time and memory of one run of some work in this process. */
export type Measured<T> = {
  value: T;
  ms: number;
  /** Resident set size of the whole process (every thread, PGlite's too) just before the work. */
  startRssBytes: number;
  /** The highest resident set size seen while the work ran, sampled every few ms by another thread. */
  peakRssBytes: number;
  /**
   * The main thread's V8 heap in use outside the young generation (old generation, large objects),
   * just before the work (after a full garbage collection).
   */
  startHeapBytes: number;
  /** The highest of the same seen while the work ran (garbage a full collection would free included). */
  peakHeapBytes: number;
};

/** What a job case may use: the database, the app's logger, and the tools to measure and to COPY. */
export type JobContext = {
  /** The app's origin, as for an HTTP case (loopback only); its job worker runs queued jobs. */
  origin: string;
  /** A bearer token of a demo user, as for an HTTP case. */
  token: (email?: string) => Promise<string>;
  db: Db;
  database: 'pglite' | 'postgres';
  /** The number of demo files the database was built with. */
  files: number;
  /** The app's data folder (uploads are kept under it). */
  dataDir: string;
  log: FastifyBaseLogger;
  /** Rows of the workbook the import case builds (--import-rows, default 100000). */
  importRows: number;
  /** Runs `work` after a full garbage collection and measures its time and the process's peak memory. */
  measure: <T>(work: () => Promise<T>) => Promise<Measured<T>>;
  /**
   * Runs `work` with a full garbage collection every 100 ms and answers the most memory (V8 heap and
   * ArrayBuffers) it held above what was held before: memory it keeps, not garbage. A run of its own.
   */
  measureLive: <T>(work: () => Promise<T>) => Promise<{ value: T; liveBytes: number }>;
  /** Loads CSV text into `table (columns)` with PostgreSQL's own COPY, in one statement (one transaction). */
  copyCsv: (table: string, columns: readonly string[], csv: Uint8Array) => Promise<void>;
  /** Writes a progress line. */
  note: (line: string) => void;
};

/** One row of the job table: some work done once on `rows` rows. */
export type JobRow = {
  name: string;
  rows: number;
  ms: number;
  startRssBytes: number;
  peakRssBytes: number;
  /** The V8 heap before and at its highest, when measured (see {@link Measured}). */
  startHeapBytes?: number;
  peakHeapBytes?: number;
  /** The most memory the work held, garbage left out, in a run of its own (JobContext.measureLive). */
  liveBytes?: number;
  /** The name of the row this one is compared with (time ratio), e.g. the COPY of the same rows. */
  versus?: string;
  /**
   * Limits this row must stay within; the table says whether it did. `maxGrowthMb`: the memory this
   * row's work added (+RSS, and +live when measured) is at most that much above the `versus` row's
   * (flat memory: the same work on ten times the rows adds no more).
   */
  targets?: { maxRatio?: number; maxPeakMb?: number; maxGrowthMb?: number };
};

export type JobResult = { rows: JobRow[]; notes?: string[] };

/**
 * A row group of the job table: work that is not an HTTP load (an import, say), run once and timed.
 * Each file in bench/cases may default-export one instead of a BenchCase.
 */
export type JobCase = {
  kind: 'job';
  name: string;
  /** One line on what the figures mean, printed under the table. */
  description?: string;
  run: (context: JobContext) => Promise<JobResult>;
};

/** Latencies of work done one at a time (no other request in flight), in milliseconds. */
export type Timing = {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  meanMs: number;
};

/** What a latency case may use: the app and its database, and a way to time work one call at a time. */
export type LatencyContext = BenchContext & {
  /**
   * GETs `path` over HTTP as `email` (default the demo Super User), reads the body to its last byte
   * without keeping it (as a browser would, in a process of its own) and answers its length; throws
   * unless the answer is 200. Time this for an endpoint's latency.
   */
  get: (path: string, email?: string) => Promise<number>;
  /** The same GET with its JSON answer parsed: to check what an endpoint answers. */
  getJson: <T>(path: string, email?: string) => Promise<T>;
  /**
   * Runs `work` one call after another (never two at once): --warmup seconds unmeasured (at least 3
   * calls), then measured for --duration seconds and at least 20 calls (at most 5,000).
   */
  time: (work: () => Promise<unknown>) => Promise<Timing>;
  /** Writes a progress line. */
  note: (line: string) => void;
};

/** One row of the latency table, with the target it is held to, if any. */
export type LatencyRow = Timing & {
  name: string;
  /** Target: a p95 of at most this many milliseconds. */
  maxP95Ms?: number;
  /**
   * How many times faster than the row named `than` (the same answer computed naively in the same
   * run), p50 against p50 and p95 against p95; with `times`, the target: at least that, at both.
   */
  fasterThan?: { than: string; times?: number };
};

export type LatencyResult = { rows: LatencyRow[]; notes?: string[] };

/**
 * A row group of the latency table: requests (or queries) made one at a time, with their p50 and p95,
 * usually beside the same answer computed naively. Each file in bench/cases may default-export one.
 */
export type LatencyCase = {
  kind: 'latency';
  name: string;
  /** One line on what the figures mean, printed under the table. */
  description?: string;
  run: (context: LatencyContext) => Promise<LatencyResult>;
};
