import {
  JV_DEFAULT_COLOR,
  JV_DEFAULT_SORT_ORDER,
  type JvEntity,
  type JvKey,
  type SaveJvEntityValues,
  type State,
} from '@hub/contract';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { findReferenceState } from '../../db/reference-states.ts';
import { refreshRollupsForFiles } from '../../db/rollups.ts';
import { assertFresh } from '../../http/etag.ts';
import { publicImageUrl, receivePublicImage, removePublicImage } from '../../http/images.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  assertReferenceInScope,
  narrowScope,
  scopeIncludes,
  stateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import {
  findJv,
  insertJv,
  type JvListFilter,
  type JvRow,
  type JvValues,
  jvFileIds,
  listJvs,
  lockJv,
  streamJvs,
  updateJv,
} from './repository.ts';

export const JV_NOT_FOUND = 'JV entity not found.';
export const titleOfficerMissing = (id: number) => `title_officer: no employee has the id ${id}`;

const ENTITY = 'jv_entities';

/** The answer of every JV call: the stored row and where its logo is served. */
export function toJvEntity(row: JvRow): JvEntity {
  return { ...row, logo_url: publicImageUrl(row.logo) };
}

/** '0.35' -> '0.350000', the form numeric(9, 6) stores, so an unchanged value compares equal. */
function storedFraction(value: string | null): string | null {
  if (value === null) return null;
  const [whole = '0', decimals = ''] = value.split('.');
  return `${whole}.${decimals.padEnd(6, '0')}`;
}

/** A Super User or Admin works on every JV; a State Super User on the JVs of their own state only. */
function mayWorkOn(actor: CurrentUser, st: string | null): boolean {
  return scopeIncludes(stateScope(actor), st);
}

export type ListJvsQuery = { active?: boolean | undefined; state?: string | undefined };

export async function listJvEntities(db: Db, actor: CurrentUser, query: ListJvsQuery): Promise<JvEntity[]> {
  const rows = await listJvs(db, listFilter(actor, query));
  return rows.map(toJvEntity);
}

/** The JVs of {@link listJvEntities}, page by page (the list's export). */
export function exportJvEntities(db: Db, actor: CurrentUser, query: ListJvsQuery) {
  return streamJvs(db, listFilter(actor, query));
}

function listFilter(actor: CurrentUser, query: ListJvsQuery): JvListFilter {
  const states = narrowScope(actor, query.state);
  return { activeOnly: query.active === true, states: states === 'all' ? undefined : states };
}

/** The JV, or 404; 403 when it belongs to a state the user may not work on. */
async function readJv(db: Db, actor: CurrentUser, key: JvKey): Promise<JvRow> {
  const row = await findJv(db, key);
  if (!row) throw notFound(JV_NOT_FOUND);
  if (!mayWorkOn(actor, row.st)) throw forbidden();
  return row;
}

export async function getJvEntity(db: Db, actor: CurrentUser, key: JvKey): Promise<JvEntity> {
  return toJvEntity(await readJv(db, actor, key));
}

/** The title officer exists and lies within the caller's states. */
async function assertTitleOfficer(
  db: Db,
  actor: CurrentUser,
  employeeId: number | null | undefined,
): Promise<void> {
  if (employeeId == null) return;
  const state = await findReferenceState(db, 'employee', employeeId);
  if (state === undefined) throw badRequest(titleOfficerMissing(employeeId));
  assertReferenceInScope(actor, { field: 'body.title_officer', what: 'employee', state });
}

/** The fields a save sends (undefined ones left out), in stored form. */
function sentValues(body: SaveJvEntityValues): Partial<JvValues> {
  const values: Partial<JvValues> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined) (values as Record<string, unknown>)[field] = value;
  }
  if (body.magnus_title_pct !== undefined) values.magnus_title_pct = storedFraction(body.magnus_title_pct);
  return values;
}

export async function createJvEntity(
  db: Db,
  actor: CurrentUser,
  body: SaveJvEntityValues,
): Promise<JvEntity> {
  const sent = sentValues(body);
  const values: JvValues = {
    name: body.name,
    alias: null,
    jv_website: null,
    jv_license_num: null,
    phone_number: null,
    add1: null,
    add2: null,
    city: null,
    st: null,
    zip: null,
    is_active: true,
    info_subdomain: null,
    title_officer: null,
    title_email: null,
    primary_color: JV_DEFAULT_COLOR,
    secondary_color: JV_DEFAULT_COLOR,
    about_info: null,
    fax: null,
    magnus_title_pct: null,
    sort_order: JV_DEFAULT_SORT_ORDER,
    ...sent,
  };
  if (!mayWorkOn(actor, values.st)) throw forbidden(outOfScopeDetail(actor));
  await assertTitleOfficer(db, actor, values.title_officer);
  const row = await db.transaction(async (tx) => {
    const created = await insertJv(tx, values);
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'create',
      entity: ENTITY,
      entityId: created.uuid,
      after: auditable(created),
    });
    return created;
  });
  return toJvEntity(row);
}

