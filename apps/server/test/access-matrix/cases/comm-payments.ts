// Commission payments' cases (DOMAIN.md §4 "Payments", §9): a rep of the case's state (the caller's own
// employee when it is of that state), named with its mark, guaranteed enough for March 2042, with a
// payee on their list. The payer themself (linked, not viewed), a Super User, or a State Super User of
// that state pays; a list reads the caller's own payer or an administrator's. The summary (ADMINS) has no
// state: it lists the caller's states' payers, so no other state's mark may appear in it.
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { commPayments, employeeShareWith, employees } from '../../../src/db/schema/index.ts';
import { insertGuaranteeRow } from '../../fixtures/employee-links.ts';
import { type CallerFacts, employee, noState, ownEmployee, type RouteCase, type World } from '../case-kit.ts';

const PERIOD = { period_begin: '2042-03-01', period_end: '2042-03-31' };

/** Who pays from a payer of `state`: a Super User, a State Super User of it, or the payer themself (not a viewer). */
const mayPay = {
  kind: 'self',
  allowed: (caller: CallerFacts, state: State) =>
    caller.roles.includes('Super User') ||
    (caller.roles.includes('State Super User') && caller.state === state) ||
    (caller.ownEmployeeUuid !== null && caller.state === state && !caller.roles.includes('Sales-Assistant')),
} as const;

async function payerAndPayee(world: World, state: State, caller: CallerFacts) {
  const own = caller.ownEmployeeUuid !== null && caller.state === state ? caller.ownEmployeeUuid : null;
  const payerUuid = own ?? (await employee(world, state)).uuid;
  const [payer] = await world.db
    .update(employees)
    .set({ emp_type: 'REP' })
    .where(eq(employees.uuid, payerUuid))
    .returning({ id: employees.employee_id, uuid: employees.uuid });
  if (!payer) throw new Error('payer not found');
  const payee = await employee(world, state);
  await world.db
    .insert(employeeShareWith)
    .values({ employee_id: payer.id, partner_employee_id: payee.employee_id })
    .onConflictDoNothing();
  await insertGuaranteeRow(world.db, payer.id, {
    period_beg_dt: PERIOD.period_begin,
    period_end_dt: PERIOD.period_end,
    guarantee_amount: '1000000.00',
  }).catch(() => undefined);
  return { payer, payee };
}

async function storedPayment(world: World, state: State, caller: CallerFacts) {
  const { payer, payee } = await payerAndPayee(world, state, caller);
  const [row] = await world.db
    .insert(commPayments)
    .values({ from_employee_id: payer.id, to_employee_id: payee.employee_id, ...PERIOD, amount: '1.00' })
    .returning({ uuid: commPayments.uuid });
  if (!row) throw new Error('payment not stored');
  return { payer, payee, uuid: row.uuid };
}

export const commPaymentsCases: Readonly<Record<string, RouteCase>> = {
  'GET /comm-pmts/': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => {
      const { payer } = await storedPayment(world, state, caller);
      return {
        url: `/api/comm-pmts/?period_begin_from=${PERIOD.period_begin}&period_end_to=${PERIOD.period_end}&from_employee_uuid=${payer.uuid}`,
      };
    },
  },
  'POST /comm-pmts/': {
    scope: mayPay,
    success: 201,
    build: async (world, state, caller) => {
      const { payer, payee } = await payerAndPayee(world, state, caller);
      return {
        url: '/api/comm-pmts/',
        payload: { from_employee_uuid: payer.uuid, to_employee_uuid: payee.uuid, ...PERIOD, amount: '1.00' },
      };
    },
  },
  'PUT /comm-pmts/:uuid': {
    scope: mayPay,
    success: 200,
    build: async (world, state, caller) => {
      const { payer, payee, uuid } = await storedPayment(world, state, caller);
      return {
        url: `/api/comm-pmts/${uuid}`,
        payload: { from_employee_uuid: payer.uuid, to_employee_uuid: payee.uuid, ...PERIOD, amount: '2.00' },
      };
    },
  },
  'GET /reports/comm-payments': {
    scope: noState,
    success: 200,
    build: async (world, state, caller) => {
      await storedPayment(world, state, caller);
      return {
        url: `/api/reports/comm-payments?period_start=${PERIOD.period_begin}&period_end=${PERIOD.period_end}`,
      };
    },
  },
};
