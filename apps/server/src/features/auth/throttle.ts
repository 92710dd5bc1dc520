import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../plugins/errors/http-error.ts';
import { countAttempts, deleteStaleAttempts, uncountAttempt } from './repository.ts';

export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

/** Failed attempts allowed a minute (LOGIN_RATE_LIMIT and LOGIN_ADDRESS_RATE_LIMIT). */
export type SignInLimits = { perAddressAndEmail: number; perAddress: number };

export const signInLimits = (config: Config): SignInLimits => ({
  perAddressAndEmail: config.LOGIN_RATE_LIMIT,
  perAddress: config.LOGIN_ADDRESS_RATE_LIMIT,
});

/** An attempt that was let through; a right password gives it back. */
export type PasswordAttempt = { succeeded: () => Promise<void> };

/** Keys are hashed: the table holds no addresses, and no e-mails (or passwords typed as one). */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * Counts a password attempt from a client address for an e-mail, before the password is checked,
 * against two limits a minute: one address and one e-mail (one person's typos do not lock out an
 * office behind one address), and one address whatever the e-mails (password spraying). Over either
 * limit it answers 429 with Retry-After. Counting first means concurrent guesses cannot slip past the
 * limit; a right password then gives its attempt back, so only failures use up the limits.
 */
export async function countPasswordAttempt(
  db: Db,
  limits: SignInLimits,
  address: string,
  email: string,
): Promise<PasswordAttempt> {
  const pairKey = keyOf('address+email', address, email.trim().toLowerCase());
  const addressKey = keyOf('address', address);
  const counts = await countAttempts(db, [pairKey, addressKey]);
  await deleteStaleAttempts(db);
  const over = counts.filter(
    (c) => c.attempts > (c.key === pairKey ? limits.perAddressAndEmail : limits.perAddress),
  );
  if (over.length > 0) {
    throw tooManyRequests(TOO_MANY_SIGN_IN_ATTEMPTS, Math.max(...over.map((c) => c.retryAfterSeconds)));
  }
  return {
    succeeded: async () => {
      await uncountAttempt(db, pairKey);
      await uncountAttempt(db, addressKey);
    },
  };
}
