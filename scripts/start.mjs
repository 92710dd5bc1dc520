#!/usr/bin/env node
// `npm start`: builds the web app when needed, then runs the server (API and web app on one port).
// Signals are passed on to the server, and its exit code becomes this script's.
import { join } from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';
import { bin, root, runForwardingSignals } from './lib/process.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

requireSupportedNode();

const buildCode = await ensureWebBuild();
if (buildCode !== 0) {
  console.error(`[hub] The web app did not build (exit code ${buildCode}); not starting the server.`);
  process.exit(buildCode);
}

// The working directory is kept, so a relative DATA_DIR means the same as for the server itself.
process.exitCode = await runForwardingSignals(
  bin('tsx'),
  [...SERVER_NODE_FLAGS, join(root, 'apps/server/src/main.ts')],
  { cwd: process.cwd() },
);
