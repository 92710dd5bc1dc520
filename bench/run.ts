// `npm run bench`: builds a database of a given size with the demo generator, starts the app in this
// process on a loopback port, and measures each HTTP case of bench/cases with autocannon against a
// bare Fastify route measured in the same run (the baseline). Every load goes to 127.0.0.1 only, and
// each measurement is bounded in time. Job cases (work that is not an HTTP load, such as an import)
// run once each, timed, with the process's peak memory, in a second table.
//
//   npm run bench -- [--files 40000] [--database pglite|postgres] [--duration 5] [--connections 10]
//                    [--only text] [--import-rows 100000] [--reuse] [--data-dir DIR]
//                    [--url postgres://...] [--json out.json]
//
// Latency cases (kind 'latency') time requests or queries one at a time and print p50 and p95, each
// usually beside the same answer computed naively in the same run, in a table of their own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-users.ts';
import { databaseIsEmpty, seedDemoData } from '../apps/server/src/demo/seed.ts';
import { copyFromStdin } from './copy.ts';
import { measure as measureJob, measureLive } from './measure.ts';
import type {
  BenchCase,
  BenchContext,
  BenchRequest,
  JobCase,
  JobContext,
  JobRow,
  LatencyCase,
  LatencyContext,
  LatencyRow,
  Timing,
} from './types.ts';
import { buildWeb, printBundle, printColdLoad } from './web.ts';

/** The PostgreSQL database of a size: one per --files, so that --reuse finds the size it asks for. */
const defaultPostgresUrl = (fileCount: string) => `postgres://postgres@127.0.0.1:5432/hub_bench_${fileCount}`;

