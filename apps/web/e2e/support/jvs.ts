// Files and calls the JV flows need: a tiny valid PNG on disk, and a JV read straight from the API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiGet } from './screens.ts';

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const tempFolders: string[] = [];

/** Writes `bytes` as `name` in a fresh temporary folder and answers its path (for setInputFiles). */
export function tempFile(name: string, bytes: Buffer | string): string {
  const folder = mkdtempSync(join(tmpdir(), 'hub-e2e-jv-'));
  tempFolders.push(folder);
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

/** Removes the folders tempFile made. */
export function removeTempFiles(): void {
  for (const folder of tempFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** GET /api/jv-entities/{id} with the page's stored token: what the server has stored. */
export async function fetchJv(page: Page, id: string | number): Promise<Record<string, unknown>> {
  return apiGet(page, `/jv-entities/${id}`);
}
