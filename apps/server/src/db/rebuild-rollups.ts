/**
 * `npm run db:rebuild-rollups`: recompute the daily rollups (`revenue_rollups`) and the order lists'
 * day totals (`order_day_totals`) from the revenue ledger and the files, in one transaction, on the
 * database the server uses (the embedded PGlite folder, or PostgreSQL at DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { rebuildRollups } from './rollups.ts';
import { rowsOf } from './rows.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const started = Date.now();
    await rebuildRollups(database.db);
    const [row] = rowsOf<{ n: number; days: number }>(
      await database.db.execute(sql`select (select count(*) from revenue_rollups)::int as n,
        (select count(*) from order_day_totals)::int as days`),
    );
    console.log(
      `Rollups rebuilt: ${row?.n ?? 0} rows and ${row?.days ?? 0} order day totals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
