import type { CommissionResponse, CommissionRow, EmployeePeriodBase } from '@hub/contract';
import { LARA, LARA_UUID } from '@/test/commissions';

export const SAM_UUID = '22222222-2222-4222-8222-222222222222';
export const PF_UUID = '33333333-3333-4333-8333-333333333333';

const ROW: CommissionRow = {
  employee_id: 1,
  ...LARA,
  override_if_comm_greater: true,
  mtd_open: 3,
  mtd_closed: 2,
  mtd_revenue: '10000.10',
  comable_rev: '9000.05',
  comm_only_rev: '0.00',
  esc_rev_tot: '6000.03',
  title_rev_tot: '4000.07',
  underwriter_amt: '480.01',
  base_amt: '2500.00',
  base_desc: null,
  other_against_rev: '100.00',
  rev_subtotal: '6400.05',
  loss_tot: '50.00',
  other_charges: '25.50',
  comm_amt: '3000.00',
  comm_amt_bef_guarantee: '1234.56',
  comm_guarantee_amt: '3000.00',
  comm_paid_out: '3150.25',
  comm_end_balance: '-150.25',
  comm_beg_dt: '2026-10-01',
  comm_end_dt: '2026-10-31',
};

/** October 2026: Lara (EO, guarantee above her commission) and Sam (REP, hired on the 16th). */
export const OCTOBER: CommissionResponse = {
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  frequency: 'MONTHLY',
  rows: [
    ROW,
    {
      ...ROW,
      employee_id: 2,
      uuid: SAM_UUID,
      first_name: 'Sam',
      last_name: 'Baker',
      emp_type: 'REP',
      branch_name: null,
      override_if_comm_greater: null,
      mtd_open: 4,
      mtd_closed: 1,
      mtd_revenue: '2500.05',
      comable_rev: '2000.00',
      esc_rev_tot: '0.00',
      title_rev_tot: '2500.05',
      underwriter_amt: '300.01',
      base_amt: '1250.00',
      other_against_rev: '0.00',
      rev_subtotal: '750.00',
      loss_tot: '0.00',
      other_charges: '0.00',
      comm_amt: '500.10',
      comm_amt_bef_guarantee: '500.10',
      comm_guarantee_amt: '0.00',
      comm_paid_out: '0.00',
      comm_end_balance: '500.10',
      comm_beg_dt: '2026-10-16',
    },
  ],
};

/** October's base of Lara as PATCH /employees/{uuid}/base with the period answers it, saved. */
export const LARA_SAVED: EmployeePeriodBase = {
  employee_uuid: LARA_UUID,
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  base: '3000.50',
  base_desc: null,
  version: 5,
};
