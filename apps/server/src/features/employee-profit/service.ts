import {
  type CommissionRow,
  commissionEmployeeName,
  type EmployeeProfitGrid,
  type EmployeeProfitQuery,
  type EmployeeProfitRow,
  type EmployeeProfitSaveResult,
  type ZEmployeeProfitSaveBody,
} from '@hub/contract';
import { firstDayOfMonth } from '@hub/domain';
import type { z } from 'zod';
import { auditTrail } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  narrowScope,
  type StateScope,
  scopeIncludes,
  superStateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, forbidden } from '../../plugins/errors/http-error.ts';
import { getCommissionSummary } from '../commissions/service.ts';
import { employeeStates, type ProfitMark, profitMarks, upsertProfitMarks } from './repository.ts';

const ENTITY = 'employee_profit';

/** Why a saved row is refused: its officer is not one of the month's grid. */
export const notInGridDetail = (index: number, employeeId: number, month: string) =>
  `body.rows.${index}.employee_id: employee ${employeeId} is not an escrow officer of the ${month} grid`;

/** Why a saved row is refused: its officer appears twice. */
export const duplicateRowDetail = (index: number, employeeId: number) =>
  `body.rows.${index}.employee_id: employee ${employeeId} appears more than once`;

/**
 * The month's escrow officers within the scope, with the Commission Summary's rows for the whole month
 * (first to last day): the commission service's own answer (computed by the engine, or a finalised
 * month's snapshot), never a second computation, so each figure equals the summary's.
 */
async function monthOfficerRows(
  db: Executor,
  user: CurrentUser,
  monthEndDate: string,
  scope: StateScope,
): Promise<CommissionRow[]> {
  const summary = await getCommissionSummary(db, user, {
    start_date: firstDayOfMonth(monthEndDate),
    end_date: monthEndDate,
  });
  return summary.rows.filter((row) => row.emp_type === 'EO' && scopeIncludes(scope, row.state));
}

/**
 * GET /employee-profit/grid (spec 001 §2 EO Profitability, §3 employee profit row): the escrow
 * officers of the month in the user's states (Super User both, State Super User their own; a state
 * asked outside them is 403), narrowed to the asked state; is_profitable and notes as saved for the
 * month, false and null when nothing was.
 */
export async function getProfitGrid(
  db: Db,
  user: CurrentUser,
  query: { month_end_date: string; state?: EmployeeProfitQuery['state'] },
): Promise<EmployeeProfitGrid> {
  const month = query.month_end_date;
  const scope = narrowScope(user, query.state, superStateScope(user));
  const officers = await monthOfficerRows(db, user, month, scope);
  const marks = new Map(
    (
      await profitMarks(
        db,
        month,
        officers.map((o) => o.employee_id),
      )
    ).map((m) => [m.employee_id, m]),
  );
  const rows = officers.map((officer): EmployeeProfitRow => {
    const mark = marks.get(officer.employee_id);
    return {
      employee_id: officer.employee_id,
      employee_name: commissionEmployeeName(officer),
      state: officer.state,
      mtd_revenue: officer.mtd_revenue,
      comm_amt: officer.comm_amt,
      comm_end_balance: officer.comm_end_balance,
      is_profitable: mark?.is_profitable ?? false,
      notes: mark?.notes ?? null,
    };
  });
  return { month_end_date: month, rows };
}

const sameMark = (a: ProfitMark | undefined, b: ProfitMark) =>
  a !== undefined && a.is_profitable === b.is_profitable && a.notes === b.notes;

/**
 * PUT /employee-profit/grid: every row's is_profitable and notes for the month, upserted on
 * (employee_id, month_end_date) in one transaction, each change audited. Refused whole (nothing
 * saved): an officer twice or not of the month's grid (400 naming the row), an officer of a state
 * outside the user's (403).
 */
export async function saveProfitGrid(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof ZEmployeeProfitSaveBody>,
): Promise<EmployeeProfitSaveResult> {
  const month = body.month_end_date;
  const seen = new Set<number>();
  body.rows.forEach((row, index) => {
    if (seen.has(row.employee_id)) throw badRequest(duplicateRowDetail(index, row.employee_id));
    seen.add(row.employee_id);
  });
  const scope = superStateScope(user);
  const grid = new Set((await monthOfficerRows(db, user, month, scope)).map((o) => o.employee_id));
  const outside = body.rows.filter((row) => !grid.has(row.employee_id)).map((row) => row.employee_id);
  if (outside.length > 0) {
    const states = await employeeStates(db, outside);
    // An officer of another state is the user's reach (403); an unknown one, or not of the grid, a bad row.
    if (outside.some((id) => states.has(id) && !scopeIncludes(scope, states.get(id)))) throw forbidden();
    const index = body.rows.findIndex((row) => !grid.has(row.employee_id));
    throw badRequest(notInGridDetail(index, body.rows[index]?.employee_id ?? 0, month));
  }
  const marks: ProfitMark[] = body.rows.map((row) => ({
    employee_id: row.employee_id,
    is_profitable: row.is_profitable,
    notes: row.notes,
  }));
  await db.transaction(async (tx) => {
    const before = new Map(
      (
        await profitMarks(
          tx,
          month,
          [...seen].sort((a, b) => a - b),
          { lock: true },
        )
      ).map((m) => [m.employee_id, m]),
    );
    await upsertProfitMarks(tx, month, marks);
    const audit = auditTrail(tx, user, ENTITY);
    for (const mark of marks) {
      const was = before.get(mark.employee_id);
      if (sameMark(was, mark)) continue;
      const key = `${mark.employee_id}/${month}`;
      const after = { ...mark, month_end_date: month };
      if (was) await audit.updated(key, { ...was, month_end_date: month }, after);
      else await audit.created(key, after);
    }
  });
  return { month_end_date: month, saved: marks.length };
}
