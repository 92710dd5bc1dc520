import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo/demo-users.ts';
import { databaseIsEmpty, seedDemoData } from './demo/seed.ts';
import { findExistingEmails } from './features/users/repository.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL });

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, log: logger });
logger.info({ kind: database.kind }, 'database ready');

if (config.SEED_DEMO && (await databaseIsEmpty(database.db))) {
  logger.info({ files: config.DEMO_FILES, seed: config.DEMO_SEED }, 'writing demo data');
  await seedDemoData(database.db, {
    files: config.DEMO_FILES,
    seed: config.DEMO_SEED,
    onProgress: (message) => logger.info(message),
  });
}

const app = await buildApp({ config, database, logger });

closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  // Stops accepting connections and waits for the requests in flight, then releases the database.
  await app.close();
  await database.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
printWelcome(config.HOST, config.PORT, await demoSignIns());

/** The demo users present, to print with their shared password: for the demo only, never in production. */
async function demoSignIns(): Promise<readonly DemoUser[]> {
  if (config.NODE_ENV === 'production') return [];
  const existing = await findExistingEmails(
    database.db,
    DEMO_USERS.map((u) => u.email),
  );
  return DEMO_USERS.filter((u) => existing.has(u.email.toLowerCase()));
}

function printWelcome(host: string, port: number, demoUsers: readonly DemoUser[]): void {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [`\nHub is running at http://${shownHost}:${port}\n`];
  if (demoUsers.length > 0) {
    const width = Math.max(...demoUsers.map((u) => u.email.length));
    lines.push(`Demo sign-ins (password for all: ${DEMO_PASSWORD})`);
    for (const user of demoUsers) lines.push(`  ${user.email.padEnd(width)}  ${user.description}`);
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
