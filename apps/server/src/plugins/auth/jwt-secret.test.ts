import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('resolveJwtSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hub-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set, writing nothing', async () => {
    expect(await resolveJwtSecret({ secret: 's'.repeat(40), dataDir })).toBe('s'.repeat(40));
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('generates 64 random bytes once, readable by the owner only, and reuses them', async () => {
    const first = await resolveJwtSecret({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{128}$/);
    const file = join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret({ dataDir })).toBe(first);
    expect(await readFile(file, 'utf8')).toBe(first);
  });

  it('creates the data folder when it is missing', async () => {
    const nested = join(dataDir, 'a', 'b');
    expect(await resolveJwtSecret({ dataDir: nested })).toHaveLength(128);
  });

  it('does not accept a kept secret that is too short to be one', async () => {
    await writeFile(join(dataDir, 'jwt-secret'), 'short');
    await expect(resolveJwtSecret({ dataDir })).rejects.toThrow(/Could not read/);
  });
});
