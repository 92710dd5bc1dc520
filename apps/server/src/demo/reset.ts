/**
 * `npm run db:reset [-- --files N --seed N]`: drop the whole database (the embedded PGlite folder,
 * or every table of the PostgreSQL database at DATABASE_URL), migrate it again and write the demo
 * data. DEMO_FILES and DEMO_SEED give the defaults.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedDemoData } from './seed.ts';

const COUNTED_TABLES = [
  'calendar_days',
  'cost_centers',
  'branches',
  'jv_entities',
  'employees',
  'employee_jv_links',
  'comm_guarantees',
  'users',
  'clients',
  'client_groups',
  'esc_files',
  'file_adjustments',
  'monthly_charges',
  'comm_payments',
  'fraud_list',
];

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got '${text}'`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: { files: { type: 'string' }, seed: { type: 'string' }, today: { type: 'string' } },
    strict: true,
  });
  const config = loadConfig();
  const files = wholeNumber('files', values.files) ?? config.DEMO_FILES;
  const seed = wholeNumber('seed', values.seed) ?? config.DEMO_SEED;

  if (config.DATABASE_URL) {
    const target = new URL(config.DATABASE_URL);
    console.log(`Resetting PostgreSQL database ${target.host}${target.pathname}`);
    const bare = await openDatabase({ url: config.DATABASE_URL, migrate: false });
    try {
      await bare.db.execute(sql`drop schema if exists drizzle cascade`);
      await bare.db.execute(sql`drop schema if exists public cascade`);
      await bare.db.execute(sql`create schema public`);
      await bare.db.execute(sql`grant usage on schema public to public`);
    } finally {
      await bare.close();
    }
  } else {
    const folder = join(config.dataDir, 'pglite');
    console.log(`Resetting the embedded database in ${folder}`);
    rmSync(folder, { recursive: true, force: true });
  }

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await seedDemoData(database.db, {
      files,
      seed,
      ...(values.today ? { today: values.today } : {}),
      onProgress: (message) => console.log(message),
    });
    console.log('\nRows:');
    for (const table of COUNTED_TABLES) {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
      );
      console.log(`  ${table.padEnd(20)} ${String(row?.n ?? 0).padStart(9)}`);
    }
  } finally {
    await database.close();
  }

  console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(22)} ${user.description}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
