// Starts the real server (apps/server/src/main.ts) for the browser flows: a free port on loopback,
// a fresh temporary DATA_DIR (embedded PGlite) and a small demo database, so it is ready in seconds.
// One server for each worker of the run (vitest.e2e.config.ts): a test file talks only to its
// worker's server (support/server.ts), so files running side by side never share a database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bin, root } from '../../../scripts/lib/process.mjs';
import { ensureWebBuild, webDistDir } from '../../../scripts/lib/web-build.mjs';
import { a11yCostFile } from './support/a11y.ts';

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
export const artifactsDir = join(root, 'apps/web/e2e/artifacts');

/** Prints how many screens axe-core analysed in the run and how long that took in all. */
function reportA11yTiming(a11ySeenDir: string): void {
  const a11yTimingFile = a11yCostFile(a11ySeenDir);
  if (!existsSync(a11yTimingFile)) return;
  let screens = 0;
  let ms = 0;
  let axeMs = 0;
  for (const line of readFileSync(a11yTimingFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { analysed: number; axeMs: number; ms: number };
    screens += entry.analysed;
    axeMs += entry.axeMs;
    ms += entry.ms;
  }
  console.log(
    `[e2e] axe-core analysed ${screens} screens in ${(axeMs / 1000).toFixed(1)} s; all checks took ${(ms / 1000).toFixed(1)} s`,
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The servers under test, one per worker (support/server.ts picks the worker's): where each
     * listens, e.g. http://127.0.0.1:40123 (no trailing slash), and its DATA_DIR, where its mail is
     * written to `outbox/*.eml` (no SMTP in the run).
     */
    servers: { baseURL: string; dataDir: string }[];
    /** The servers' token-signing secret, to make tokens they must refuse (expired ones). */
    jwtSecret: string;
    /** One empty file per kind of screen axe-core has analysed in this run (support/a11y.ts). */
    a11ySeenDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves after `ms`; the timer does not keep the process alive (for waits at teardown). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Resolves after `ms`, keeping the process alive meanwhile: while waiting for the server to be ready,
 * a server that has just crashed leaves nothing else pending, and an unref'd wait let the run end
 * there with exit code 0 and no test run.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

type RunningServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/** Starts one server on a fresh demo database and resolves when it answers /readyz. */
async function startServer(jwtSecret: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(artifactsDir, `server-${port}.log`);
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    DEMO_FILES: process.env.E2E_DEMO_FILES ?? '2000',
    // Every flow signs in; the production limit would refuse the run's own sign-ins.
    LOGIN_RATE_LIMIT: '10000',
    LOGIN_ADDRESS_RATE_LIMIT: '10000',
    WEB_DIST: webDistDir,
  };
  delete env.DATABASE_URL;

  // Its own process group, so teardown can stop tsx and the server together.
  const server = spawn(bin('tsx'), [join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await Promise.race([exited(server), sleep(STOP_TIMEOUT_MS)]);
      if (server.exitCode === null && server.signalCode === null && server.pid) {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          server.kill('SIGKILL');
        }
        await exited(server);
      }
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      throw new Error(`The server exited while starting (see ${logFile}):\n${logTail(logFile)}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server was not ready after ${READY_TIMEOUT_MS / 1000}s (${lastProblem}):\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
      lastProblem = `/readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await pause(250);
  }
  console.log(`[e2e] server ready at ${baseURL} (log: ${logFile})`);
  return { baseURL, dataDir, stop };
}

export default async function setup(project: TestProject) {
  mkdirSync(artifactsDir, { recursive: true });
  const buildCode = await ensureWebBuild({ log: (line: string) => console.log(line) });
  if (buildCode !== 0) throw new Error(`The web app did not build (exit code ${buildCode})`);

  const a11ySeenDir = mkdtempSync(join(tmpdir(), 'hub-e2e-a11y-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer(jwtSecret)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));

  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    reportA11yTiming(a11ySeenDir);
    rmSync(a11ySeenDir, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }

  project.provide(
    'servers',
    servers.map(({ baseURL, dataDir }) => ({ baseURL, dataDir })),
  );
  project.provide('jwtSecret', jwtSecret);
  project.provide('a11ySeenDir', a11ySeenDir);
  return stop;
}
