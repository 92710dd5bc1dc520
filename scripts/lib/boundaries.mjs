// Which parts of the code may not import which (STYLE.md 6, issue 18 "Boundaries"), checked by
// scripts/check-boundaries.mjs in `npm run lint`:
//   - a web feature (apps/web/src/features/<a>/) never imports another feature (<b>), by
//     '@/features/<b>/…' or by a relative path that leads there; what several features use lives in
//     apps/web/src/components/ or apps/web/src/lib/, and pages in apps/web/src/app/ put features together;
//   - the database layer (apps/server/src/db/) never imports the app's plugins (apps/server/src/plugins/):
//     plugins build on db/, not the other way round. A test beside db/'s code may still check how the
//     errors plugin answers db/'s errors (the 503s of a lost connection or a busy database).
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const WEB = 'apps/web/';
const WEB_SRC = 'apps/web/src';
const FEATURES = 'apps/web/src/features/';
const SERVER_DB = 'apps/server/src/db/';
const SERVER_PLUGINS = 'apps/server/src/plugins/';

/** The folders whose files are checked, from the repository's root. */
export const CHECKED_FOLDERS = ['apps/web/src/features', 'apps/server/src/db'];

const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+|\bvi\.mock\(\s*)['"]([^'"\s]+)['"]/gm;
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
const testFile = /\.test\.[cm]?[jt]sx?$/;

/** Every module a source names: import/export … from, import(), require(), vi.mock(). */
export function importSpecifiers(source) {
  return [...source.matchAll(importPattern)].map((match) => match[1]);
}

/**
 * Where a specifier leads from a file, as a path from the repository's root ('@/' is the web app's
 * src/); null for a package.
 */
export function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('@/') && file.startsWith(WEB)) return posix.join(WEB_SRC, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return posix.join(posix.dirname(file), specifier);
  }
  return null;
}

const featureOf = (path) => (path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : null);

/** Why importing `target` from `file` crosses a boundary, or null when it may. */
function crossing(file, target) {
  const from = featureOf(file);
  const to = featureOf(target);
  if (from && to && from !== to) {
    return `features/${from} imports features/${to}: web features never import each other (move what both use to src/components/ or src/lib/)`;
  }
  if (file.startsWith(SERVER_DB) && !testFile.test(file) && target.startsWith(SERVER_PLUGINS)) {
    return 'db/ imports plugins/: the database layer never depends on the plugins (move what it needs to db/)';
  }
  return null;
}

/**
 * The imports that cross a boundary, for files given by their path from the repository's root
 * (forward slashes) and their source: [{ file, specifier, reason }], in the order given.
 */
export function findCrossings(files) {
  const found = [];
  for (const { path, source } of files) {
    for (const specifier of importSpecifiers(source)) {
      const target = resolveSpecifier(path, specifier);
      const reason = target && crossing(path, target);
      if (reason) found.push({ file: path, specifier, reason });
    }
  }
  return found;
}

/** One line a crossing: the file, the import and the rule it breaks. */
export const describeCrossing = ({ file, specifier, reason }) => `${file}: import '${specifier}': ${reason}`;

/** The source files of the checked folders under `root`, as findCrossings takes them. */
export function readCheckedFiles(root) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return sourceFile.test(entry.name) ? [{ path, source: readFileSync(join(root, path), 'utf8') }] : [];
    });
  return CHECKED_FOLDERS.flatMap(walk);
}
