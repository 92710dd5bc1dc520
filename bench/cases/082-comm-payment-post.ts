// Issue 20, speed: recording a commission payment (POST /api/comm-pmts/) with its balance check (the
// payer's comm_end_balance for the period, computed by the commission engine under a lock on the
// payer), as the demo Super User. The payer: the employee of the report month with the largest end
// balance; the payee: one of their share_with partners (one is added for the run when they have
// none). Each call pays 0.01 with its own Idempotency-Key; the payments and the partner added are
// removed afterwards (their audit rows stay). Target (the issue): PostgreSQL at
// 1,000,000 files, p95 <= 50 ms.
import type { CommissionResponse } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import { reportMonth } from '../file-reports.ts';
import type { LatencyCase } from '../types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

export default {
  kind: 'latency',
  name: 'comm payments: record one',
  description:
    'POST /api/comm-pmts/ (0.01 for the report month, a new Idempotency-Key each) as the demo Super User: ' +
    "the payer's balance checked by the commission engine in the writing transaction",
  run: async ({ db, time, getJson, note, database, files, origin, token }) => {
    const month = await reportMonth(db);
    const summary = await getJson<CommissionResponse>(
      `/api/commission?${new URLSearchParams({ start_date: month.start, end_date: month.end })}`,
    );
    const payer = [...summary.rows].sort(
      (a, b) => toCents(b.comm_end_balance) - toCents(a.comm_end_balance) || a.employee_id - b.employee_id,
    )[0];
    if (!payer || toCents(payer.comm_end_balance) < 100_00)
      throw new Error('No payer with a balance of 100.00');
    const partners = rowsOf<{ uuid: string }>(
      await db.execute(sql`select e.uuid from employee_share_with s
        join employees e on e.employee_id = s.partner_employee_id
        where s.employee_id = ${payer.employee_id} order by e.employee_id limit 1`),
    );
    let added: number | null = null;
    let payee = partners[0]?.uuid;
    if (!payee) {
      const [other] = rowsOf<{ employee_id: number; uuid: string }>(
        await db.execute(sql`select employee_id, uuid from employees
          where employee_id <> ${payer.employee_id} and is_active order by employee_id limit 1`),
      );
      if (!other) throw new Error('No employee to pay');
      await db.execute(sql`insert into employee_share_with (employee_id, partner_employee_id)
        values (${payer.employee_id}, ${other.employee_id})`);
      added = other.employee_id;
      payee = other.uuid;
    }
    const before = rowsOf<{ max: number | null }>(
      await db.execute(sql`select max(payment_id)::int as max from comm_payments`),
    )[0]?.max;
    const authorization = `Bearer ${await token()}`;
    let sequence = 0;
    const pay = async () => {
      sequence += 1;
      const response = await fetch(`${origin}/api/comm-pmts/`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          'idempotency-key': `bench-${process.pid}-${sequence}`,
        },
        body: JSON.stringify({
          from_employee_uuid: payer.uuid,
          to_employee_uuid: payee,
          period_begin: month.start,
          period_end: month.end,
          amount: '0.01',
        }),
      });
      const body = await response.text();
      if (response.status !== 201)
        throw new Error(`POST /api/comm-pmts/ answered ${response.status}: ${body}`);
    };
    try {
      await pay();
      note(`payments: ${payer.last_name}, ${payer.first_name} pays 0.01 a call; timing…`);
      const timing = await time(pay);
      const target = database === 'postgres' && files >= 1_000_000 ? { maxP95Ms: 50 } : {};
      return {
        rows: [{ name: `POST /api/comm-pmts/ (${month.month}, balance checked)`, ...timing, ...target }],
        notes: [
          `payments: ${sequence} payments of 0.01 recorded, each under the lock on the payer with the balance ` +
            'computed by the engine; removed afterwards',
        ],
      };
    } finally {
      await db.execute(sql`delete from comm_payments where payment_id > ${before ?? 0}`);
      if (added !== null)
        await db.execute(sql`delete from employee_share_with
          where employee_id = ${payer.employee_id} and partner_employee_id = ${added}`);
    }
  },
} satisfies LatencyCase;
