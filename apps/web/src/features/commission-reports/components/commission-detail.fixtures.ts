import type {
  CommissionResponse,
  CommissionRow,
  CommRevComponent,
  FileAdjustment,
  GetFileAdjustmentsResponse,
  GetOrderFilesResponse,
  OrderFile,
} from '@hub/contract';
import { LARA } from '@/test/commissions';
import { orderTotals, storedAdjustment, storedOrderFile, ZERO_ADJUSTMENT_TOTALS } from '@/test/orders';

export const START = '2026-10-01';
export const END = '2026-10-31';

/**
 * October 2026, Lara Ortiz (EO, employee 7, AZ). Hand-computed: her files closed in October credit
 * her, as an officer, F1001 escrow 1000.00 and title 500.10 of which 440.09 commissionable (60.01 to
 * the underwriter) and F1002 escrow 250.25: files 1690.34. The adjustments posted in October
 * credited to her: #7 on F1001, 100.00, and #8 on F0900 (closed in September), −20.05: 79.95. The
 * summary's Comm. Revenue is their sum, 1770.29.
 */
export const ROW: CommissionRow = {
  employee_id: 7,
  ...LARA,
  override_if_comm_greater: null,
  mtd_open: 4,
  mtd_closed: 2,
  mtd_revenue: '1850.35',
  comable_rev: '1770.29',
  comm_only_rev: '0.00',
  esc_rev_tot: '1350.25',
  title_rev_tot: '477.32',
  underwriter_amt: '57.28',
  base_amt: '2500.00',
  base_desc: null,
  other_against_rev: '0.00',
  rev_subtotal: '-729.71',
  loss_tot: '0.00',
  other_charges: '0.00',
  comm_amt: '0.00',
  comm_amt_bef_guarantee: '0.00',
  comm_guarantee_amt: '0.00',
  comm_paid_out: '150.25',
  comm_end_balance: '-150.25',
  comm_beg_dt: START,
  comm_end_dt: END,
};

const trace = (adjustments: { adj_id: number; order_number: string; commable_rev: string }[]) => ({
  files: [],
  adjustments: adjustments.map((a) => ({
    ...a,
    posting_date: '2026-10-15',
    esc_rev: a.commable_rev,
    title_rev: '0.00',
    underwriter_amt: '0.00',
  })),
  charges: [],
  guarantee: null,
  base_amt: ROW.base_amt,
  base_source: 'monthly' as const,
  base_desc: null,
  rep_combo_revenue: null,
  steps: [],
});

export const SUMMARY: CommissionResponse = {
  start_date: START,
  end_date: END,
  frequency: 'MONTHLY',
  rows: [ROW],
  trace: trace([
    { adj_id: 7, order_number: 'F1001', commable_rev: '100.00' },
    { adj_id: 8, order_number: 'F0900', commable_rev: '-20.05' },
  ]),
};

const line = (
  role: CommRevComponent['role'],
  category: CommRevComponent['category'],
  amount: string,
  final_amount: string,
  adj_id: number | null = null,
): CommRevComponent => ({
  role,
  category,
  source: adj_id === null ? 'file' : 'adjustment',
  adj_id,
  date: '2026-10-05',
  raw_amount: amount,
  value: '1',
  amount,
  final_amount,
});

export const orderFile = (
  file_id: number,
  order_number: string,
  calc_close_date: string,
  components: CommRevComponent[],
): OrderFile =>
  storedOrderFile({
    file_id,
    file_uuid: `00000000-0000-4000-8000-${String(file_id).padStart(12, '0')}`,
    order_number,
    open_date: '2026-09-01',
    calc_close_date,
    escrow_officer: { employee_id: 7, first_name: 'Lara', last_name: 'Ortiz' },
    marketing_rep: { employee_id: 9, first_name: 'Ned', last_name: 'Rep' },
    // The file as it stands (its adjustments whatever their date): never what the report sums.
    rep_esc_rev: '9999.99',
    rep_title_rev: '9999.99',
    rep_commable_rev: '9999.99',
    eo_esc_rev: '9999.99',
    eo_title_rev: '9999.99',
    eo_commable_rev: '9999.99',
    comm_rev_components: components,
  });

export const F1001 = orderFile(1001, 'F1001', '2026-10-05', [
  line('EO', 'escrow', '1000.00', '1000.00'),
  line('EO', 'title', '500.10', '440.09'),
  line('EO', 'escrow', '100.00', '100.00', 7),
  line('REP', 'escrow', '1000.00', '1000.00'),
  line('REP', 'title', '800.00', '704.00'),
]);
export const F1002 = orderFile(1002, 'F1002', '2026-10-20', [
  line('EO', 'escrow', '250.25', '250.25'),
  line('EO', 'title', '0.00', '0.00'),
  line('REP', 'escrow', '250.25', '250.25'),
  line('REP', 'title', '0.00', '0.00'),
]);

export const filesPage = (
  rows: OrderFile[],
  total = rows.length,
  page = 1,
  page_size = 200,
): GetOrderFilesResponse => ({
  rows,
  total,
  page,
  page_size,
  totals: orderTotals({ files: total }),
});

export const adjustment = (
  adj_id: number,
  order_num: string,
  esc_file_id: number,
  amounts: Partial<FileAdjustment>,
): FileAdjustment =>
  storedAdjustment({
    adj_id,
    esc_file_id,
    posting_date: '2026-10-15',
    order_num,
    branch_name: 'Scottsdale',
    eo_name_name: 'Lara Ortiz',
    ...amounts,
  });

/** October's adjustments in AZ: #7 and #8 are Lara's; #9 is on a file credited to someone else. */
export const ADJUSTMENTS: GetFileAdjustmentsResponse = {
  rows: [
    adjustment(7, 'F1001', 1001, { magnus_escrow: '60.00', bundled_escrow: '40.00', reason: 'Refund' }),
    adjustment(8, 'F0900', 900, { magnus_title: '-27.83', endorsements: '5.05', reason: 'Rate fix' }),
    adjustment(9, 'F2000', 2000, { magnus_escrow: '999.00' }),
  ],
  totals: ZERO_ADJUSTMENT_TOTALS,
};
