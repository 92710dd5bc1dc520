import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCenters, outbox } from '../src/db/schema/index.ts';
import { uploadImportJob } from '../src/features/uploads/upload-import-job.ts';
import { startTcpProxy, type TcpProxy, terminateBackends } from './fixtures/database-outage.ts';
import { type ServerProcess, startServerProcess } from './fixtures/server-process.ts';
import { buildTestApp, createUser, signedInUser, TEST_JWT_SECRET, type TestApp } from './helper.ts';

type Answer = { status: number | 'no answer'; detail?: unknown; started: number; ended: number };
type Write = Answer & { name: string };

/** Long enough for a readiness asked at its start to fail by the pool's 3 s connect timeout well before its end. */
const OUTAGE_MS = 7000;
/** How long a request may take at worst: the pool's connect timeout (3 s) and some slack for a busy machine. */
const SLOWEST_ANSWER_MS = 5000;

// Only on PostgreSQL: the embedded PGlite database runs inside the server process and cannot go away.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the server when PostgreSQL goes away', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await createUser(t.db, { roles: ['Super User'], state: null });
    const databaseUrl = new URL(t.databaseUrl ?? '');
    proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    databaseUrl.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: t.config.dataDir,
      RUN_JOBS: 'true',
      JOBS_POLL_MS: '100',
    });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await t?.close();
  });

  async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
    const started = Date.now();
    try {
      const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
      const body = (await response.json().catch(() => ({}))) as { detail?: unknown };
      return { status: response.status, detail: body.detail, started, ended: Date.now() };
    } catch {
      return { status: 'no answer', started, ended: Date.now() };
    }
  }

  it('answers 503 meanwhile, answers again within 5 s of its return, and loses no saved write', async () => {
    let stopping = false;
    const writes: Write[] = [];
    const readiness: Answer[] = [];
    const writer = async (id: number) => {
      for (let n = 0; !stopping; n++) {
        const name = `Outage ${id}-${n}`;
        const answer = await ask('/api/cost-centers', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ company_name: name, state: 'AZ', output_order: 1, description: 'outage' }),
        });
        writes.push({ ...answer, name });
        await sleep(20);
      }
    };
    const prober = async () => {
      while (!stopping) {
        readiness.push(await ask('/readyz'));
        await sleep(200);
      }
    };
    const load = Promise.all([writer(1), writer(2), writer(3), prober()]);

    await sleep(1000);
    // Sessions killed again and again, many of them idle in the pool: that ended the process before.
    const killsUntil = Date.now() + 1500;
    while (Date.now() < killsUntil) {
      await terminateBackends(t.db);
      await sleep(100);
    }
    await sleep(500);

    // The outage: every session ends, and new connections get no answer.
    await terminateBackends(t.db);
    proxy.cut();
    // Taken once the cut is made: before it, the server may reconnect through the proxy (terminating
    // the backends took over 100 ms on a loaded machine, and a readiness asked then answered 200).
    const cutAt = Date.now();
    // One readiness asked just after the cut, besides the prober's (whose 3 s waits may all straddle the
    // start or the end of the outage): it must fail by the connect timeout while the database is away.
    const askedDuringOutage = sleep(150).then(() => ask('/readyz'));
    // A job queued meanwhile is taken once the database is back.
    const [job] = await t.db
      .insert(outbox)
      .values({ kind: uploadImportJob.kind, payload: { upload_id: 'none' } })
      .returning({ id: outbox.id });
    await sleep(OUTAGE_MS);
    const backAt = Date.now();
    proxy.restore();
    await sleep(5000);
    stopping = true;
    await load;

    // The process lives on, and logged the lost connections without the connection's secrets.
    expect(server.alive(), server.output()).toBe(true);
    expect(server.output()).toContain('database connection lost');
    expect(server.output()).toContain('job worker: the database is unavailable; it keeps polling');
    expect(server.output()).toContain('job worker: the database is back');
    for (const secret of ['secretKey', 'processID', 'connectionParameters']) {
      expect(server.output()).not.toContain(secret);
    }

    // Every answer came quickly, and was either a success or a 503 with a detail: never a 500.
    const answers = [...writes, ...readiness];
    expect(answers.filter((a) => a.status === 'no answer' || (a.status >= 500 && a.status !== 503))).toEqual(
      [],
    );
    expect(Math.max(...answers.map((a) => a.ended - a.started))).toBeLessThan(SLOWEST_ANSWER_MS);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.detail).toEqual(expect.any(String));
    const refused = writes.filter((w) => w.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.detail).toBe('The database is unavailable. Please try again in a moment.');

    // Not ready during the outage; ready, and saving again, within 5 s of the database's return. A
    // readiness asked during the outage but answered after the return may rightly be 200: it waited for a
    // connection (up to the pool's 3 s connect timeout) and got the first one made once the database was
    // back. So "during" is what was both asked and answered while it was away.
    const during = [
      await askedDuringOutage,
      ...readiness.filter((r) => r.started > cutAt + 100 && r.ended < backAt),
    ];
    expect(during[0]?.ended ?? Number.POSITIVE_INFINITY).toBeLessThan(backAt);
    expect(
      during.filter((r) => r.status !== 503).map((r) => ({ ...r, afterCut: r.started - cutAt })),
    ).toEqual([]);
    const firstReady = readiness.find((r) => r.started >= backAt && r.status === 200);
    const firstSaved = writes.find((w) => w.started >= backAt && w.status === 201);
    expect((firstReady?.ended ?? Number.POSITIVE_INFINITY) - backAt).toBeLessThan(5000);
    expect((firstSaved?.ended ?? Number.POSITIVE_INFINITY) - backAt).toBeLessThan(5000);

    // Every write that was answered 201 is stored.
    const saved = writes.filter((w) => w.status === 201).map((w) => w.name);
    expect(saved.length).toBeGreaterThan(10);
    const stored = await t.db
      .select({ name: costCenters.company_name })
      .from(costCenters)
      .where(inArray(costCenters.company_name, saved));
    expect(stored.map((r) => r.name).sort()).toEqual([...saved].sort());

    // The job worker kept polling through the outage and took the queued job after it.
    const [jobRow] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, job?.id ?? 0));
    expect(jobRow?.attempts).toBeGreaterThan(0);
  });
});

