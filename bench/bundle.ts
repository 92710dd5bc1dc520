// The web app's bundle budget, read from a build (its index.html and Vite's manifest, dist/.vite):
// the JavaScript a cold visit to /login loads (the module script and the modulepreload links of
// index.html, and the chunks of the login screen with everything they import), and what each other
// screen adds to it. Sizes are gzip at level 9, as the build's precompressed .gz files are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Budget of the JavaScript /login loads, and of the largest chunk a screen adds (gzip bytes). */
export const BUNDLE_BUDGET_BYTES = 150 * 1024;

/** The screen /login shows: the route module router.tsx loads lazily for it. */
const LOGIN_SCREEN = 'src/app/layout/login-page.tsx';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; gzipBytes: number };

export type ScreenCost = {
  /** The route module, e.g. src/app/routes/admin/employees.tsx. */
  screen: string;
  /** Chunks it needs that the first load of /login did not bring. */
  added: ChunkSize[];
  addedGzipBytes: number;
};

export type BundleReport = {
  /** Every script /login loads, the largest first. */
  login: ChunkSize[];
  loginGzipBytes: number;
  screens: ScreenCost[];
  /** The largest single chunk any screen adds, and the screen (the first one that needs it). */
  largestAdded: (ChunkSize & { screen: string }) | undefined;
};

/** `src` of the module scripts and `href` of the modulepreload links of a built index.html. */
export function initialScripts(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const module = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const preload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if ((module || preload) && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

export function measureBundle(distDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`The web app's manifest has no chunk '${key}'`);
    return found;
  };
  /** The chunk's file and the files of everything it imports statically, transitively. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const { file, imports = [] } = chunk(key);
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of imports) closure(imported, into);
    return into;
  };
  const describe = (files: Iterable<string>): ChunkSize[] =>
    [...files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzipBytes: gzipSize(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (chunks: ChunkSize[]) => chunks.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The web app's manifest has no entry chunk");
  const screenKeys = chunk(entryKey).dynamicImports ?? [];
  const srcOf = (key: string) => chunk(key).src ?? key;
  const loginKey = screenKeys.find(
    (key) => srcOf(key) === LOGIN_SCREEN || chunk(key).name === LOGIN_SCREEN.replace(/^.*\/|\.tsx$/g, ''),
  );
  if (!loginKey) throw new Error(`No lazily loaded chunk of ${LOGIN_SCREEN} in the web app's manifest`);

  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const loginFiles = closure(loginKey, closure(entryKey, new Set(initialScripts(html))));
  const login = describe(loginFiles);

  const screens: ScreenCost[] = [];
  let largestAdded: BundleReport['largestAdded'];
  for (const key of screenKeys) {
    const added = describe([...closure(key)].filter((file) => !loginFiles.has(file)));
    const screen = srcOf(key);
    screens.push({ screen, added, addedGzipBytes: total(added) });
    const [largest] = added;
    if (largest && (!largestAdded || largest.gzipBytes > largestAdded.gzipBytes)) {
      largestAdded = { ...largest, screen };
    }
  }
  screens.sort((a, b) => b.addedGzipBytes - a.addedGzipBytes);
  return { login, loginGzipBytes: total(login), screens, largestAdded };
}
