import { defineReport } from '../common/report-kit.ts';
import { type CommissionRow, ZCommissionRow } from './commission-summary.ts';

/** An employee as the commission summary names them: 'Last, First'. */
export const commissionEmployeeName = (row: Pick<CommissionRow, 'first_name' | 'last_name'>): string =>
  `${row.last_name}, ${row.first_name}`;

/**
 * The Commission Summary's columns (spec 001 §2, the row of §3), for the screen and any export: one
 * row per employee, in the answer's order (escrow officers first, then reps). The answer has no TOTAL
 * row: the screen's TOTAL sums the `sum` columns, money to the cent.
 */
export const COMMISSION_REPORT = defineReport({
  title: 'Commission Summary',
  row: ZCommissionRow,
  columns: [
    { key: 'employee', header: 'Employee', kind: 'link', value: commissionEmployeeName, total: 'none' },
    { key: 'emp_type', header: 'Type', kind: 'text', total: 'none' },
    { key: 'branch_name', header: 'Branch', kind: 'text', total: 'none' },
    { key: 'state', header: 'State', kind: 'text', total: 'none' },
    { key: 'mtd_open', header: 'Opens', kind: 'count', total: 'sum' },
    { key: 'mtd_closed', header: 'Closed', kind: 'count', total: 'sum' },
    { key: 'mtd_revenue', header: 'Revenue', kind: 'money', total: 'sum' },
    { key: 'comable_rev', header: 'Comm. Revenue', kind: 'money', total: 'sum' },
    { key: 'esc_rev_tot', header: 'Escrow', kind: 'money', total: 'sum' },
    { key: 'title_rev_tot', header: 'Title', kind: 'money', total: 'sum' },
    { key: 'underwriter_amt', header: 'Underwriter', kind: 'money', total: 'sum' },
    { key: 'base_amt', header: 'Base', kind: 'money', total: 'sum' },
    { key: 'other_against_rev', header: 'Other Against Rev', kind: 'money', total: 'sum' },
    { key: 'rev_subtotal', header: 'Subtotal', kind: 'money', total: 'sum' },
    { key: 'loss_tot', header: 'Losses', kind: 'money', total: 'sum' },
    { key: 'other_charges', header: 'Other Charges', kind: 'money', total: 'sum' },
    { key: 'comm_amt_bef_guarantee', header: 'Comm. Before Guarantee', kind: 'money', total: 'sum' },
    { key: 'comm_guarantee_amt', header: 'Guarantee', kind: 'money', total: 'sum' },
    { key: 'comm_amt', header: 'Commission', kind: 'money', total: 'sum' },
    { key: 'comm_paid_out', header: 'Paid Out', kind: 'money', total: 'sum' },
    { key: 'comm_end_balance', header: 'End Balance', kind: 'money', total: 'sum' },
  ],
});
