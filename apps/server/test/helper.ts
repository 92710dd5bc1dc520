import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinRoles, type RoleName, type State } from '@hub/contract';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, type Db, type LogQuery, openDatabase } from '../src/db/client.ts';
import { employees, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/features/auth/password.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_PASSWORD = 'correct-horse-battery';

export type TestApp = {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  /** The scratch PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

export type BuildTestAppOptions = {
  config?: Partial<Record<keyof Config, string>>;
  logger?: FastifyBaseLogger;
  /**
   * Another server instance on that test app's database (its own pool on PostgreSQL); its close()
   * leaves the database to the first one's.
   */
  sameDatabaseAs?: TestApp;
  /** Told every statement the app runs (db/client.ts `logQuery`); not with `sameDatabaseAs` on PGlite. */
  logQuery?: LogQuery;
};

/**
 * The real app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * uniquely named database on that PostgreSQL server, dropped again by close().
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hub-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    WEB_DIST: '',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    SEED_DEMO: 'false',
    // Tests run queued jobs themselves with app.jobs.drain().
    RUN_JOBS: 'false',
    ...options.config,
  });
  const shared = options.sameDatabaseAs;
  const scratch = shared ? sharedDatabase(shared) : await openScratchDatabase();
  const database =
    shared && !shared.databaseUrl
      ? { ...shared.database, close: async () => {} }
      : await openDatabase({
          url: scratch.url,
          dataDir: 'memory://',
          logQuery: options.logQuery,
          pgliteArchive: scratch.url ? undefined : await migratedPgliteArchive(),
        });
  const app = await buildApp({ config, database, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    databaseUrl: scratch.url,
    close: async () => {
      await app.close();
      // A test may already have closed it (readiness without a database).
      await database.close().catch(() => {});
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let migratedPglite: Promise<Blob> | undefined;

/**
 * An empty PGlite database with every migration applied, made once per test worker (initdb and the
 * migrations take about a second; opening the archive a third of that). openDatabase still runs the
 * migrator on it, which finds nothing left to apply.
 */
function migratedPgliteArchive(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      if (!database.archive) throw new Error('PGlite gives its archive');
      return await database.archive();
    } finally {
      await database.close();
    }
  })();
  return migratedPglite;
}

/** The first instance's database, opened again; the first instance drops it. */
function sharedDatabase(first: TestApp): { url: string | undefined; drop: () => Promise<void> } {
  return { url: first.databaseUrl, drop: async () => {} };
}

async function openScratchDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `hub_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const hashes = new Map<string, Promise<string>>();
/** argon2id is slow on purpose; tests reuse one hash per password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type TestUserOptions = {
  email?: string;
  password?: string;
  roles?: readonly RoleName[] | string;
  state?: State | null;
  isActive?: boolean;
  employeeId?: number | null;
  viewEmployeeId?: number | null;
  firstName?: string;
};

export type TestUser = { id: number; uuid: string; email: string; password: string };

export async function createUser(db: Db, options: TestUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@hub.test`;
  const password = options.password ?? TEST_PASSWORD;
  const roles = typeof options.roles === 'string' ? options.roles : joinRoles(options.roles ?? ['Admin']);
  const [row] = await db
    .insert(users)
    .values({
      email,
      password_hash: await cachedHash(password),
      roles,
      state: options.state === undefined ? 'AZ' : options.state,
      is_active: options.isActive ?? true,
      first_name: options.firstName ?? 'Test',
      last_name: 'User',
      employee_id: options.employeeId ?? null,
      view_employee_id: options.viewEmployeeId ?? null,
    })
    .returning({ id: users.user_id, uuid: users.uuid });
  if (!row) throw new Error('user not created');
  return { ...row, email, password };
}

export async function createEmployee(
  db: Db,
  values: Partial<typeof employees.$inferInsert> = {},
): Promise<{ employee_id: number; uuid: string }> {
  const [row] = await db
    .insert(employees)
    .values({ first_name: 'Erin', last_name: 'Employee', ...values })
    .returning({ employee_id: employees.employee_id, uuid: employees.uuid });
  if (!row) throw new Error('employee not created');
  return row;
}

export async function signIn(app: App, email: string, password: string = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user with the given roles, signed in: its token and the header that carries it. */
export async function signedInUser(t: TestApp, options: TestUserOptions = {}) {
  const user = await createUser(t.db, options);
  const token = await signIn(t.app, user.email, user.password);
  return { user, token, headers: bearer(token) };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** The people most API tests act as: an Admin, a Super User and a Sales user of AZ, a State Super User of NV. */
const STAFF = {
  admin: { roles: ['Admin'], state: 'AZ' },
  superUser: { roles: ['Super User'], state: 'AZ' },
  nvSuper: { roles: ['State Super User'], state: 'NV' },
  sales: { roles: ['Sales'], state: 'AZ' },
} as const satisfies Record<string, TestUserOptions>;
export type StaffMember = keyof typeof STAFF;
const STAFF_MEMBERS: readonly StaffMember[] = ['admin', 'superUser', 'nvSuper', 'sales'];

export type FileTestApp = TestApp & {
  /** The headers that sign a request in as this member of staff. */
  as(member: StaffMember): Record<string, string>;
  /** That member's user. */
  user(member: StaffMember): TestUser;
};

/**
 * Fixes the clock at `now` for this file's tests and the app they call in the same process (the Date
 * only: it stands still, timers run as usual), so that a test of "today" passes on any day. Restored
 * after the file: files share their worker (`isolate: false`). Call it before `testAppForFile`.
 */
export function fixClock(now: Date): void {
  beforeAll(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/**
 * The app of one test file: built, with the staff signed in, before the file's first test, and
 * closed after its last. Read it inside tests and hooks (before then it throws).
 */
export function testAppForFile(options: BuildTestAppOptions = {}): FileTestApp {
  let built: TestApp | undefined;
  const staff = new Map<StaffMember, SignedInUser>();
  beforeAll(async () => {
    built = await buildTestApp(options);
    for (const member of STAFF_MEMBERS) staff.set(member, await signedInUser(built, STAFF[member]));
  });
  afterAll(() => built?.close());
  const app = (): TestApp => {
    if (!built)
      throw new Error('The test app is built before the first test: read it inside a test or hook.');
    return built;
  };
  const signedIn = (member: StaffMember): SignedInUser => {
    const found = staff.get(member);
    if (!found) throw new Error(`${member} is signed in before the first test.`);
    return found;
  };
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    get databaseUrl() {
      return app().databaseUrl;
    },
    close: () => app().close(),
    as: (member) => signedIn(member).headers,
    user: (member) => signedIn(member).user,
  };
}
