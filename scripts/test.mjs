#!/usr/bin/env node
// `npm test`: every check, then a summary. Two lanes run side by side, each in order and both
// stopping at the first stage that fails:
//   lint -> typecheck -> unit -> unit on other days (faketime) -> api (PGlite)
//   e2e (Chromium) -> api (PostgreSQL)
// One stage after another the suite took 35 minutes on the two-core CI machine, each stage using about
// one core; side by side (and the browser flows on two workers) 15.5 minutes, and with the lanes
// balanced so, about 13. The first lane's output is shown as it comes; the second lane's is kept in a
// file and shown when each of its stages ends (or fails).
// Options: --only <stage,...> runs just those stages (names as in the summary's first column);
// --serial runs every stage one after another, all output as it comes.
// TEST_DATABASE_URL chooses the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { requireSupportedNode } from './lib/node-version.mjs';
import { bin, npm, root, run } from './lib/process.mjs';

requireSupportedNode();

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const testDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, serial: { type: 'boolean', default: false } },
});

const reportDir = mkdtempSync(join(tmpdir(), 'hub-test-'));
const vitest = bin('vitest');

/**
 * Runs vitest with a JSON report next to the usual output, so the summary can count tests; `wrapper`
 * (a command and its arguments, such as faketime and a date) runs vitest inside it.
 */
async function runVitest(io, name, args, env = process.env, wrapper = []) {
  const report = join(reportDir, `${name}.json`);
  const [command, ...before] = [...wrapper, vitest];
  const code = await run(
    command,
    [...before, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, stdio: io.stdio },
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
async function runUnitOnOtherDays(io) {
  if ((await run('faketime', [OTHER_DAYS[0], 'true'], { stdio: io.stdio }).catch(() => 127)) !== 0) {
    io.error(
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
    io.log(`\n── unit tests at ${day} (faketime) ──`);
    const { code, detail } = await runVitest(io, `unit-day-${index}`, UNIT_PROJECTS, withoutTestDatabase(), [
      'faketime',
      day,
    ]);
    details.push(`${day.slice(0, 10)}: ${detail ?? 'no report'}`);
    if (code !== 0) return { code, detail: details.join('; ') };
  }
  return { code: 0, detail: details.join('; ') };
}

/** Runs scripts/e2e.mjs (which runs vitest itself) with the same JSON report. */
async function runE2e(io) {
  const report = join(reportDir, 'e2e.json');
  const code = await run(
    process.execPath,
    [join(root, 'scripts/e2e.mjs'), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: io.stdio },
  );
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
    run: async (io) => ({ code: await run(npm, ['run', 'lint'], { stdio: io.stdio }) }),
  },
  {
    name: 'typecheck',
    title: 'TypeScript (npm run typecheck)',
    run: async (io) => ({ code: await run(npm, ['run', 'typecheck'], { stdio: io.stdio }) }),
  },
  {
    name: 'unit',
    title: 'Unit tests (vitest: domain, contract, web)',
    run: (io) => runVitest(io, 'unit', UNIT_PROJECTS, withoutTestDatabase()),
  },
  {
    name: 'unit-days',
    title: `Unit tests again on other days (faketime: ${OTHER_DAYS.join(', ')})`,
    run: runUnitOnOtherDays,
  },
  {
    name: 'api-pglite',
    title: 'API tests on PGlite (vitest --project server)',
    run: (io) => runVitest(io, 'api-pglite', ['--project', 'server'], withoutTestDatabase()),
  },
  {
    name: 'api-postgres',
    title: `API tests on PostgreSQL (${displayUrl(testDatabaseUrl)})`,
    run: async (io) => {
      const problem = await postgresProblem(testDatabaseUrl);
      if (problem) {
        io.error(
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
      return runVitest(io, 'api-postgres', ['--project', 'server'], {
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

/** The stages each lane runs in order; the lanes run side by side (one lane with --serial). */
const LANES = options.serial
  ? [stages.map((stage) => stage.name)]
  : [
      ['lint', 'typecheck', 'unit', 'unit-days', 'api-pglite'],
      ['e2e', 'api-postgres'],
    ];

/** Output as it comes, to this terminal. */
const liveOutput = {
  stdio: 'inherit',
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** Output into a file of the run's report folder, shown by `show()` when the stage ends. */
function keptOutput(stage) {
  const file = join(reportDir, `${stage.name}.log`);
  const fd = openSync(file, 'a');
  const write = (line) => writeSync(fd, `${line}\n`);
  return {
    stdio: ['ignore', fd, fd],
    log: write,
    error: write,
    show() {
      closeSync(fd);
      console.log(`\n━━ Output of ${stage.name} (it ran beside the other stages) ━━`);
      console.log(readFileSync(file, 'utf8').trimEnd());
      console.log(`━━ End of the output of ${stage.name} ━━`);
    },
  };
}

const results = new Map();
let failed = false;
const runStarted = performance.now();

async function runLane(names, laneIndex) {
  for (const name of names) {
    const stage = stages.find((s) => s.name === name);
    if (!stage) continue;
    if (failed || interrupted) {
      results.set(stage, {
        status: 'skipped',
        detail: interrupted ? 'interrupted' : 'an earlier stage failed',
      });
      continue;
    }
    const io = laneIndex === 0 ? liveOutput : keptOutput(stage);
    const position = `[${stages.indexOf(stage) + 1}/${stages.length}]`;
    console.log(
      `\n━━ ${position} ${stage.title}${laneIndex === 0 ? '' : ': started, output shown when it ends'} ━━`,
    );
    const started = performance.now();
    let outcome;
    try {
      outcome = await stage.run(io);
    } catch (error) {
      io.error(String(error?.stack ?? error));
      outcome = { code: 1, detail: 'could not be started' };
    }
    io.show?.();
    const seconds = (performance.now() - started) / 1000;
    const passed = outcome.code === 0 && !interrupted;
    results.set(stage, { status: passed ? 'passed' : 'failed', seconds, detail: outcome.detail });
    if (!passed) failed = true;
  }
}

// A lane whose stages are all left out by --only runs nothing; the first lane that runs streams.
const lanes = LANES.map((names) => names.filter((name) => !only || only.includes(name))).filter(
  (names) => names.length > 0,
);
await Promise.all(lanes.map((names, index) => runLane(names, index)));
const totalSeconds = (performance.now() - runStarted) / 1000;
rmSync(reportDir, { recursive: true, force: true });

const ordered = stages
  .filter((stage) => results.has(stage))
  .map((stage) => ({ stage, ...results.get(stage) }));
const width = Math.max(...ordered.map((r) => r.stage.name.length));
console.log(
  `\n━━ Summary (${totalSeconds.toFixed(1)}s in all${lanes.length > 1 ? ', two lanes side by side' : ''}) ━━`,
);
for (const { stage, status, seconds, detail } of ordered) {
  const mark = { passed: '✓', failed: '✗', skipped: '-' }[status];
  const time = seconds === undefined ? '' : `${seconds.toFixed(1)}s`;
  const note = detail ? `  (${detail})` : '';
  console.log(`${mark} ${stage.name.padEnd(width)}  ${status.padEnd(7)} ${time.padStart(7)}${note}`);
}
const count = (status) => ordered.filter((r) => r.status === status).length;
const skipped = count('skipped');
console.log(`${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed || interrupted ? 1 : 0;
