#!/usr/bin/env node
// `npm start`: builds the web app when needed, then runs the server (API and web app on one port).
// Signals are passed on to the server, and its exit code becomes this script's. package.json runs it as
// `exec node scripts/start.mjs`: npm passes SIGTERM and SIGINT to its script's shell only, and Debian's
// sh stays between npm and the command and dies without passing them on, leaving the server running
// on its port; with exec this script is npm's child, so npm's SIGTERM stops the server and npm exits
// after it (test/start.test.ts).
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
