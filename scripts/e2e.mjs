#!/usr/bin/env node
// `npm run test:e2e`: the browser flows of apps/web/e2e in headless Chromium (playwright-core).
// The suite builds the web app if needed and starts the real server on a free port with a fresh,
// small demo database; see apps/web/e2e/global-setup.ts. Extra arguments go to vitest
// (e.g. `npm run test:e2e -- auth` runs only auth.e2e.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';
import { bin, root, run } from './lib/process.mjs';

requireSupportedNode();

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    [
      `Chromium is not installed at ${chromium}; the browser flows need it.`,
      'Install it (Debian):  apt-get update && apt-get install -y chromium',
      'or set CHROMIUM_PATH to a Chromium or Chrome binary. .ci/run installs it on a fresh machine.',
    ].join('\n'),
  );
  process.exit(1);
}

const args = process.argv.slice(2);
// Named files (`npm run test:e2e -- auth`) run on one worker and one server; the whole run on two
// (apps/web/e2e/vitest.e2e.config.ts). E2E_WORKERS chooses.
const namesFiles = args.some((arg) => !arg.startsWith('-'));
const env = { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? (namesFiles ? '1' : '2') };

// A Ctrl-C reaches vitest directly; wait for it to stop the servers and the browsers.
process.on('SIGINT', () => {});
process.exitCode = await run(
  bin('vitest'),
  ['run', '--config', join(root, 'apps/web/e2e/vitest.e2e.config.ts'), ...args],
  { env },
);
