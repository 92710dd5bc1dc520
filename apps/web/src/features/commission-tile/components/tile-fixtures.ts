import {
  type CommissionRow,
  type CommPayment,
  type Employee,
  type EmployeePartner,
  ZCommissionRow,
} from '@hub/contract';
import { storedEmployee } from '@/test/employees';

export const PAYER_UUID = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
export const PERIOD = { start_date: '2026-02-01', end_date: '2026-02-28' };

const partner = (n: number, first: string): EmployeePartner => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  first_name: first,
  last_name: 'Lee',
  email: null,
});

/** The partners a payer may share with, in the order the tests name them. */
export const ANN = partner(1, 'Ann');
export const BOB = partner(2, 'Bob');
export const CAT = partner(3, 'Cat');
export const DAN = partner(4, 'Dan');
export const EVE = partner(5, 'Eve');

/** Sam Rep's February: every figure the tile shows differs, to the cent. */
export function commissionRow(overrides: Partial<CommissionRow> = {}): CommissionRow {
  return ZCommissionRow.parse({
    employee_id: 7,
    user_id: 3,
    uuid: PAYER_UUID,
    first_name: 'Sam',
    last_name: 'Rep',
    emp_type: 'REP',
    branch_name: null,
    state: 'AZ',
    frequency: 'MONTHLY',
    both_rep_and_eo: false,
    override_if_comm_greater: null,
    mtd_open: 3,
    mtd_closed: 2,
    mtd_revenue: '9000.00',
    comable_rev: '8000.05',
    comm_only_rev: '0.00',
    esc_rev_tot: '5000.00',
    title_rev_tot: '4000.00',
    underwriter_amt: '999.95',
    base_amt: '1500.00',
    base_desc: null,
    other_against_rev: '0.00',
    rev_subtotal: '8000.05',
    loss_tot: '0.00',
    other_charges: '0.00',
    comm_amt: '2800.02',
    comm_amt_bef_guarantee: '2800.02',
    comm_guarantee_amt: '0.00',
    comm_paid_out: '300.00',
    comm_end_balance: '1000.02',
    comm_beg_dt: PERIOD.start_date,
    comm_end_dt: PERIOD.end_date,
    ...overrides,
  });
}

export const commissionResponse = (rows: CommissionRow[]) => ({
  start_date: PERIOD.start_date,
  end_date: PERIOD.end_date,
  frequency: 'MONTHLY',
  rows,
});

/** The payer as GET /employees/secure/{uuid} answers; the fields the dialog does not read are empty. */
export const payer = (share_with: EmployeePartner[], opt_share_with: EmployeePartner[]): Employee =>
  storedEmployee({ uuid: PAYER_UUID, first_name: 'Sam', last_name: 'Rep', share_with, opt_share_with });

export const storedPayment = (to: EmployeePartner, amount: string, n: number): CommPayment => ({
  uuid: `10000000-0000-4000-8000-00000000000${n}`,
  from_employee_uuid: PAYER_UUID,
  to_employee_uuid: to.uuid,
  period_begin: PERIOD.start_date,
  period_end: PERIOD.end_date,
  amount,
  to_employee_first_name: to.first_name,
  to_employee_last_name: to.last_name,
});
