import type { CostCenter, SaveCostCenterBody } from '@hub/contract';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertStateAccess, narrowScope } from '../../plugins/authorization/policies.ts';
import { notFound } from '../../plugins/errors/http-error.ts';
import {
  type CostCenterValues,
  findCostCenter,
  insertCostCenter,
  listCostCenters,
  streamCostCenters,
  updateCostCenter,
} from './repository.ts';

const NOT_FOUND = 'Cost center not found.';

/** The cost centers the user may see: all for Super User and Admin, a State Super User's own state (403 for another). */
export async function getCostCenters(db: Db, actor: CurrentUser, state?: string): Promise<CostCenter[]> {
  return listCostCenters(db, narrowScope(actor, state));
}

/** The rows of {@link getCostCenters}, page by page (the list's export). */
export function exportCostCenters(db: Db, actor: CurrentUser, state?: string) {
  return streamCostCenters(db, narrowScope(actor, state));
}

export async function getCostCenter(db: Db, actor: CurrentUser, id: number): Promise<CostCenter> {
  const row = await findCostCenter(db, id);
  if (!row) throw notFound(NOT_FOUND);
  assertStateAccess(actor, row.state);
  return row;
}

export async function createCostCenter(
  db: Db,
  actor: CurrentUser,
  body: SaveCostCenterBody,
): Promise<CostCenter> {
  const values = toValues(body);
  assertStateAccess(actor, values.state);
  return db.transaction(async (tx) => {
    const created = await insertCostCenter(tx, values);
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'cost_centers',
      entityId: String(created.cost_center_id),
      after: created,
    });
    return created;
  });
}

export async function saveCostCenter(
  db: Db,
  actor: CurrentUser,
  id: number,
  body: SaveCostCenterBody,
  expectedVersion: number | undefined,
): Promise<CostCenter> {
  const values = toValues(body);
  return db.transaction(async (tx) => {
    const before = await findCostCenter(tx, id, { lock: true });
    if (!before) throw notFound(NOT_FOUND);
    // Both the record and where it moves to must be within the user's states.
    assertStateAccess(actor, before.state);
    assertStateAccess(actor, values.state);
    assertFresh(expectedVersion, before.version);
    const after = await updateCostCenter(tx, id, values);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'cost_centers',
      entityId: String(id),
      before,
      after,
    });
    return after;
  });
}

function toValues(body: SaveCostCenterBody): CostCenterValues {
  // The contract has trimmed, upper-cased and nulled the fields already; this fixes the column set.
  return {
    company_name: body.company_name,
    accounting_code: body.accounting_code ?? null,
    description: body.description,
    state: body.state,
    output_order: body.output_order,
  };
}
