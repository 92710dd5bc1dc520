#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first stage that fails, then a summary.
//   lint -> typecheck -> unit -> unit on other days (faketime) -> api (PGlite) -> api (PostgreSQL)
//   -> e2e (Chromium)
// Options: --only <stage,...> runs just those stages (names as in the summary's first column).
// TEST_DATABASE_URL chooses the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { requireSupportedNode } from './lib/node-version.mjs';
import { bin, npm, root, run } from './lib/process.mjs';

requireSupportedNode();

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const testDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

const { values: options } = parseArgs({ options: { only: { type: 'string' } } });

const reportDir = mkdtempSync(join(tmpdir(), 'hub-test-'));
const vitest = bin('vitest');

/**
 * Runs vitest with a JSON report next to the usual output, so the summary can count tests; `wrapper`
 * (a command and its arguments, such as faketime and a date) runs vitest inside it.
 */
async function runVitest(name, args, env = process.env, wrapper = []) {
  const report = join(reportDir, `${name}.json`);
  const [command, ...before] = [...wrapper, vitest];
  const code = await run(
    command,
    [...before, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      env,
    },
  );
  return { code, detail: countTests(report) };
}

const UNIT_PROJECTS = [
  '--project',
  'domain',
  '--project',
  'contract',
  '--project',
  'web',
  '--project',
  'web-isolated',
];

/**
 * The unit stage runs again on these days (Debian's faketime), so that a test reading the real clock
 * cannot land: 31 December at 23:30 in Los Angeles (already 1 January in UTC), and a Sunday at 01:30 in
 * Los Angeles on which the clocks change.
 */
const OTHER_DAYS = ['2027-01-01 07:30:00 UTC', '2027-03-14 09:30:00 UTC'];

/** The unit projects under faketime on each of OTHER_DAYS, stopping at the first day that fails. */
async function runUnitOnOtherDays() {
  if ((await run('faketime', [OTHER_DAYS[0], 'true']).catch(() => 127)) !== 0) {
    console.error(
      [
        'faketime is not installed: this stage runs the unit tests again on other days with it.',
        'Install it (Debian):  apt-get install -y faketime',
        '.ci/run does this on a fresh machine.',
      ].join('\n'),
    );
    return { code: 1, detail: 'faketime not installed' };
  }
  const details = [];
  for (const [index, day] of OTHER_DAYS.entries()) {
    console.log(`\n── unit tests at ${day} (faketime) ──`);
    const { code, detail } = await runVitest(`unit-day-${index}`, UNIT_PROJECTS, withoutTestDatabase(), [
      'faketime',
      day,
    ]);
    details.push(`${day.slice(0, 10)}: ${detail ?? 'no report'}`);
    if (code !== 0) return { code, detail: details.join('; ') };
  }
  return { code: 0, detail: details.join('; ') };
}

/** Runs scripts/e2e.mjs (which runs vitest itself) with the same JSON report. */
async function runE2e() {
  const report = join(reportDir, 'e2e.json');
  const code = await run(process.execPath, [
    join(root, 'scripts/e2e.mjs'),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return { code, detail: countTests(report) };
}

function countTests(report) {
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    return `${r.numPassedTests} tests passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
  } catch {
    return undefined;
  }
}

const withoutTestDatabase = () => {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return env;
};

/** The URL without its password, for messages. */
function displayUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Resolves with an error message when PostgreSQL cannot be reached at `url`, else undefined. */
async function postgresProblem(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const stages = [
  {
    name: 'lint',
    title: 'Biome check (npm run lint)',
    run: async () => ({ code: await run(npm, ['run', 'lint']) }),
  },
  {
    name: 'typecheck',
    title: 'TypeScript (npm run typecheck)',
    run: async () => ({ code: await run(npm, ['run', 'typecheck']) }),
  },
  {
    name: 'unit',
    title: 'Unit tests (vitest: domain, contract, web)',
    run: () => runVitest('unit', UNIT_PROJECTS, withoutTestDatabase()),
  },
  {
    name: 'unit-days',
    title: `Unit tests again on other days (faketime: ${OTHER_DAYS.join(', ')})`,
    run: runUnitOnOtherDays,
  },
  {
    name: 'api-pglite',
    title: 'API tests on PGlite (vitest --project server)',
    run: () => runVitest('api-pglite', ['--project', 'server'], withoutTestDatabase()),
  },
  {
    name: 'api-postgres',
    title: `API tests on PostgreSQL (${displayUrl(testDatabaseUrl)})`,
    run: async () => {
      const problem = await postgresProblem(testDatabaseUrl);
      if (problem) {
        console.error(
          [
            `PostgreSQL is not reachable at ${displayUrl(testDatabaseUrl)}: ${problem}`,
            'Start it (Debian):  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
            '                    pg_isready -h 127.0.0.1 -p 5432',
            'or point TEST_DATABASE_URL at a PostgreSQL server where the tests may create and drop scratch databases.',
            '.ci/run does all of this on a fresh machine.',
          ].join('\n'),
        );
        return { code: 1, detail: 'PostgreSQL not reachable' };
      }
      return runVitest('api-postgres', ['--project', 'server'], {
        ...process.env,
        TEST_DATABASE_URL: testDatabaseUrl,
      });
    },
  },
  { name: 'e2e', title: 'Browser flows in Chromium (scripts/e2e.mjs)', run: runE2e },
];

const only = options.only?.split(',').map((s) => s.trim());
if (only) {
  const unknown = only.filter((name) => !stages.some((stage) => stage.name === name));
  if (unknown.length) {
    console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${stages.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}

// A Ctrl-C reaches the running stage directly; this script only stops starting new ones.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

const results = [];
let failed = false;
for (const [index, stage] of stages.entries()) {
  if (only && !only.includes(stage.name)) continue;
  if (failed || interrupted) {
    results.push({
      stage,
      status: 'skipped',
      detail: interrupted ? 'interrupted' : 'an earlier stage failed',
    });
    continue;
  }
  console.log(`\n━━ [${index + 1}/${stages.length}] ${stage.title} ━━`);
  const started = performance.now();
  let outcome;
  try {
    outcome = await stage.run();
  } catch (error) {
    console.error(error);
    outcome = { code: 1, detail: 'could not be started' };
  }
  const seconds = (performance.now() - started) / 1000;
  const passed = outcome.code === 0 && !interrupted;
  results.push({ stage, status: passed ? 'passed' : 'failed', seconds, detail: outcome.detail });
  if (!passed) failed = true;
}
rmSync(reportDir, { recursive: true, force: true });

const width = Math.max(...results.map((r) => r.stage.name.length));
console.log('\n━━ Summary ━━');
for (const { stage, status, seconds, detail } of results) {
  const mark = { passed: '✓', failed: '✗', skipped: '-' }[status];
  const time = seconds === undefined ? '' : `${seconds.toFixed(1)}s`;
  const note = detail ? `  (${detail})` : '';
  console.log(`${mark} ${stage.name.padEnd(width)}  ${status.padEnd(7)} ${time.padStart(7)}${note}`);
}
const count = (status) => results.filter((r) => r.status === status).length;
const skipped = count('skipped');
console.log(`${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed || interrupted ? 1 : 0;
