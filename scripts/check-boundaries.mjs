#!/usr/bin/env node
// Part of `npm run lint`: no web feature imports another, and apps/server/src/db/ imports nothing from
// apps/server/src/plugins/ (the rules and their reasons: scripts/lib/boundaries.mjs).
import { describeCrossing, findCrossings, readCheckedFiles } from './lib/boundaries.mjs';
import { root } from './lib/process.mjs';

const crossings = findCrossings(readCheckedFiles(root));
if (crossings.length) {
  console.error(
    `Imports that cross a boundary (${crossings.length}):\n  ${crossings.map(describeCrossing).join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.log('Boundaries: no web feature imports another, and db/ imports nothing from plugins/.');
}
