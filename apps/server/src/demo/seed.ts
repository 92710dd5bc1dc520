/**
 * The deterministic demo data generator: the same seed and the same `today` give the same data.
 * Small reference tables are built in memory; files are generated one by one in open-date order
 * and streamed into the database in batches, so a million of them need little memory.
 */

import { dayNumber, dayParts, isoDay, monthIndexOf, todayInLA } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rebuildRollups } from '../db/rollups.ts';
import { rowsOf } from '../db/rows.ts';
import {
  branches,
  calendarDays,
  clientGroupMembers,
  clientGroups,
  clients,
  commGuarantees,
  commPayments,
  costCenters,
  employeeJvLinks,
  employeeShareWith,
  employees,
  escFiles,
  fileAdjustments,
  fraudList,
  jvEntities,
  monthlyCharges,
  reportOptions,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/password.ts';
import { buildClientGroups, buildClients } from './clients.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { buildFraudList, buildMonthlyCharges, buildPayments, buildReportOptions } from './extras.ts';
import { type AdjustmentRow, dataStartFor, FileGenerator, type FileRow } from './files.ts';
import { BusinessCalendar, holidaysFor } from './holidays.ts';
import { BATCH_ROWS, bulkInsert, insertAll, nextId, syncSequence } from './insert.ts';
import { buildBranches, buildJvs } from './organisation.ts';
import { buildEmployees, buildGuarantees, buildJvLinks, buildShareWith, buildUsers } from './people.ts';
import { Rng } from './prng.ts';

const DEFAULT_DEMO_FILES = 40_000;
const DEFAULT_DEMO_SEED = 20_260_101;
/** Held while seeding, so instances starting together cannot both write demo data. */
const SEED_LOCK_KEY = 725_002;
const NOT_EMPTY = 'Demo data is only written into an empty database (no users and no files).';

export type SeedOptions = {
  /** Number of escrow files (default 40,000, about three years of business). */
  files?: number;
  seed?: number;
  /** 'YYYY-MM-DD'; the data ends on this day. Default: today in America/Los_Angeles. */
  today?: string;
  onProgress?: (message: string) => void;
};

/** True when the database has neither users nor files (a fresh install). */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  return isEmpty(db);
}

