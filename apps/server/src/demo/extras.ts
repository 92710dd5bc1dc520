/** Monthly charges, commission payments, the fraud list and the report options. */

import { asCents, fromCents } from '@hub/domain/money';
import { firstOfMonthIndex, isoDay, lastOfMonthIndex } from '@hub/domain/time';
import type { commPayments, fraudList, monthlyCharges, reportOptions } from '../db/schema/index.ts';
import { FRAUD_PAYEES, type MonthlyStats } from './files.ts';
import type { HubState } from './holidays.ts';
import type { Employee } from './people.ts';
import type { Rng } from './prng.ts';

export function buildFraudList(): (typeof fraudList.$inferInsert)[] {
  return FRAUD_PAYEES.map((p) => ({ fraud_payee_name: p.name, notes: p.notes }));
}

const REV_NOTES = ['Escrow assistant allocation', 'Shared closer allocation', 'Branch courier costs'];
const LOSS_NOTES = ['Wire recall fee', 'Late payoff interest reimbursed', 'Recording error correction'];
const COMM_NOTES = ['Marketing materials', 'Client appreciation event', 'Continuing education'];

/** Charge lines of the escrow officers for the last three complete months. */
export function buildMonthlyCharges(
  rng: Rng,
  employees: readonly Employee[],
  escrowOfficer: Employee,
  currentMonth: number,
): (typeof monthlyCharges.$inferInsert)[] {
  const rows: (typeof monthlyCharges.$inferInsert)[] = [];
  for (let month = currentMonth - 3; month < currentMonth; month++) {
    const monthEnd = isoDay(lastOfMonthIndex(month));
    for (const eo of employees) {
      if (eo.kind !== 'EO' || eo.firstMonth > month || eo.lastMonth < month) continue;
      const demo = eo.id === escrowOfficer.id;
      const line = (
        field: 'other_against_rev' | 'loss_total' | 'other_against_commission',
        dollars: number,
        notes: string,
      ) =>
        rows.push({
          employee_id: eo.id,
          month_end_date: monthEnd,
          loss_total: field === 'loss_total' ? fromCents(asCents(dollars * 100)) : '0.00',
          other_against_rev: field === 'other_against_rev' ? fromCents(asCents(dollars * 100)) : '0.00',
          other_against_commission:
            field === 'other_against_commission' ? fromCents(asCents(dollars * 100)) : '0.00',
          notes,
        });
      if (demo || rng.chance(0.45)) line('other_against_rev', rng.int(10, 30) * 50, rng.pick(REV_NOTES));
      if (rng.chance(demo ? 0.5 : 0.12))
        line('loss_total', rng.int(100, 900) + 0.5 * rng.int(0, 1), rng.pick(LOSS_NOTES));
      if (demo || rng.chance(0.2))
        line('other_against_commission', rng.int(2, 12) * 25, rng.pick(COMM_NOTES));
    }
  }
  return rows;
}

/** A few payments from reps to the partners they share commission with. */
export function buildPayments(
  shares: readonly { employee_id: number; partner_employee_id: number; is_optional?: boolean }[],
  salesRepId: number,
  authorId: number | null,
  currentMonth: number,
): (typeof commPayments.$inferInsert)[] {
  const rows: (typeof commPayments.$inferInsert)[] = [];
  const pay = (from: number, to: number, month: number, amount: string) =>
    rows.push({
      from_employee_id: from,
      to_employee_id: to,
      period_begin: isoDay(firstOfMonthIndex(month)),
      period_end: isoDay(lastOfMonthIndex(month)),
      amount,
      created_by: authorId,
    });
  const previous = currentMonth - 1;
  for (const share of shares) {
    if (share.employee_id === salesRepId) {
      if (share.is_optional) {
        pay(share.employee_id, share.partner_employee_id, previous, '150.00');
      } else {
        pay(share.employee_id, share.partner_employee_id, previous, '350.00');
        pay(share.employee_id, share.partner_employee_id, previous, '525.00');
        pay(share.employee_id, share.partner_employee_id, previous - 1, '480.00');
      }
    } else if (share.partner_employee_id !== salesRepId) {
      pay(share.employee_id, share.partner_employee_id, previous, '275.50');
    }
  }
  return rows;
}

const RECIPIENTS: Record<HubState, string[]> = {
  AZ: ['super@hub.test', 'az-reports@magnustitle.test'],
  NV: ['nv.super@hub.test', 'nv-reports@magnustitle.test'],
};

/** Recipients, and projections 5% above the last twelve complete months' average. */
export function buildReportOptions(
  stats: MonthlyStats,
  currentMonth: number,
): (typeof reportOptions.$inferInsert)[] {
  return (['AZ', 'NV'] as const).map((state) => {
    let opens = 0;
    let revenue = 0;
    for (let month = currentMonth - 12; month < currentMonth; month++) {
      const first = isoDay(firstOfMonthIndex(month));
      const entry = stats.get(`${state}:${first.slice(0, 7)}`);
      opens += entry?.opens ?? 0;
      revenue += entry?.revenueCents ?? 0;
    }
    return {
      state,
      reports_send_to: RECIPIENTS[state],
      projected_openings: Math.round((opens / 12) * 1.05),
      // Whole thousands of dollars.
      projected_revenue: fromCents(asCents(Math.round(((revenue / 12) * 1.05) / 100_000) * 100_000)),
    };
  });
}
