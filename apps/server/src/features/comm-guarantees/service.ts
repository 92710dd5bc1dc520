import {
  type CommGuarantee,
  type CreateCommGuaranteeBody,
  dateOrderMessage,
  datesInOrder,
  GUARANTEE_BEGIN_NAME,
  type UpdateCommGuaranteeBody,
} from '@hub/contract';
import { auditTrail } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors/http-error.ts';
import { employeeInScope } from '../employees/employee-scope.ts';
import {
  deleteGuarantee,
  findGuarantee,
  findSamePeriod,
  type GuaranteeValues,
  insertGuarantee,
  listGuarantees,
  updateGuarantee,
} from './repository.ts';

export const GUARANTEE_NOT_FOUND = 'Guarantee not found.';

/** Two guarantees with the same period would leave "which one applies" undecided (docs/domain.md). */
export const samePeriodDetail = (begin: string, end: string) =>
  `This employee already has a guarantee for ${begin} to ${end}.`;

const ENTITY = 'comm_guarantees';

export async function getGuarantees(db: Db, actor: CurrentUser, key: string): Promise<CommGuarantee[]> {
  const employee = await employeeInScope(db, actor, key);
  return listGuarantees(db, employee.employee_id);
}

/**
 * Periods may overlap (the narrowest covering one applies to a pay period); only an identical
 * period is refused, since then neither would be the narrowest.
 */
export async function createGuarantee(
  db: Db,
  actor: CurrentUser,
  key: string,
  body: CreateCommGuaranteeBody,
): Promise<CommGuarantee> {
  const values: GuaranteeValues = {
    period_beg_dt: body.period_beg_dt,
    period_end_dt: body.period_end_dt,
    guarantee_amount: body.guarantee_amount,
    override_if_comm_greater: body.override_if_comm_greater ?? true,
  };
  return db.transaction(async (tx) => {
    const employee = await employeeInScope(tx, actor, key, true);
    await assertPeriodFree(tx, employee.employee_id, values);
    const created = await insertGuarantee(tx, employee.employee_id, values);
    await auditTrail(tx, actor, ENTITY).created(String(created.comm_guarantee_id), {
      employee_id: employee.employee_id,
      ...created,
    });
    return created;
  });
}

export async function changeGuarantee(
  db: Db,
  actor: CurrentUser,
  key: string,
  id: number,
  body: UpdateCommGuaranteeBody,
  expectedVersion: number | undefined,
): Promise<CommGuarantee> {
  return db.transaction(async (tx) => {
    const employee = await employeeInScope(tx, actor, key, true);
    const before = await findGuarantee(tx, employee.employee_id, id, { lock: true });
    if (!before) throw notFound(GUARANTEE_NOT_FOUND);
    assertFresh(expectedVersion, before.version);
    const values: GuaranteeValues = {
      period_beg_dt: body.period_beg_dt ?? before.period_beg_dt,
      period_end_dt: body.period_end_dt ?? before.period_end_dt,
      guarantee_amount: body.guarantee_amount ?? before.guarantee_amount,
      override_if_comm_greater: body.override_if_comm_greater ?? before.override_if_comm_greater,
    };
    // Only one date may have been sent: the period it makes with the stored one must be in order.
    if (!datesInOrder(values.period_beg_dt, values.period_end_dt)) {
      throw badRequest(
        `body.period_end_dt: ${dateOrderMessage(GUARANTEE_BEGIN_NAME)} (${values.period_beg_dt})`,
      );
    }
    await assertPeriodFree(tx, employee.employee_id, values, id);
    const after = await updateGuarantee(tx, id, values);
    await auditTrail(tx, actor, ENTITY).updated(
      String(id),
      { employee_id: employee.employee_id, ...before },
      { employee_id: employee.employee_id, ...after },
    );
    return after;
  });
}

export async function removeGuarantee(
  db: Db,
  actor: CurrentUser,
  key: string,
  id: number,
  expectedVersion: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const employee = await employeeInScope(tx, actor, key, true);
    const before = await findGuarantee(tx, employee.employee_id, id, { lock: true });
    if (!before) throw notFound(GUARANTEE_NOT_FOUND);
    assertFresh(expectedVersion, before.version);
    await deleteGuarantee(tx, id);
    await auditTrail(tx, actor, ENTITY).deleted(String(id), { employee_id: employee.employee_id, ...before });
  });
}

async function assertPeriodFree(
  db: Executor,
  employeeId: number,
  period: { period_beg_dt: string; period_end_dt: string },
  exceptId?: number,
): Promise<void> {
  const same = await findSamePeriod(db, employeeId, period, exceptId);
  if (same) throw conflict(samePeriodDetail(period.period_beg_dt, period.period_end_dt));
}