// PostgreSQL refuses new sessions of a database closed for maintenance with 55000 ('database "x" is not
// currently accepting connections'): a 503 with a detail like the other outages, never a 500.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the server when its database is not accepting connections',
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    /**
     * ALTER DATABASE … ALLOW_CONNECTIONS, from a session on the server's own database `test`; closing it
     * also ends the database's sessions, so that the pool has to open new ones.
     */
    async function allowConnections(allow: boolean): Promise<void> {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const name = new URL(t.databaseUrl ?? '').pathname.slice(1);
        await admin.query(`alter database "${name}" with allow_connections ${allow}`);
        if (!allow) {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
            name,
          ]);
        }
      } finally {
        await admin.end();
      }
    }

    it('answers 503 with a detail (55000), then answers again once it does', async () => {
      const { headers } = await signedInUser(t, { roles: ['Super User'], state: null });
      await allowConnections(false);
      try {
        // The pool's sessions ended; the next one it opens is refused.
        await sleep(100);
        const refused = await t.app.inject({ method: 'GET', url: '/api/cost-centers', headers });
        expect(refused.statusCode, refused.body).toBe(503);
        expect(refused.json()).toEqual({
          detail: 'The database is unavailable. Please try again in a moment.',
        });
      } finally {
        await allowConnections(true);
      }
      const answered = await t.app.inject({ method: 'GET', url: '/api/cost-centers', headers });
      expect(answered.statusCode, answered.body).toBe(200);
    });
  },
);
