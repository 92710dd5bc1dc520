import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';

/** The API server the dev server forwards to (`npm start` listens on 8080; HUB_API_PORT moves it). */
const apiTarget = `http://localhost:${process.env.HUB_API_PORT ?? '8080'}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/docs': { target: apiTarget, changeOrigin: false },
  '/static/uploads': { target: apiTarget, changeOrigin: false },
};

/** Sources of packages/contract and packages/domain. */
const ownPackage = /[\\/]packages[\\/](?:contract|domain)[\\/]src[\\/]/;

/** A pattern of the files of these packages in node_modules. */
const modules = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/** Mantine and the libraries it brings (positioning, scroll locking, transitions, number input). */
const mantine = modules(
  '@mantine',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'get-nonce',
  'detect-node-es',
  'tslib',
  'clsx',
  'react-transition-group',
  'react-number-format',
  'react-textarea-autosize',
);

/**
 * Libraries in chunks of their own, named, so a change to the app leaves their files (and the
 * browser's cached copies) alone. Of Mantine, the chunk holds only what the entry imports (`$initial`:
 * the provider, the styles system, the toast store); its components go in chunks of their own, shared
 * by the screens that use them, so /login loads its form's inputs and not the admin screens' components,
 * the header's menu, the modals or the toast container. zod is in no module the entry or the login
 * screen imports statically (docs/performance.md), so its chunk comes with the signed-in screens.
 */
const vendorChunks = [
  {
    name: 'react',
    priority: 4,
    test: modules('react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser'),
  },
  { name: 'query', priority: 3, test: modules('@tanstack/query-core', '@tanstack/react-query') },
  { name: 'zod', priority: 3, test: modules('zod') },
  { name: 'mantine', priority: 2, tags: ['$initial' as const], test: mantine },
];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images (PNG, JPEG) and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt)$/;

/** Every file under `dir`, relative to it; Vite's own folder (.vite, the manifest) is not served. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') files.push(...(await filesUnder(dir, path)));
    } else files.push(path);
  }
  return files;
}

/**
 * Writes `x.br` (brotli, best) and `x.gz` (gzip, best) beside each text file of the build, so the
 * server sends them as they are (`preCompressed` in apps/server/src/plugins/static.ts) instead of
 * compressing on every request. A variant that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const variants = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }).then((data) => ({ data, extension: '.br' })),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({
              data,
              extension: '.gz',
            })),
          ]);
          for (const { data, extension } of variants) {
            if (data.length < content.length) await writeFile(`${path}${extension}`, data);
          }
        }),
      );
    },
  };
}

/** The web app's folder. */
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The module app/router.tsx reads the report screens from. */
const REPORT_SCREENS = 'virtual:report-screens';

/**
 * `virtual:report-screens`: each report screen the contract declares (`reportEndpoints()`, the
 * endpoints with a `screen`, in declaration order), as `{ name, screen }`, for app/router.tsx. The
 * contract is run here, when the app is built, served or tested, and not in the browser: a
 * declaration holds its zod schemas, which the route table (in the entry, on the login path) must
 * not bring, and a declaration only enters `reportEndpoints()` when its module is run, which the
 * build's tree-shaking of the contract (`moduleSideEffects` below) would skip, leaving the list
 * empty. The dev server reads it again when a contract file changes.
 */
function reportScreens(): Plugin {
  const resolvedId = `\0${REPORT_SCREENS}`;
  return {
    name: 'hub:report-screens',
    resolveId: (id) => (id === REPORT_SCREENS ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { module, dependencies } = await runnerImport<typeof import('@hub/contract')>('@hub/contract', {
        root: webRoot,
        configFile: false,
        logLevel: 'error',
      });
      for (const file of dependencies) this.addWatchFile(file);
      const screens = module
        .reportEndpoints()
        .flatMap(({ name, screen }) => (screen ? [{ name, screen }] : []));
      return `export default ${JSON.stringify(screens)};`;
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), reportScreens(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.HUB_WEB_PORT ?? 5173), proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Logos are files, not data: URLs, so the server's CSP can keep img-src to 'self'.
    assetsInlineLimit: 0,
    // The bench reads which chunks a screen needs from the manifest (dist/.vite, never served).
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract and domain packages only declare schemas, constants and functions: a module
      // none of whose exports is used is left out (the login screen needs two schemas, not all).
      treeshake: { moduleSideEffects: (id: string) => (ownPackage.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
