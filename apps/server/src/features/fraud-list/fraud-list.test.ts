import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFraudEntry, uniquePayee } from '../../../test/fixtures/fraud-list.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../../test/helper.ts';
import { auditLog, fraudList } from '../../db/schema/index.ts';
import { STALE_RECORD_DETAIL } from '../../http/etag.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminEmail: string;
let nvSuper: Record<string, string>;
let sales: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await signedInUser(t, { roles: ['Admin'] });
  admin = a.headers;
  adminEmail = a.user.email;
  nvSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'NV' })).headers;
  sales = (await signedInUser(t, { roles: ['Sales'] })).headers;
});
afterAll(() => t.close());

const batch = (payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/fraud-list/batch', headers, payload: payload as object });

/** A batch item that sets the notes of an entry as loaded (version 1), its name unchanged. */
const notesEdit = (entry: { fraud_list_id: number; fraud_payee_name: string }, notes: string) => ({
  fraud_list_id: entry.fraud_list_id,
  fraud_payee_name: entry.fraud_payee_name,
  notes,
  version: 1,
});

/** The whole table, to show that a refused batch wrote nothing. */
async function snapshot() {
  return t.db.select().from(fraudList).orderBy(fraudList.fraud_list_id);
}

async function stored(id: number) {
  const [row] = await t.db.select().from(fraudList).where(eq(fraudList.fraud_list_id, id));
  return row;
}

async function auditFor(ids: readonly number[]) {
  return t.db
    .select({
      action: auditLog.action,
      entity_id: auditLog.entity_id,
      before: auditLog.before,
      after: auditLog.after,
      email: auditLog.user_email,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'fraud_list'), inArray(auditLog.entity_id, ids.map(String))))
    .orderBy(auditLog.id);
}

