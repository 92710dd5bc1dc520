import { REVENUE_TREND_REPORT } from '@hub/contract';
import { exportColumnsOf } from '../../exports/report-columns.ts';

/** The Revenue Trend's export: a line per business day, as the grid's cells (its declaration's columns). */
export const REVENUE_TREND_COLUMNS = exportColumnsOf(REVENUE_TREND_REPORT);
