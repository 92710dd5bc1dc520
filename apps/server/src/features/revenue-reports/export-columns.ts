import { figureHeader, type RevenueTrendRow } from '@hub/contract';
import type { ExportColumn } from '../../exports/columns.ts';

/** The Revenue Trend's export: a line per business day, as the grid's cells (spec 001 §2). */
export const REVENUE_TREND_COLUMNS: readonly ExportColumn<RevenueTrendRow>[] = [
  { key: 'month_name', header: 'Month', kind: 'text' },
  { key: 'business_day_of_month', header: 'Business Day', kind: 'integer' },
  { key: 'stat_date', header: 'Date', kind: 'date' },
  { key: 'today_open', header: 'Opens', kind: 'integer' },
  { key: 'mtd_open', header: 'MTD Opens', kind: 'integer' },
  { key: 'today_closed', header: 'Closed', kind: 'integer' },
  { key: 'mtd_closed', header: 'MTD Closed', kind: 'integer' },
  { key: 'today_revenue', header: figureHeader('company_revenue'), kind: 'money' },
  { key: 'mtd_revenue', header: figureHeader('company_revenue', 'MTD'), kind: 'money' },
  { key: 'today_partner_revenue', header: figureHeader('partner_total_revenue'), kind: 'money' },
  { key: 'mtd_partner_revenue', header: figureHeader('partner_total_revenue', 'MTD'), kind: 'money' },
];