describe('GET /api/fraud-list', () => {
  it('lists every entry sorted by name ignoring case, with versions', async () => {
    const b = await createFraudEntry(t.db, { fraud_payee_name: 'bravo Sort Test', notes: 'b' });
    const a = await createFraudEntry(t.db, { fraud_payee_name: 'Alpha Sort Test' });
    const response = await t.app.inject({ method: 'GET', url: '/api/fraud-list', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { fraud_list_id: number }[];
    const ids = body.map((e) => e.fraud_list_id);
    expect(ids.indexOf(a.fraud_list_id)).toBeLessThan(ids.indexOf(b.fraud_list_id));
    expect(body.find((e) => e.fraud_list_id === b.fraud_list_id)).toEqual({
      fraud_list_id: b.fraud_list_id,
      fraud_payee_name: 'bravo Sort Test',
      notes: 'b',
      version: 1,
    });
  });

  it('lets a State Super User read it (the list has no state) and keeps other roles out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/fraud-list', headers: nvSuper })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/fraud-list', headers: sales })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/fraud-list/batch', () => {
  it('adds, changes and removes entries in one call, answers the whole list and audits each row', async () => {
    const keep = await createFraudEntry(t.db, { notes: 'old note' });
    const gone = await createFraudEntry(t.db);
    const untouched = await createFraudEntry(t.db);
    const newOne = uniquePayee('New');
    const response = await batch([
      { fraud_payee_name: `  ${newOne}  `, notes: 'Wire fraud' },
      notesEdit(keep, 'new note'),
      { fraud_list_id: gone.fraud_list_id, delete: true, version: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      fraud_list_id: number;
      fraud_payee_name: string;
      notes: string | null;
      version: number;
    }[];
    const created = list.find((e) => e.fraud_payee_name === newOne);
    expect(created).toMatchObject({ notes: 'Wire fraud', version: 1 });
    expect(list.find((e) => e.fraud_list_id === keep.fraud_list_id)).toMatchObject({
      notes: 'new note',
      version: 2,
    });
    expect(list.some((e) => e.fraud_list_id === gone.fraud_list_id)).toBe(false);
    expect(list.find((e) => e.fraud_list_id === untouched.fraud_list_id)).toMatchObject({ version: 1 });
    const names = list.map((e) => e.fraud_payee_name.toLowerCase());
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(await stored(gone.fraud_list_id)).toBeUndefined();

    const audit = await auditFor([
      created?.fraud_list_id ?? 0,
      keep.fraud_list_id,
      gone.fraud_list_id,
      untouched.fraud_list_id,
    ]);
    expect(audit).toEqual([
      {
        action: 'delete',
        entity_id: String(gone.fraud_list_id),
        before: { fraud_payee_name: gone.fraud_payee_name, notes: null, version: 1 },
        after: null,
        email: adminEmail,
      },
      {
        action: 'create',
        entity_id: String(created?.fraud_list_id),
        before: null,
        after: { fraud_payee_name: newOne, notes: 'Wire fraud', version: 1 },
        email: adminEmail,
      },
      {
        action: 'update',
        entity_id: String(keep.fraud_list_id),
        before: { fraud_payee_name: keep.fraud_payee_name, notes: 'old note', version: 1 },
        after: { fraud_payee_name: keep.fraud_payee_name, notes: 'new note', version: 2 },
        email: adminEmail,
      },
    ]);
  });

  it('leaves an unchanged entry alone (no new version, no audit row)', async () => {
    const entry = await createFraudEntry(t.db, { notes: 'same' });
    const response = await batch([notesEdit(entry, 'same')]);
    expect(response.statusCode).toBe(200);
    expect(await stored(entry.fraud_list_id)).toMatchObject({ version: 1 });
    expect(await auditFor([entry.fraud_list_id])).toEqual([]);
  });

  it('refuses the whole batch when one row is invalid, naming the row and field', async () => {
    const entry = await createFraudEntry(t.db);
    const before = await snapshot();
    const response = await batch([
      { fraud_payee_name: uniquePayee('Valid') },
      { fraud_list_id: entry.fraud_list_id, fraud_payee_name: 'Renamed but not saved' },
      { fraud_payee_name: '   ', notes: 'empty payee' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'body.2.fraud_payee_name: Payee name is required' });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [[{ fraud_payee_name: 'X', colour: 'red' }], 'body.0.colour: unknown field'],
    [[{ delete: true }], 'body.0.fraud_list_id: is required to remove an entry'],
    [[{ fraud_payee_name: 'x'.repeat(301) }], 'body.0.fraud_payee_name: must be at most 300 characters'],
    [{ fraud_payee_name: 'not an array' }, 'body: must be a list'],
  ])('refuses %j with a 400 and writes nothing', async (payload, detail) => {
    const before = await snapshot();
    const response = await batch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the same entry twice in a batch', async () => {
    const entry = await createFraudEntry(t.db);
    const before = await snapshot();
    const response = await batch([
      { fraud_list_id: entry.fraud_list_id, fraud_payee_name: uniquePayee() },
      { fraud_list_id: entry.fraud_list_id, delete: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      `body.1.fraud_list_id: entry ${entry.fraud_list_id} is already in this batch as body.0`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a payee already on the list, ignoring case and spaces, and writes nothing', async () => {
    await createFraudEntry(t.db, { fraud_payee_name: 'Desert Gold Wire Services' });
    const before = await snapshot();
    const response = await batch([
      { fraud_payee_name: uniquePayee('Fine') },
      { fraud_payee_name: 'desert goldwire  SERVICES' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail:
        "body.1.fraud_payee_name: 'desert goldwire  SERVICES' is already on the fraud list as 'Desert Gold Wire Services'.",
      // The row's field is named, so the editor shows the message in that row.
      errors: [
        {
          path: '1.fraud_payee_name',
          message: "'desert goldwire  SERVICES' is already on the fraud list as 'Desert Gold Wire Services'.",
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses two rows of the batch naming the same payee', async () => {
    const name = uniquePayee('Twin');
    const before = await snapshot();
    const response = await batch([{ fraud_payee_name: name }, { fraud_payee_name: name.toUpperCase() }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/^body\.1\.fraud_payee_name: .* is the same payee as row 1 \(/);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the notes of an entry stored twice before be edited, but no third copy be added', async () => {
    const name = uniquePayee('Legacy');
    const first = await createFraudEntry(t.db, { fraud_payee_name: name });
    await createFraudEntry(t.db, { fraud_payee_name: name.toLowerCase() });
    const edit = await batch([
      { fraud_list_id: first.fraud_list_id, fraud_payee_name: ` ${name} `, notes: 'checked', version: 1 },
    ]);
    expect(edit.statusCode).toBe(200);
    expect(await stored(first.fraud_list_id)).toMatchObject({ notes: 'checked', version: 2 });
    const third = await batch([
      { fraud_payee_name: name.toUpperCase() },
      { fraud_list_id: first.fraud_list_id, fraud_payee_name: name, notes: 'again', version: 2 },
    ]);
    expect(third.statusCode).toBe(409);
    expect(await stored(first.fraud_list_id)).toMatchObject({ notes: 'checked', version: 2 });
  });

  it('allows a name that is freed in the same batch (rename and re-add)', async () => {
    const entry = await createFraudEntry(t.db);
    const response = await batch([
      { fraud_list_id: entry.fraud_list_id, fraud_payee_name: uniquePayee('Renamed') },
      { fraud_payee_name: entry.fraud_payee_name },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('answers 412 when an entry changed since it was loaded, and writes nothing', async () => {
    const entry = await createFraudEntry(t.db);
    const first = await batch([notesEdit(entry, 'first')]);
    expect(first.statusCode).toBe(200);
    const before = await snapshot();
    const stale = await batch([
      { fraud_payee_name: uniquePayee('Would be new') },
      notesEdit(entry, 'second'),
    ]);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect(await snapshot()).toEqual(before);
    // A removal of a changed entry is stale too: nothing is lost silently.
    const staleDelete = await batch([{ fraud_list_id: entry.fraud_list_id, delete: true, version: 1 }]);
    expect(staleDelete.statusCode).toBe(412);
    expect(await stored(entry.fraud_list_id)).toMatchObject({ notes: 'first', version: 2 });
  });

  it('answers 404 for a change to an entry that no longer exists; removing one already gone is fine', async () => {
    const entry = await createFraudEntry(t.db);
    await batch([{ fraud_list_id: entry.fraud_list_id, delete: true }]);
    const before = await snapshot();
    const change = await batch([{ fraud_list_id: entry.fraud_list_id, fraud_payee_name: 'Back again' }]);
    expect(change.statusCode).toBe(404);
    expect(change.json().detail).toBe(
      `body.0.fraud_list_id: fraud list entry ${entry.fraud_list_id} does not exist (someone may have removed it). Reload the list.`,
    );
    expect(await snapshot()).toEqual(before);
    const remove = await batch([{ fraud_list_id: entry.fraud_list_id, delete: true }]);
    expect(remove.statusCode).toBe(200);
  });

  it('lets a State Super User save, and keeps other roles out', async () => {
    const before = await snapshot();
    expect((await batch([{ fraud_payee_name: uniquePayee('Sales') }], sales)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await batch([{ fraud_payee_name: uniquePayee('NV') }], nvSuper)).statusCode).toBe(200);
  });

  it('accepts an empty batch and answers the list unchanged', async () => {
    const response = await batch([]);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select({ n: count() }).from(fraudList);
    expect(response.json()).toHaveLength(row?.n ?? -1);
  });
});
