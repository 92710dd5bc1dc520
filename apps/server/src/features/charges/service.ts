import type {
  GetMonthlyChargesQuery,
  GetMonthlyChargesResponse,
  SaveMonthlyChargeLine,
  SaveMonthlyChargesResponse,
} from '@hub/contract';
import { fromCents, toCents } from '@hub/domain';
import { auditTrail } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertStateAccess, stateScope, superStateScope } from '../../plugins/authorization/policies.ts';
import { badRequest, notFound } from '../../plugins/errors/http-error.ts';
import {
  activeOfficers,
  type ChargeEmployeeRow,
  type ChargeLineRow,
  type ChargeValues,
  chargeLines,
  employeeByUuid,
  employeesByIds,
  finalizedPeriodContaining,
  insertLine,
  linesByUuids,
  updateLine,
} from './repository.ts';

const ENTITY = 'monthly_charges';
export const CHARGE_EMPLOYEE_NOT_FOUND = 'Employee not found.';

/** Why a save for a finalised period is refused (DOMAIN.md §4: a charge of a finalised period is refused). */
export const finalizedDetail = (date: string, period: { period_start: string; period_end: string }) =>
  `The charges of ${date} cannot be changed: the commission period ${period.period_start} to ` +
  `${period.period_end} is finalised (unfinalise it first).`;

const publicEmployee = ({ is_active: _, ...employee }: ChargeEmployeeRow) => employee;

/**
 * GET /charges/monthly: with `employee_uuid` that employee (within the administrator's states) and
 * its lines of the date; else every active escrow officer of the caller's states and their lines.
 */
export async function getMonthlyCharges(
  db: Db,
  actor: CurrentUser,
  query: GetMonthlyChargesQuery,
): Promise<GetMonthlyChargesResponse> {
  const scope = stateScope(actor);
  let people: ChargeEmployeeRow[];
  if (query.employee_uuid) {
    const employee = await employeeByUuid(db, query.employee_uuid);
    if (!employee) throw notFound(CHARGE_EMPLOYEE_NOT_FOUND);
    assertStateAccess(actor, employee.state, scope);
    people = [employee];
  } else {
    people = await activeOfficers(db, scope);
  }
  const lines = await chargeLines(
    db,
    query.month_end_date,
    people.map((p) => p.employee_id),
  );
  return { month_end_date: query.month_end_date, employees: people.map(publicEmployee), lines };
}

/** The amounts as stored: two decimals ('5' is '5.00'), so that a line's change is read by value. */
function valuesOf(line: SaveMonthlyChargeLine): ChargeValues {
  return {
    loss_total: fromCents(toCents(line.loss_total)),
    other_against_rev: fromCents(toCents(line.other_against_rev)),
    other_against_commission: fromCents(toCents(line.other_against_commission)),
    notes: line.notes,
  };
}

const sameValues = (a: ChargeValues, b: ChargeValues) =>
  toCents(a.loss_total) === toCents(b.loss_total) &&
  toCents(a.other_against_rev) === toCents(b.other_against_rev) &&
  toCents(a.other_against_commission) === toCents(b.other_against_commission) &&
  a.notes === b.notes;

/**
 * PUT /charges/monthly: the whole list of one date in one transaction. A line whose uuid is stored is
 * updated when it changed (it must be the same employee's and date's); a new uuid is inserted. The
 * whole save is refused (400, nothing written) when any line names a missing or inactive employee,
 * when the date lies in a finalised period; 403 when an employee is outside a State Super User's state.
 */
export async function saveMonthlyCharges(
  db: Db,
  actor: CurrentUser,
  body: SaveMonthlyChargeLine[],
): Promise<SaveMonthlyChargesResponse> {
  const date = body[0]?.month_end_date ?? null;
  if (date === null) return { month_end_date: null, inserted: 0, updated: 0 };
  const scope = superStateScope(actor);
  return db.transaction(async (tx) => {
    const finalized = await finalizedPeriodContaining(tx, date);
    if (finalized) throw badRequest(finalizedDetail(date, finalized));

    const ids = [...new Set(body.map((line) => line.employee_id))].sort((a, b) => a - b);
    const people = new Map((await employeesByIds(tx, ids)).map((p) => [p.employee_id, p]));
    for (const [index, line] of body.entries()) {
      const employee = people.get(line.employee_id);
      if (!employee) throw badRequest(`body.${index}.employee_id: no employee ${line.employee_id}`);
      if (!employee.is_active) {
        throw badRequest(`body.${index}.employee_id: employee ${line.employee_id} is not active`);
      }
      assertStateAccess(actor, employee.state, scope);
    }

    const stored = new Map(
      (
        await linesByUuids(
          tx,
          body.map((line) => line.uuid),
        )
      ).map((row) => [row.uuid, row]),
    );
    let inserted = 0;
    let updated = 0;
    const audit = auditTrail(tx, actor, ENTITY);
    for (const [index, line] of body.entries()) {
      const values = valuesOf(line);
      const before: ChargeLineRow | undefined = stored.get(line.uuid.toLowerCase());
      if (!before) {
        if (line.charge_id !== undefined) {
          throw badRequest(`body.${index}.charge_id: no saved line ${line.charge_id} with uuid ${line.uuid}`);
        }
        const { charge_id } = await insertLine(tx, {
          uuid: line.uuid.toLowerCase(),
          employee_id: line.employee_id,
          month_end_date: date,
          ...values,
        });
        await audit.created(String(charge_id), {
          uuid: line.uuid.toLowerCase(),
          employee_id: line.employee_id,
          month_end_date: date,
          ...values,
        });
        inserted += 1;
        continue;
      }
      if (
        before.employee_id !== line.employee_id ||
        before.month_end_date !== date ||
        (line.charge_id !== undefined && line.charge_id !== before.charge_id)
      ) {
        throw badRequest(
          `body.${index}.uuid: the saved line ${line.uuid} is employee ${before.employee_id}'s of ` +
            `${before.month_end_date} (charge ${before.charge_id}); a line cannot move`,
        );
      }
      if (sameValues(before, values)) continue;
      await updateLine(tx, before.charge_id, values);
      const { employee_uuid: _, ...kept } = before;
      await audit.updated(String(before.charge_id), kept, { ...kept, ...values });
      updated += 1;
    }
    return { month_end_date: date, inserted, updated };
  });
}