export async function updateJvEntity(
  db: Db,
  actor: CurrentUser,
  key: JvKey,
  body: SaveJvEntityValues,
  expectedVersion: number | undefined,
): Promise<JvEntity> {
  const current = await readJv(db, actor, key);
  const sent = sentValues(body);
  if (sent.st !== undefined && !mayWorkOn(actor, sent.st)) throw forbidden(outOfScopeDetail(actor));
  if (sent.title_officer !== current.title_officer) await assertTitleOfficer(db, actor, sent.title_officer);

  const row = await db.transaction(async (tx) => {
    const locked = await lockJv(tx, current.jv_id);
    if (!locked) throw notFound(JV_NOT_FOUND);
    // Checked again under the lock: the JV may have moved state since it was read.
    if (!mayWorkOn(actor, locked.st)) throw forbidden();
    assertFresh(expectedVersion, locked.version);
    const changes = changedFields(locked, sent);
    if (Object.keys(changes).length === 0) return locked;
    // A new magnus_title_pct moves the revenue of the JV's files, and the daily rollups with it.
    const updated =
      changes.magnus_title_pct === undefined
        ? await updateJv(tx, locked.jv_id, changes)
        : await refreshRollupsForFiles(tx, await jvFileIds(tx, locked.jv_id), () =>
            updateJv(tx, locked.jv_id, changes),
          );
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'update',
      entity: ENTITY,
      entityId: locked.uuid,
      before: pick(locked, Object.keys(changes)),
      after: { ...pick(updated, Object.keys(changes)), version: updated.version },
    });
    return updated;
  });
  return toJvEntity(row);
}

export type LogoDeps = { db: Db; dataDir: string };

/**
 * Stores the image of the multipart field `file` as the JV's logo, then removes the previous logo
 * file. The new file is removed again when the change is refused.
 */
export async function uploadJvLogo(
  deps: LogoDeps,
  request: FastifyRequest,
  actor: CurrentUser,
  key: JvKey,
  expectedVersion: number | undefined,
): Promise<JvEntity> {
  const current = await readJv(deps.db, actor, key);
  // Refuse a stale upload before storing anything; checked again under the lock.
  assertFresh(expectedVersion, current.version);
  const image = await receivePublicImage(request, deps.dataDir, 'logo');
  let saved: { before: JvRow; after: JvRow };
  try {
    saved = await deps.db.transaction(async (tx) => {
      const locked = await lockJv(tx, current.jv_id);
      if (!locked) throw notFound(JV_NOT_FOUND);
      if (!mayWorkOn(actor, locked.st)) throw forbidden();
      assertFresh(expectedVersion, locked.version);
      const updated = await updateJv(tx, locked.jv_id, { logo: image.name });
      await recordAudit(tx, {
        actor: { id: actor.id, email: actor.email },
        action: 'update',
        entity: ENTITY,
        entityId: locked.uuid,
        before: { logo: locked.logo },
        after: { logo: updated.logo, version: updated.version },
      });
      return { before: locked, after: updated };
    });
  } catch (error) {
    await removePublicImage(deps.dataDir, image.name);
    throw error;
  }
  if (saved.before.logo && saved.before.logo !== saved.after.logo) {
    try {
      await removePublicImage(deps.dataDir, saved.before.logo);
    } catch (error) {
      // The new logo is saved; an old file left behind is only logged.
      request.log.warn({ err: error, file: saved.before.logo }, 'could not remove the previous JV logo');
    }
  }
  return toJvEntity(saved.after);
}

function outOfScopeDetail(actor: CurrentUser): string {
  const state: State | null = actor.state;
  return state ? `st: you may only work on JVs of ${state}.` : 'st: you may not work on JVs of this state.';
}

function changedFields(stored: JvRow, sent: Partial<JvValues>): Partial<JvValues> {
  const changes: Partial<JvValues> = {};
  for (const [field, value] of Object.entries(sent) as [keyof JvValues, unknown][]) {
    if (stored[field] !== value) (changes as Record<string, unknown>)[field] = value;
  }
  return changes;
}

function pick(row: JvRow, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, row[f as keyof JvRow]]));
}

function auditable(row: JvRow): Record<string, unknown> {
  return { ...row };
}
