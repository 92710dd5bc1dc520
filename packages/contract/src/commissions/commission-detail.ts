import { fromCents, subtractCents, sumCents, toCents } from '@hub/domain';
import { z } from 'zod';
import { ZIsoDate, ZMoney } from '../common/primitives.ts';
import { columnHeader, defineReport, type ReportDeclaration } from '../common/report-kit.ts';
import type { FileAdjustment, FileAdjustmentAmount } from '../file-override/file-adjustment.ts';
import type { CommRevComponent, OrderFile } from '../orders/order-file.ts';
import { COMMISSION_REPORT } from './commission-report.ts';
import type { CommissionRow } from './commission-summary.ts';

/**
 * Spec 001 §2: the Rep Commission Report (/reports/rep-comm-report) and the Escrow Officer Commission
 * Report (/reports/eo-comm-report), one employee's commission detail for a period: the figures of
 * their Commission Summary row, the files credited to them in their role closed in the period (GET
 * /files: `marketing_rep_id`, or `escrow_officer_id` with `roll_up_linked=1`, the officer's report
 * rolling up the linked employees), and the adjustments posted in the period, by category.
 */
export type CommissionDetailRole = CommRevComponent['role'];

export const COMMISSION_DETAIL_TITLES: Record<CommissionDetailRole, string> = {
  REP: 'Rep Commission Report',
  EO: 'Escrow Officer Commission Report',
};

/**
 * One credited file of the report: its own revenue components in the employee's role (the
 * `comm_rev_components` of source `file`, never its adjustments, which count on their posting date):
 * escrow and title credited, the underwriter's share (escrow + title − commissionable) and the
 * commissionable revenue.
 */
export const ZCommissionDetailFile = z.object({
  file_id: z.number().int(),
  file_uuid: z.uuid(),
  order_number: z.string(),
  calc_close_date: ZIsoDate.nullable(),
  esc_rev: ZMoney,
  title_rev: ZMoney,
  underwriter_amt: ZMoney,
  commable_rev: ZMoney,
});
export type CommissionDetailFile = z.infer<typeof ZCommissionDetailFile>;

/** A file of GET /files as the report's row for the role (`REP` the rep_ figures, `EO` the eo_ ones), in cents. */
export function commissionDetailFile(file: OrderFile, role: CommissionDetailRole): CommissionDetailFile {
  const own = file.comm_rev_components.filter((line) => line.role === role && line.source === 'file');
  const escrow = sumCents(
    own.filter((line) => line.category === 'escrow').map((line) => toCents(line.amount)),
  );
  const title = sumCents(own.filter((line) => line.category === 'title').map((line) => toCents(line.amount)));
  const commable = sumCents(own.map((line) => toCents(line.final_amount)));
  return {
    file_id: file.file_id,
    file_uuid: file.file_uuid,
    order_number: file.order_number,
    calc_close_date: file.calc_close_date,
    esc_rev: fromCents(escrow),
    title_rev: fromCents(title),
    underwriter_amt: fromCents(subtractCents(sumCents([escrow, title]), commable)),
    commable_rev: fromCents(commable),
  };
}

function filesTable(title: string) {
  return defineReport({
    title,
    row: ZCommissionDetailFile,
    columns: [
      { key: 'order_number', header: 'Order #', kind: 'link', total: 'none' },
      { key: 'calc_close_date', header: 'Close Date', kind: 'date', total: 'none' },
      { key: 'esc_rev', header: 'Escrow', kind: 'money', total: 'sum' },
      { key: 'title_rev', header: 'Title', kind: 'money', total: 'sum' },
      { key: 'underwriter_amt', header: 'Underwriter', kind: 'money', total: 'sum' },
      { key: 'commable_rev', header: 'Comm. Revenue', kind: 'money', total: 'sum' },
    ],
  });
}

/** Each report's file table, declared once: the screen's TOTAL row sums the money columns in cents. */
export const COMMISSION_DETAIL_FILES = {
  REP: filesTable(COMMISSION_DETAIL_TITLES.REP),
  EO: filesTable(COMMISSION_DETAIL_TITLES.EO),
} satisfies Record<CommissionDetailRole, ReportDeclaration<CommissionDetailFile>>;

/** The summary row's figures the reports show, in order, under the Commission Summary's own headers. */
export const COMMISSION_DETAIL_FIGURES = [
  'comable_rev',
  'esc_rev_tot',
  'title_rev_tot',
  'underwriter_amt',
  'base_amt',
  'rev_subtotal',
  'comm_amt',
  'comm_paid_out',
  'comm_end_balance',
] as const satisfies readonly (keyof CommissionRow)[];
export type CommissionDetailFigure = (typeof COMMISSION_DETAIL_FIGURES)[number];

/** A figure's header: the Commission Summary's column header (Comm. Revenue, Escrow, … End Balance). */
export const commissionDetailFigureHeader = (figure: CommissionDetailFigure): string =>
  columnHeader(COMMISSION_REPORT, figure);

/**
 * The adjustments' categories of the reports' detail dialogs (spec 001 §2), each with the amount
 * fields it adds up: escrow is magnus_escrow and bundled_escrow.
 */
export const COMMISSION_ADJUSTMENT_CATEGORIES = [
  { key: 'escrow', fields: ['magnus_escrow', 'bundled_escrow'] },
  { key: 'mag_title', fields: ['magnus_title'] },
  { key: 'partner_title', fields: ['partner_title'] },
  { key: 'endorsements', fields: ['endorsements'] },
] as const satisfies readonly { key: string; fields: readonly FileAdjustmentAmount[] }[];
export type CommissionAdjustmentCategory = (typeof COMMISSION_ADJUSTMENT_CATEGORIES)[number];

/** An adjustment's amount in a category (its fields summed in cents); null when it enters none of them. */
export function adjustmentCategoryAmount(
  adjustment: FileAdjustment,
  category: CommissionAdjustmentCategory,
): string | null {
  const amounts = category.fields.map((field) => adjustment[field]).filter((amount) => amount !== null);
  return amounts.length === 0 ? null : fromCents(sumCents(amounts.map(toCents)));
}

/** Spec 001 §8's empty state of the reports' adjustments. */
export const NO_ADJUSTMENTS_IN_RANGE = 'No adjustments in the selected range.';
