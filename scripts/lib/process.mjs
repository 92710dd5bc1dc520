// Small helpers for the repository's scripts: where things are, and running child processes.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) =>
  join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The child's environment with this Node's folder and node_modules/.bin first on PATH, so that a
 * command whose first line is `#!/usr/bin/env node` (vitest, tsx) runs on the Node 24 that runs
 * this script even when the script was started directly, not through npm.
 */
export function withOwnNode(env = process.env) {
  const path = [dirname(process.execPath), join(root, 'node_modules', '.bin'), env.PATH ?? ''];
  return { ...env, PATH: path.join(delimiter) };
}

/** The exit code a shell would report for a child that ended by `signal`. */
export function signalExitCode(signal) {
  return 128 + (constants.signals[signal] ?? 1);
}

/**
 * Runs a command with inherited output and resolves with its exit code (a signal counts as 128 + n).
 * Rejects only when the command cannot be started.
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: root,
      ...options,
      env: withOwnNode(options.env),
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? signalExitCode(signal)));
  });
}

/**
 * Runs a long-lived command in its own process group and passes SIGINT, SIGTERM and SIGHUP on to it.
 * A Ctrl-C in the terminal then reaches the child once, through this process, instead of straight from
 * the terminal and again from a supervisor (npm, concurrently): a second signal would cut the child's
 * graceful shutdown short. A repeat of the same signal within a second is taken as that duplicate; a later
 * one is passed on (a second Ctrl-C to force the child to stop). Resolves with the child's exit code.
 */
export function runForwardingSignals(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const detached = process.platform !== 'win32';
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: root,
      detached,
      ...options,
      env: withOwnNode(options.env),
    });
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    const lastForwarded = new Map();
    const forward = (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const now = Date.now();
      if (now - (lastForwarded.get(signal) ?? Number.NEGATIVE_INFINITY) < 1000) return;
      lastForwarded.set(signal, now);
      child.kill(signal);
    };
    const stopChildOnExit = () => forward('SIGTERM');
    for (const signal of signals) process.on(signal, forward);
    process.on('exit', stopChildOnExit);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      process.off('exit', stopChildOnExit);
      resolvePromise(code ?? signalExitCode(signal));
    });
  });
}