async function isEmpty(executor: Pick<Db, 'execute'>): Promise<boolean> {
  const result = await executor.execute(
    sql`select (exists (select 1 from ${users}) or exists (select 1 from ${escFiles})) as used`,
  );
  return !rowsOf<{ used: boolean }>(result)[0]?.used;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const fileCount = options.files ?? DEFAULT_DEMO_FILES;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (!Number.isSafeInteger(fileCount) || fileCount < 0) throw new Error(`files must be a whole number >= 0`);
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number`);
  const todayIso = options.today ?? todayInLA();
  const today = dayNumber(todayIso);
  const progress = options.onProgress ?? (() => {});
  if (!(await databaseIsEmpty(db))) throw new Error(NOT_EMPTY);

  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const dataStart = dataStartFor(today);
  const currentMonth = monthIndexOf(today);
  const firstYear = dayParts(dataStart).year;
  const lastYear = dayParts(today).year + 1;
  const calendar = new BusinessCalendar(firstYear, lastYear);
  progress(
    `Demo data: ${fileCount.toLocaleString('en-US')} files from ${isoDay(dataStart)} to ${todayIso}, seed ${seed}`,
  );

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) throw new Error(NOT_EMPTY);

    // Holidays of both states for every year of data and the next one.
    const holidayRng = Rng.stream(seed, 'holidays');
    const holidayRows: (typeof calendarDays.$inferInsert)[] = [];
    for (const state of ['AZ', 'NV'] as const) {
      for (let year = firstYear; year <= lastYear; year++) {
        for (const holiday of holidaysFor(state, year)) {
          holidayRows.push({
            uuid: holidayRng.uuid(),
            day_date: holiday.day_date,
            state,
            is_business_day: false,
            holiday_name: holiday.holiday_name,
          });
        }
      }
    }
    await insertAll(tx, calendarDays, holidayRows);

    // Organisation.
    const orgRng = Rng.stream(seed, 'organisation');
    const org = buildBranches(
      orgRng,
      {
        costCenter: await nextId(tx, costCenters, 'cost_center_id'),
        branch: await nextId(tx, branches, 'branch_id'),
      },
      currentMonth,
    );
    await insertAll(tx, costCenters, org.costCenters);
    await insertAll(tx, branches, org.branches);

    const people = buildEmployees(
      Rng.stream(seed, 'employees'),
      await nextId(tx, employees, 'employee_id'),
      org.branchModels,
      currentMonth,
      dataStart,
    );
    await insertAll(tx, employees, people.employees);

    const jvs = buildJvs(orgRng, await nextId(tx, jvEntities, 'jv_id'), currentMonth, people.titleOfficers);
    await insertAll(tx, jvEntities, jvs.rows);

    const linkRng = Rng.stream(seed, 'links');
    const reps = people.models.filter((e) => e.kind === 'REP');
    await insertAll(
      tx,
      employeeJvLinks,
      buildJvLinks(linkRng, reps, jvs.models, org.branchModels, people.salesRep),
    );
    const shares = buildShareWith(reps, people.salesRep);
    await insertAll(tx, employeeShareWith, shares);
    await insertAll(
      tx,
      commGuarantees,
      buildGuarantees(linkRng, people.models, people.salesRep, currentMonth),
    );

    const userRows = buildUsers(
      Rng.stream(seed, 'users'),
      await nextId(tx, users, 'user_id'),
      passwordHash,
      people.salesRep,
      people.escrowOfficer,
    );
    await insertAll(tx, users, userRows);
    const superUserId = userRows.find((u) => u.roles === 'Super User')?.user_id ?? null;

    // Clients and the JV client groups.
    const clientRng = Rng.stream(seed, 'clients');
    const pools = buildClients(
      clientRng,
      await nextId(tx, clients, 'client_id'),
      fileCount,
      reps,
      jvs.models,
    );
    await insertAll(tx, clients, pools.rows);
    const groups = buildClientGroups(
      clientRng,
      await nextId(tx, clientGroups, 'client_group_id'),
      jvs.models,
      pools,
    );
    await insertAll(tx, clientGroups, groups.groups);
    await insertAll(tx, clientGroupMembers, groups.members);
    await insertAll(tx, fraudList, buildFraudList());
    progress(
      `Organisation: ${org.branches.length} branches, ${people.employees.length} employees, ${jvs.rows.length} JVs, ${pools.rows.length} clients, ${holidayRows.length} holidays`,
    );

    // Files, streamed.
    const generator = new FileGenerator(
      {
        seed,
        calendar,
        today,
        dataStart,
        branches: org.branchModels,
        employees: people.models,
        jvs: jvs.models,
        clients: pools,
        firstFileId: await nextId(tx, escFiles, 'file_id'),
        adjustmentAuthorId: superUserId,
      },
      fileCount,
      new Map(jvs.rows.map((j) => [j.jv_id as number, Number(j.magnus_title_pct ?? 1)])),
    );
    const adjustmentCount = await streamFiles(tx, generator, fileCount, progress);

    // Charges, payments and report options.
    const extraRng = Rng.stream(seed, 'extras');
    const charges = buildMonthlyCharges(extraRng, people.models, people.escrowOfficer, currentMonth);
    await insertAll(tx, monthlyCharges, charges);
    await insertAll(tx, commPayments, buildPayments(shares, people.salesRep.id, superUserId, currentMonth));
    await insertAll(tx, reportOptions, buildReportOptions(generator.stats, currentMonth));

    for (const [table, key] of [
      [costCenters, 'cost_center_id'],
      [branches, 'branch_id'],
      [employees, 'employee_id'],
      [jvEntities, 'jv_id'],
      [users, 'user_id'],
      [clients, 'client_id'],
      [clientGroups, 'client_group_id'],
      [escFiles, 'file_id'],
    ] as const) {
      await syncSequence(tx, table, key);
    }
    progress(
      `Files: ${fileCount.toLocaleString('en-US')} with ${adjustmentCount} adjustments; ${charges.length} charge lines`,
    );
    await rebuildRollups(tx);
    progress('Daily rollups built');
  });

  await db.execute(sql`analyze`);
  progress(`Demo data written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Generate and insert the files batch by batch. While the database works on one batch the next
 * is generated (PostgreSQL runs in another process, so the two overlap).
 */
async function streamFiles(
  tx: Tx,
  generator: FileGenerator,
  count: number,
  progress: (message: string) => void,
): Promise<number> {
  let pending: Promise<void> | undefined;
  let adjustmentCount = 0;
  const reportEvery = Math.max(BATCH_ROWS, Math.ceil(count / 10 / BATCH_ROWS) * BATCH_ROWS);
  const write = async (fileRows: FileRow[], adjustmentRows: AdjustmentRow[]) => {
    await bulkInsert(tx, escFiles, fileRows);
    await bulkInsert(tx, fileAdjustments, adjustmentRows);
  };
  let fileRows: FileRow[] = [];
  let adjustmentRows: AdjustmentRow[] = [];
  for (let i = 0; i < count; i++) {
    const { file, adjustments } = generator.next(i);
    fileRows.push(file);
    for (const adjustment of adjustments) adjustmentRows.push(adjustment);
    if (fileRows.length === BATCH_ROWS || i === count - 1) {
      if (pending) await pending;
      adjustmentCount += adjustmentRows.length;
      pending = write(fileRows, adjustmentRows);
      // Surfaced when awaited; this only stops an early failure counting as unhandled.
      pending.catch(() => {});
      fileRows = [];
      adjustmentRows = [];
      await new Promise((resolve) => setImmediate(resolve));
      if ((i + 1) % reportEvery === 0 && i + 1 < count) {
        progress(`Files: ${(i + 1).toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`);
      }
    }
  }
  if (pending) await pending;
  return adjustmentCount;
}