const { values: args } = parseArgs({
  options: {
    files: { type: 'string', default: '40000' },
    database: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    seed: { type: 'string' },
    only: { type: 'string' },
    'import-rows': { type: 'string', default: '100000' },
    reuse: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    url: { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    json: { type: 'string' },
    'web-dist': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench -- [options]
  --files N             demo files in the database (default 40000)
  --database KIND       pglite (embedded, default) or postgres
  --url URL             PostgreSQL database for --database postgres (default ${defaultPostgresUrl('<files>')},
                        or BENCH_DATABASE_URL); it is dropped and re-created unless --reuse
  --data-dir DIR        PGlite folder (default: a fresh temporary one, removed afterwards)
  --reuse               keep an existing non-empty database instead of building a new one (it is
                        created and built when missing or empty; it must hold --files demo files)
  --duration S          seconds measured per row (default 5), after --warmup S (default 1); a
                        latency row makes at least 20 calls, however long they take
  --connections N       concurrent connections (default 10); --workers N load threads (default 1)
  --only TEXT           run only the cases whose name contains TEXT (e.g. import)
  --import-rows N       rows of the esc_files workbook the import case loads (default 100000)
  --log-level LEVEL     the app's log level (default warn)
  --json FILE           also write the results as JSON
  --web-dist DIR        the web build to measure (default: built now into a temporary folder);
                        the web part (bundle budget, cold load in Chromium) runs unless --only
                        leaves it out (--only web runs it alone)`);
  process.exit(0);
}

function positiveInt(name: string, value: string | undefined, min = 1): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer >= ${min}, got ${value}`);
  return n;
}

const files = positiveInt('files', args.files, 0);
const duration = positiveInt('duration', args.duration);
const warmup = positiveInt('warmup', args.warmup, 0);
const connections = positiveInt('connections', args.connections);
const workers = positiveInt('workers', args.workers, 0);
const importRows = positiveInt('import-rows', args['import-rows']);
if (args.database !== 'pglite' && args.database !== 'postgres') {
  throw new Error('--database must be pglite or postgres');
}
const kind: 'pglite' | 'postgres' = args.database;
const runWeb = !args.only || 'web bundle and cold load'.includes(args.only);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The V8 flags this process runs with (the server's, scripts/lib/server-flags.mjs, through npm run bench). */
const v8Flags = () => {
  const flags = process.execArgv.filter((arg) => /^--max-(semi|old)-space-size/.test(arg));
  return flags.length > 0 ? ` ${flags.join(' ')}` : ' (no server flags: run it through npm run bench)';
};
const log = (line: string) => console.log(`[bench] ${line}`);

// ---- The database ----------------------------------------------------------------------------------

/**
 * Drops and re-creates the database named in `url` (connecting to the server's `postgres` database);
 * with `keep`, only creates it when it does not exist.
 */
async function preparePostgresDatabase(url: string, keep: boolean): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (keep) {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
    }
    if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Unexpected database name '${name}'`);
    if (!keep) {
      if (!name.includes('bench')) {
        throw new Error(`Refusing to drop '${name}': the benchmark only re-creates databases named *bench*`);
      }
      await client.query(`drop database if exists "${name}" with (force)`);
    }
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

type Opened = {
  database: Database;
  dataDir: string;
  url?: string;
  /** COPY of CSV text with the database's own loader. */
  copyCsv: (table: string, columns: readonly string[], csv: Uint8Array) => Promise<void>;
  cleanup: () => Promise<void>;
};

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from ${source} with (format csv)`;

async function openBenchDatabase(): Promise<Opened> {
  if (kind === 'postgres') {
    const url = args.url ?? process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl(String(files));
    await preparePostgresDatabase(url, args.reuse);
    const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-'));
    const database = await openDatabase({ url });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return {
      database,
      dataDir,
      url,
      copyCsv: (table, columns, csv) => copyFromStdin(pool, copyStatement(table, columns, 'stdin'), csv),
      cleanup: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const keep = args['data-dir'] !== undefined;
  const dataDir = keep ? resolve(args['data-dir'] as string) : mkdtempSync(join(tmpdir(), 'hub-bench-'));
  if (keep && !args.reuse) rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
  const database = await openDatabase({ dataDir });
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  return {
    database,
    dataDir,
    copyCsv: async (table, columns, csv) => {
      await pglite.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([csv]) });
    },
    cleanup: async () => {
      await database.close();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- Measuring -------------------------------------------------------------------------------------

type Row = {
  name: string;
  description?: string | undefined;
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  failures: number;
  /** The same-work baseline this row is measured against, and the share of it to reach. */
  versus?: { name: string; target: number };
};

async function measure(
  name: string,
  origin: string,
  request: BenchRequest,
  description?: string,
): Promise<Row> {
  const options = {
    url: `${origin}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
    connections,
    workers,
  } as const;
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    description,
    requestsPerSecond: result.requests.average,
    latencyMeanMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failures,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function loadCases(): Promise<{ http: BenchCase[]; jobs: JobCase[]; latency: LatencyCase[] }> {
  const folder = join(import.meta.dirname, 'cases');
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .sort();
  const http: BenchCase[] = [];
  const jobs: JobCase[] = [];
  const latency: LatencyCase[] = [];
  for (const name of names) {
    const module = (await import(pathToFileURL(join(folder, name)).href)) as {
      default?: BenchCase | JobCase | LatencyCase;
    };
    const found = module.default;
    if (found?.kind === 'job' && found.name && typeof found.run === 'function') {
      if (!args.only || found.name.includes(args.only)) jobs.push(found);
    } else if (found?.kind === 'latency' && found.name && typeof found.run === 'function') {
      if (!args.only || found.name.includes(args.only)) latency.push(found);
    } else if (
      (found?.kind === undefined || found.kind === 'http') &&
      found?.name &&
      typeof found.prepare === 'function'
    ) {
      if (!args.only || found.name.includes(args.only)) http.push(found);
    } else {
      throw new Error(
        `bench/cases/${name} must default-export a BenchCase ({ name, prepare }), a JobCase ({ kind: 'job', name, run }) ` +
          "or a LatencyCase ({ kind: 'latency', name, run })",
      );
    }
  }
  return { http, jobs, latency };
}

function printTable(rows: Row[], baseline: Row): void {
  const headers = ['case', 'req/s', 'x baseline', 'mean ms', 'p50 ms', 'p99 ms', 'requests', 'failed'];
  const body = rows.map((row) => [
    row.name,
    Math.round(row.requestsPerSecond).toString(),
    (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    row.latencyMeanMs.toFixed(2),
    row.latencyP50Ms.toString(),
    row.latencyP99Ms.toString(),
    row.requests.toString(),
    row.failures.toString(),
  ]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...body.map((cells) => (cells[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${line(headers)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
  console.log('');
  console.log("  Latencies are autocannon's, in whole milliseconds (a request under 1 ms counts as 0).");
  for (const row of rows) if (row.description) console.log(`  ${row.name}: ${row.description}`);
  for (const row of rows) {
    const versus = row.versus && rows.find((other) => other.name === row.versus?.name);
    if (!row.versus || !versus) continue;
    const share = row.requestsPerSecond / versus.requestsPerSecond;
    const met = share >= row.versus.target;
    console.log(
      `  ${row.name}: ${(share * 100).toFixed(0)}% of '${versus.name}' ` +
        `(target ${(row.versus.target * 100).toFixed(0)}%): ${met ? 'met' : 'MISSED'}`,
    );
  }
}

const MB = 1024 * 1024;

/** The V8 heap a job's work added, when it was measured. */
function heapAddedMb(row: JobRow): number | undefined {
  if (row.peakHeapBytes === undefined || row.startHeapBytes === undefined) return undefined;
  return (row.peakHeapBytes - row.startHeapBytes) / MB;
}

/** The memory a job's work held (garbage left out), when it was measured. */
function liveMb(row: JobRow): number | undefined {
  return row.liveBytes === undefined ? undefined : row.liveBytes / MB;
}

const mb = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));

function printJobTable(rows: JobRow[], notes: string[]): void {
  const headers = [
    'job',
    'rows',
    'seconds',
    'rows/s',
    'peak RSS MB',
    '+RSS MB',
    '+heap MB',
    '+live MB',
    'x time',
    'targets',
  ];
  const byName = new Map(rows.map((row) => [row.name, row]));
  const verdicts: string[] = [];
  const body = rows.map((row) => {
    const versus = row.versus ? byName.get(row.versus) : undefined;
    const ratio = versus ? row.ms / versus.ms : undefined;
    const peakMb = row.peakRssBytes / MB;
    const addedMb = (row.peakRssBytes - row.startRssBytes) / MB;
    const heapMb = heapAddedMb(row);
    const heldMb = liveMb(row);
    const checks: string[] = [];
    if (row.targets?.maxRatio !== undefined && ratio !== undefined) {
      const met = ratio <= row.targets.maxRatio;
      checks.push(`<= ${row.targets.maxRatio}x ${met ? 'met' : 'MISSED'}`);
      verdicts.push(
        `  ${row.name}: ${ratio.toFixed(2)}x the time of ${row.versus} (target ${row.targets.maxRatio}x): ${met ? 'met' : 'MISSED'}`,
      );
    }
    if (row.targets?.maxGrowthMb !== undefined && versus) {
      const limit = row.targets.maxGrowthMb;
      const versusAddedMb = (versus.peakRssBytes - versus.startRssBytes) / MB;
      const versusHeldMb = liveMb(versus);
      const heldGrowth =
        heldMb === undefined || versusHeldMb === undefined ? undefined : heldMb - versusHeldMb;
      const met = addedMb - versusAddedMb <= limit && (heldGrowth === undefined || heldGrowth <= limit);
      checks.push(`flat within ${limit} MB ${met ? 'met' : 'MISSED'}`);
      verdicts.push(
        `  ${row.name}: ${row.rows} rows against ${versus.rows}: +RSS ${mb(addedMb)} MB against ${mb(versusAddedMb)}` +
          (heldGrowth === undefined ? '' : `, +live ${mb(heldMb)} MB against ${mb(versusHeldMb)}`) +
          `, +heap ${mb(heapMb)} MB against ${mb(heapAddedMb(versus))}` +
          `, peak RSS ${peakMb.toFixed(0)} MB against ${(versus.peakRssBytes / MB).toFixed(0)} ` +
          `(target: +RSS and +live at most ${limit} MB more): ${met ? 'flat, met' : 'NOT flat, MISSED'}`,
      );
    }
    if (row.targets?.maxPeakMb !== undefined) {
      const met = peakMb < row.targets.maxPeakMb;
      checks.push(`< ${row.targets.maxPeakMb} MB ${met ? 'met' : 'MISSED'}`);
      verdicts.push(
        `  ${row.name}: peak RSS ${peakMb.toFixed(0)} MB (target under ${row.targets.maxPeakMb} MB): ${met ? 'met' : 'MISSED'}`,
      );
    }
    return [
      row.name,
      row.rows.toString(),
      (row.ms / 1000).toFixed(2),
      Math.round((row.rows * 1000) / row.ms).toString(),
      peakMb.toFixed(0),
      mb(addedMb),
      mb(heapMb),
      mb(heldMb),
      ratio === undefined ? '' : ratio.toFixed(2),
      checks.join(', '),
    ];
  });
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...body.map((cells) => (cells[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 9 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(headers)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
  console.log('');
  console.log(
    '  Each row is one run. peak RSS: the whole process (every thread) sampled every 2 ms by another thread;',
  );
  console.log('  +RSS: above the RSS at its start (after a full garbage collection).');
  console.log(
    "  +heap: the main thread's V8 heap without its young generation (emptied by every minor collection), at its",
  );
  console.log(
    "  highest (sampled every 5 ms, garbage not yet collected included), above its start; Buffers and PGlite's",
  );
  console.log('  WebAssembly memory are outside it (in +RSS).');
  console.log(
    '  +live: in a run of its own with a full collection every 100 ms, the most V8 heap and ArrayBuffers still held',
  );
  console.log('  above the start: what the work keeps, garbage left out.');
  for (const row of rows) {
    if (row.versus) console.log(`  x time: the seconds of '${row.name}' over those of '${row.versus}'.`);
  }
  for (const verdict of verdicts) console.log(verdict);
  for (const note of notes) console.log(`  ${note}`);
}

// ---- Latency: one call at a time -------------------------------------------------------------------

const LATENCY_MIN_RUNS = 20;
const LATENCY_MAX_RUNS = 5000;
const LATENCY_WARMUP_RUNS = 3;

/** The sample at rank ceil(p x n) of the sorted samples (nearest rank: a latency that was measured). */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/**
 * Runs `work` one call after another: --warmup seconds (at least 3 calls) unmeasured, then for
 * --duration seconds and at least 20 calls, each timed from its start to its end.
 */
async function timeOneAtATime(work: () => Promise<unknown>): Promise<Timing> {
  const warmupEnds = performance.now() + warmup * 1000;
  for (let i = 0; i < LATENCY_WARMUP_RUNS || performance.now() < warmupEnds; i++) await work();
  const samples: number[] = [];
  const ends = performance.now() + duration * 1000;
  while (
    samples.length < LATENCY_MAX_RUNS &&
    (samples.length < LATENCY_MIN_RUNS || performance.now() < ends)
  ) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    runs: samples.length,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    maxMs: samples[samples.length - 1] ?? 0,
    meanMs: samples.reduce((sum, ms) => sum + ms, 0) / Math.max(1, samples.length),
  };
}

/** The target of a latency row and whether it was met, in words (empty without a target). */
function latencyVerdict(row: LatencyRow, rows: readonly LatencyRow[]): { short: string; line: string }[] {
  const verdicts: { short: string; line: string }[] = [];
  if (row.maxP95Ms !== undefined) {
    const met = row.p95Ms <= row.maxP95Ms;
    verdicts.push({
      short: `p95 <= ${row.maxP95Ms} ms ${met ? 'met' : 'MISSED'}`,
      line: `${row.name}: p95 ${row.p95Ms.toFixed(2)} ms (target <= ${row.maxP95Ms} ms): ${met ? 'met' : 'MISSED'}`,
    });
  }
  const than = row.fasterThan && rows.find((other) => other.name === row.fasterThan?.than);
  if (row.fasterThan && than) {
    const times = row.fasterThan.times;
    const atP50 = than.p50Ms / row.p50Ms;
    const atP95 = than.p95Ms / row.p95Ms;
    const ratios = `${atP50.toFixed(1)}x faster than '${than.name}' at p50, ${atP95.toFixed(1)}x at p95`;
    if (times === undefined) {
      verdicts.push({ short: `${atP50.toFixed(1)}x faster`, line: `${row.name}: ${ratios}` });
    } else {
      const met = atP50 >= times && atP95 >= times;
      verdicts.push({
        short: `>= ${times}x faster ${met ? 'met' : 'MISSED'}`,
        line: `${row.name}: ${ratios} (target ${times}x): ${met ? 'met' : 'MISSED'}`,
      });
    }
  }
  return verdicts;
}

function printLatencyTable(rows: LatencyRow[], notes: string[]): void {
  const headers = ['latency, one call at a time', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'mean ms', 'target'];
  const ms = (value: number) => value.toFixed(2);
  const body = rows.map((row) => [
    row.name,
    row.runs.toString(),
    ms(row.p50Ms),
    ms(row.p95Ms),
    ms(row.maxMs),
    ms(row.meanMs),
    latencyVerdict(row, rows)
      .map((verdict) => verdict.short)
      .join(', '),
  ]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...body.map((cells) => (cells[i] ?? '').length)),
  );
  const last = headers.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === last ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(headers)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
  console.log('');
  console.log(
    '  Each call starts when the one before it ended (no other load); p50 and p95 are measured calls (nearest',
  );
  console.log('  rank), timed in this process from the request sent to the whole answer read.');
  for (const row of rows) for (const verdict of latencyVerdict(row, rows)) console.log(`  ${verdict.line}`);
  // Cases may give the same note (each says when its targets do not apply): once is enough.
  for (const note of new Set(notes)) console.log(`  ${note}`);
}

// ---- The run ---------------------------------------------------------------------------------------

/** The machine's load average over 1, 5 and 15 minutes. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

/** The files in the database (a reused one must hold the --files asked for). */
async function fileCount(db: Database['db']): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from esc_files`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

async function main(): Promise<void> {
  const startLoad = loadAverage();
  log(`load average ${startLoad} (1, 5, 15 min)`);
  const { http: cases, jobs, latency } = await loadCases();
  const opened = await openBenchDatabase();
  const { database } = opened;
  const apps: FastifyInstance[] = [];
  try {
    const setup: Record<string, number> = {};
    if (args.reuse && !(await databaseIsEmpty(database.db))) {
      const held = await fileCount(database.db);
      if (held !== files) {
        throw new Error(
          `--reuse: the ${kind} database holds ${held} files, not --files ${files}: give --files ${held}, ` +
            'another database (--url, --data-dir), or leave out --reuse to build it again',
        );
      }
      log(`reusing the existing ${kind} database (${held} files)`);
    } else {
      log(`building a ${kind} database with ${files} demo files…`);
      const started = performance.now();
      let lastReport = 0;
      await seedDemoData(database.db, {
        files,
        ...(args.seed === undefined ? {} : { seed: Number(args.seed) }),
        onProgress: (progress: unknown) => {
          if (performance.now() - lastReport < 5000) return;
          lastReport = performance.now();
          log(`  … ${typeof progress === 'string' ? progress : JSON.stringify(progress)}`);
        },
      });
      setup.buildMs = performance.now() - started;
      log(`database built in ${seconds(setup.buildMs)}`);
    }
    // What autovacuum does soon after a bulk load (or a migration) on a running server: the visibility map
    // set, so that index-only scans read no table rows, and fresh statistics. Without it a run right after
    // the build measures a state a production database is in for minutes only.
    await database.db.execute(sql`vacuum (analyze)`);

    let webDist = '';
    if (runWeb) {
      webDist = args['web-dist'] ? resolve(args['web-dist']) : join(opened.dataDir, 'web');
      if (!args['web-dist']) {
        log('building the web app…');
        buildWeb(webDist);
      }
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: opened.dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: args['log-level'],
      SEED_DEMO: 'false',
      LOGIN_RATE_LIMIT: '100000',
      WEB_DIST: webDist,
      ...(opened.url ? { DATABASE_URL: opened.url } : {}),
    });
    const app = await buildApp({ config, database });
    apps.push(app);
    const origin = await listen(app);

    const tokens = new Map<string, string>();
    const context: BenchContext = {
      origin,
      db: database.db,
      database: kind,
      files,
      token: async (email = 'super@hub.test') => {
        const cached = tokens.get(email);
        if (cached) return cached;
        const response = await fetch(`${origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        if (!response.ok)
          throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
        const { access_token } = (await response.json()) as { access_token: string };
        tokens.set(email, access_token);
        return access_token;
      },
    };

    // The baselines: a bare Fastify route, and per case that names one, a bare route doing its queries.
    const baselineApp = Fastify({ logger: false });
    baselineApp.get('/baseline', async () => ({ ok: true }));
    const sameWorkPaths = new Map<BenchCase, string>();
    for (const [index, benchCase] of cases.entries()) {
      if (!benchCase.versus) continue;
      const handler = await benchCase.versus.handler(context);
      sameWorkPaths.set(benchCase, `/same-work/${index}`);
      baselineApp.get(`/same-work/${index}`, handler);
    }
    apps.push(baselineApp);
    const baselineOrigin = await listen(baselineApp);

    const rows: Row[] = [];
    if (cases.length > 0) {
      log(
        `measuring ${cases.length + 1} rows: ${warmup} s warm-up + ${duration} s each, ${connections} connections, ` +
          `${workers || 'no'} load worker thread(s), loopback only`,
      );
      rows.push(
        await measure('baseline: bare Fastify GET', baselineOrigin, { path: '/baseline' }, undefined),
      );
    }
    for (const benchCase of cases) {
      const request = await benchCase.prepare(context);
      // One request first, so a case that cannot work fails loudly instead of measuring errors.
      const probe = await fetch(`${origin}${request.path}`, {
        method: request.method ?? 'GET',
        headers: request.headers ?? {},
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      if (!probe.ok) throw new Error(`${benchCase.name}: the first request answered ${probe.status}`);
      const sameWork = sameWorkPaths.get(benchCase);
      const versus = sameWork && benchCase.versus;
      if (versus) rows.push(await measure(versus.name, baselineOrigin, { path: sameWork }));
      const row = await measure(benchCase.name, origin, request, benchCase.description);
      if (versus) row.versus = { name: versus.name, target: versus.target };
      rows.push(row);
    }

    const latencyRows: LatencyRow[] = [];
    const latencyNotes: string[] = [];
    if (latency.length > 0) {
      const request = async (path: string, email?: string) => {
        const response = await fetch(`${origin}${path}`, {
          headers: { authorization: `Bearer ${await context.token(email)}` },
        });
        if (response.status !== 200) {
          const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
          throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 500)}`);
        }
        return response;
      };
      // The timed call reads the answer to its last byte and keeps none of it: the client shares this
      // process (and its garbage collector) with the server, and holding each answer whole here (3.5 MB
      // for the turnaround's busiest month) made the server's collections, not its work, the p95.
      const get = async (path: string, email?: string): Promise<number> => {
        const response = await request(path, email);
        let bytes = 0;
        for await (const chunk of response.body ?? []) bytes += chunk.byteLength;
        return bytes;
      };
      const latencyContext: LatencyContext = {
        ...context,
        get,
        getJson: async <T>(path: string, email?: string) => (await (await request(path, email)).json()) as T,
        time: timeOneAtATime,
        note: log,
      };
      for (const latencyCase of latency) {
        log(`running latency case '${latencyCase.name}'…`);
        const result = await latencyCase.run(latencyContext);
        latencyRows.push(...result.rows);
        if (latencyCase.description) latencyNotes.push(`${latencyCase.name}: ${latencyCase.description}`);
        latencyNotes.push(...(result.notes ?? []));
      }
    }

    const jobContext: JobContext = {
      origin,
      token: context.token,
      db: database.db,
      database: kind,
      files,
      dataDir: opened.dataDir,
      log: app.log,
      importRows,
      measure: measureJob,
      measureLive,
      copyCsv: opened.copyCsv,
      note: log,
    };
    const jobRows: JobRow[] = [];
    const jobNotes: string[] = [];
    for (const job of jobs) {
      log(`running job '${job.name}'…`);
      const result = await job.run(jobContext);
      jobRows.push(...result.rows);
      if (job.description) jobNotes.push(`${job.name}: ${job.description}`);
      jobNotes.push(...(result.notes ?? []));
    }

    console.log(
      `\nHub benchmark — ${kind}, ${files} files${setup.buildMs ? ` (built in ${seconds(setup.buildMs)})` : ''}, ` +
        `node ${process.version}${v8Flags()}, ${new Date().toISOString()}, load average ${loadAverage()} ` +
        `(${startLoad} at the start)`,
    );
    const baseline = rows[0];
    if (baseline) printTable(rows, baseline);
    if (latencyRows.length > 0) printLatencyTable(latencyRows, latencyNotes);
    if (jobRows.length > 0) printJobTable(jobRows, jobNotes);
    if (runWeb) {
      printBundle(webDist);
      await printColdLoad({ origin, adminToken: await context.token('admin@hub.test'), runs: 3 });
    }
    if (args.json) {
      writeFileSync(
        args.json,
        `${JSON.stringify({ database: kind, files, duration, connections, workers, setup, rows, latency: latencyRows, jobs: jobRows }, null, 2)}\n`,
      );
      log(`results written to ${args.json}`);
    }
    if (rows.some((row) => row.failures > 0)) {
      console.error(
        '[bench] some requests failed (non-2xx, errors or timeouts): the figures above are not valid',
      );
      process.exitCode = 1;
    }
  } finally {
    for (const app of apps) await app.close();
    await opened.cleanup();
  }
}

await main();
