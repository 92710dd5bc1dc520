import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/demo/demo-users.ts';
import { freePort, type ServerProcess, startServerProcess } from './fixtures/server-process.ts';
import { createUser } from './helper.ts';

// The decision does not depend on the database: the embedded one is the quickest to prepare.
describe('the server started with NODE_ENV=production', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hub-start-'));
    // A demo sign-in exists, as after a first start with demo data.
    const database = await openDatabase({ dataDir });
    await createUser(database.db, { email: 'super@hub.test', roles: ['Super User'] });
    await database.close();
    server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says where it runs, and prints no demo sign-in nor the demo password', () => {
    const output = server?.output() ?? '';
    expect(output).toContain('Hub is running at http://127.0.0.1:');
    expect(output).not.toContain('super@hub.test');
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).not.toContain('Demo sign-ins');
  });
});

/** Whether something accepts connections on the port of 127.0.0.1 now. */
const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

// A process manager stops the service with SIGTERM to the process it started, `npm start`: npm passes it
// to its script's shell, which must not stand between npm and the server (Debian's sh does not pass a
// signal on), and the server must have stopped and freed its port when npm exits.
describe('npm start, stopped with SIGTERM', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hub-npm-start-'));
    // A built web app newer than any source, so that `npm start` does not build one.
    await mkdir(join(dir, 'web'));
    await writeFile(join(dir, 'web', 'index.html'), '<!doctype html>');
    const future = new Date('2100-01-01T00:00:00Z');
    await utimes(join(dir, 'web', 'index.html'), future, future);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stops the server, frees its port, and exits', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        HUB_WEB_DIST: join(dir, 'web'),
        WEB_DIST: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    npm.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    npm.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      npm.once('exit', (code, signal) => done({ code, signal })),
    );
    try {
      const started = Date.now();
      for (;;) {
        const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (health?.ok) break;
        if (npm.exitCode !== null || Date.now() - started > 90_000)
          throw new Error(`no /healthz:\n${output}`);
        await new Promise((wait) => setTimeout(wait, 250));
      }
      npm.kill('SIGTERM');
      const stopped = await Promise.race([
        exited,
        new Promise<'still running'>((done) => setTimeout(() => done('still running'), 15_000)),
      ]);
      expect(stopped, output).not.toBe('still running');
      // By the time npm exits, the server has stopped: nothing listens on its port.
      expect(await listening(port), output).toBe(false);
    } finally {
      // Whatever is left of the process group (a failed run); the server itself runs in its own.
      try {
        if (npm.pid !== undefined) process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  });
});
