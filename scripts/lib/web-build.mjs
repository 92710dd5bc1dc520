// Builds the web app (apps/web/dist) when it is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { npm, root, run } from './process.mjs';

/** Where the web app is built: apps/web/dist, or HUB_WEB_DIST (parallel test runs each use their own). */
export const webDistDir = process.env.HUB_WEB_DIST
  ? resolve(process.env.HUB_WEB_DIST)
  : join(root, 'apps/web/dist');
const distIndex = join(webDistDir, 'index.html');

/** Everything the bundle is made from; tests and test helpers (test/, __tests__/) are left out. */
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'packages/domain/src',
].map((path) => join(root, path));

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === '__tests__' || name === 'test';

/** The newest file under `path` (a file or a folder), or undefined when there is none. */
function newestFile(path) {
  if (!existsSync(path)) return undefined;
  const info = statSync(path);
  if (!info.isDirectory()) return { path, mtimeMs: info.mtimeMs };
  let newest;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (isTest(entry.name)) continue;
    const found = newestFile(join(path, entry.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Why the web app needs building, or undefined when apps/web/dist is up to date. */
export function webBuildReason() {
  if (!existsSync(distIndex)) return 'apps/web/dist is missing';
  const builtAt = statSync(distIndex).mtimeMs;
  for (const source of sources) {
    const newest = newestFile(source);
    if (newest && newest.mtimeMs > builtAt)
      return `${relative(root, newest.path)} changed since the last build`;
  }
  return undefined;
}

/** Builds the web app if needed; resolves with the build's exit code (0 when nothing was to do). */
export async function ensureWebBuild({ log = console.log } = {}) {
  const reason = webBuildReason();
  if (!reason) return 0;
  log(`[hub] Building the web app (${reason}): npm run build -w @hub/web`);
  const outDir = process.env.HUB_WEB_DIST ? ['--', '--outDir', webDistDir, '--emptyOutDir'] : [];
  // A production build whoever asks (vitest runs the browser flows with NODE_ENV=test, which would
  // give React's development build: three times the size, and not what is served).
  return run(npm, ['run', 'build', '-w', '@hub/web', ...outDir], {
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
