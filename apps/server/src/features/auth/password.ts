import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's recommended minimum: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
