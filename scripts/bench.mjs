#!/usr/bin/env node
// `npm run bench`: bench/run.ts under tsx with the server's Node flags (scripts/lib/server-flags.mjs),
// so that the memory it measures is that of a process run as `npm start` runs the server.
import { join } from 'node:path';
import { bin, root, runForwardingSignals } from './lib/process.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

process.exitCode = await runForwardingSignals(
  bin('tsx'),
  [...SERVER_NODE_FLAGS, join(root, 'bench/run.ts'), ...process.argv.slice(2)],
  { cwd: process.cwd() },
);
