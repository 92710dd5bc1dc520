import { resolve } from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder for the embedded database, the generated secret, uploads and unsent e-mails. */
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Lifetime of a sign-in token. */
  TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(480),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Mail server for outgoing e-mails, with its credentials (smtp://user:password@host:587, or
   * smtps:// for TLS from the start); never logged. Unset: each e-mail is written as an .eml file
   * under DATA_DIR/outbox.
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(1).default('Hub <hub@localhost>'),
  /** Failed sign-ins a minute for one client address and one e-mail. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins a minute for one client address, whatever the e-mails (password spraying). */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * Demo data (with its publicly known sign-ins) written on the first start with an empty database.
   * Unset: yes, except with NODE_ENV=production, where the demo accounts would be a way in.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Run the background job worker in this process (uploads, e-mails). */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Exports (CSV/XLSX downloads) one user may have running at once; more answer 429. */
  EXPORTS_PER_USER: z.coerce.number().int().min(1).default(2),
  /** Exports running at once for everyone together; more answer 429. */
  EXPORTS_TOTAL: z.coerce.number().int().min(1).default(4),
  DEMO_FILES: z.coerce.number().int().min(0).default(40_000),
  DEMO_SEED: z.coerce.number().int().default(20_260_101),
  /** Serve the built web app from this folder (empty disables it). */
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  dataDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.JWT_SECRET) {
    throw new Error('JWT_SECRET is required in production when DATABASE_URL is set');
  }
  const seedDemo =
    config.SEED_DEMO === undefined ? config.NODE_ENV !== 'production' : config.SEED_DEMO === 'true';
  return { ...config, SEED_DEMO: seedDemo, dataDir: resolve(config.DATA_DIR) };
}
