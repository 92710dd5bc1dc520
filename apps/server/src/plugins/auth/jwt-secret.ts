import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The signing secret: JWT_SECRET when set, else one generated on the first start and kept in
 * `<dataDir>/jwt-secret` (readable by the owner only), so tokens survive restarts.
 */
export async function resolveJwtSecret(options: {
  secret?: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.secret) return options.secret;
  const file = join(options.dataDir, 'jwt-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(options.dataDir, { recursive: true });
  try {
    // 'wx' fails when another instance wrote the file first; that one is then used.
    await writeFile(file, randomBytes(64).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`Could not read the generated JWT secret from ${file}`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
