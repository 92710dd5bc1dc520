#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` (restarts on change) and the Vite dev server (hot reload;
// apps/web/vite.config.ts proxies /api to the server), with prefixed output. Ctrl-C stops both.
//
// Each runs in its own process group and gets each signal from here exactly once: a Ctrl-C then reaches
// the server once and it shuts down gracefully (a second signal, as a tree-kill by a process runner
// would send, makes tsx force-kill it mid-shutdown). When either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { requireSupportedNode } from './lib/node-version.mjs';
import { bin, root, signalExitCode, withOwnNode } from './lib/process.mjs';

requireSupportedNode();

const serverPort = process.env.PORT ?? '8080';
const colour = process.stdout.isTTY && !process.env.NO_COLOR;

const processes = [
  {
    name: 'server',
    colour: 34,
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', join(root, 'apps/server/src/main.ts')],
    cwd: process.cwd(),
    // Vite serves the web app in development; the server only answers the API.
    env: { PORT: serverPort, WEB_DIST: '' },
  },
  {
    name: 'web',
    colour: 35,
    command: bin('vite'),
    args: [],
    cwd: join(root, 'apps/web'),
    // apps/web/vite.config.ts proxies /api, /docs and /static/uploads to this port.
    env: { HUB_API_PORT: serverPort },
  },
];

const width = Math.max(...processes.map((p) => p.name.length));
const running = new Set();
let exitCode = 0;
let stopping = false;

function start({ name, colour: code, command, args, cwd, env }) {
  const label = `[${name.padEnd(width)}]`;
  const prefix = colour ? `\x1b[${code}m${label}\x1b[0m ` : `${label} `;
  const child = spawn(command, args, {
    cwd,
    env: withOwnNode({ ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}), ...env }),
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [input, output] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      output.write(`${prefix}${line}\n`);
    });
  }
  running.add(child);
  child.once('error', (error) => {
    process.stderr.write(`${prefix}could not start: ${error.message}\n`);
  });
  child.once('close', (code, signal) => {
    running.delete(child);
    const result = code ?? signalExitCode(signal);
    process.stdout.write(`${prefix}exited (${signal ?? `code ${code}`})\n`);
    if (!stopping) {
      // One stopped by itself: stop the other too, and report the failure.
      exitCode = result || 1;
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

const lastSent = new Map();
function stopAll(signal) {
  stopping = true;
  // A signal repeated within a second is the same request (e.g. from a terminal and a supervisor).
  const now = Date.now();
  if (now - (lastSent.get(signal) ?? Number.NEGATIVE_INFINITY) < 1000) return;
  lastSent.set(signal, now);
  for (const child of running) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

for (const p of processes) start(p);
