import {
  type OrderFile,
  type OrderPerson,
  ZGetOrderFilesQuery,
  ZGetOrderFilesResponse,
  ZGetOrderReconciliationQuery,
  ZGetOrderReconciliationResponse,
  ZOrderFilesFilter,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { ExportColumn } from '../../exports/columns.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { exportOrderFiles, orderExportTitle, orderFiles, orderFilesReconciliation } from './service.ts';

/** 'Last, First' as the lists show an employee. */
const personName = (person: OrderPerson | null) =>
  person ? [person.last_name, person.first_name].filter(Boolean).join(', ') : null;

/** A figure of the file's revenue breakdown (`calc.revenue_breakdown`) as a money column. */
const breakdownColumn = (
  key: keyof OrderFile['calc']['revenue_breakdown'],
  header: string,
): ExportColumn<OrderFile> => ({
  key,
  header,
  kind: 'money',
  value: (row) => row.calc.revenue_breakdown[key],
});

/** The export's columns: what the screens show, then the rest of the file's row. */
const ORDER_EXPORT_COLUMNS: readonly ExportColumn<OrderFile>[] = [
  { key: 'order_number', header: 'Order #', kind: 'text' },
  { key: 'state', header: 'State', kind: 'text' },
  { key: 'open_date', header: 'Open Date', kind: 'date' },
  { key: 'order_status', header: 'Status', kind: 'text' },
  { key: 'calc_close_date', header: 'Close Date', kind: 'date' },
  { key: 'close_badge', header: 'Close Badge', kind: 'text' },
  { key: 'disb_date', header: 'Disbursement Date', kind: 'date' },
  { key: 'posted_settlement_date', header: 'Posted Settlement', kind: 'date' },
  { key: 'posted_title_date', header: 'Posted Title', kind: 'date' },
  { key: 'cancel_date', header: 'Cancel Date', kind: 'date' },
  { key: 'transaction_type', header: 'Type', kind: 'text' },
  { key: 'branch', header: 'Branch', kind: 'text', value: (row) => row.settlement_agency?.name },
  { key: 'escrow_officer', header: 'EO', kind: 'text', value: (row) => personName(row.escrow_officer) },
  { key: 'marketing_rep', header: 'Rep', kind: 'text', value: (row) => personName(row.marketing_rep) },
  {
    key: 'directing_client',
    header: 'Directing Client',
    kind: 'text',
    value: (row) => row.directing_client?.name,
  },
  {
    key: 'directing_client_company',
    header: 'Client Company',
    kind: 'text',
    value: (row) => row.directing_client?.company,
  },
  {
    key: 'directing_client_email',
    header: 'Client Email',
    kind: 'text',
    value: (row) => row.directing_client?.email,
  },
  { key: 'jv', header: 'JV', kind: 'text', value: (row) => row.external_title_company?.name },
  { key: 'src_bus', header: 'Source of Business', kind: 'text' },
  { key: 'property_address', header: 'Property Address', kind: 'text', value: (row) => row.property.address },
  { key: 'property_city', header: 'City', kind: 'text', value: (row) => row.property.city },
  { key: 'property_state', header: 'Property State', kind: 'text', value: (row) => row.property.state },
  { key: 'property_zip', header: 'Zip', kind: 'text', value: (row) => row.property.zip },
  { key: 'buyer', header: 'Buyer', kind: 'text' },
  { key: 'seller', header: 'Seller', kind: 'text' },
  { key: 'lender_name', header: 'Lender', kind: 'text' },
  { key: 'listing_agent_name', header: 'Listing Agent', kind: 'text' },
  { key: 'listing_agent_email', header: 'Listing Agent Email', kind: 'text' },
  { key: 'listing_agent_phone', header: 'Listing Agent Phone', kind: 'text' },
  { key: 'selling_agent_name', header: 'Selling Agent', kind: 'text' },
  { key: 'selling_agent_email', header: 'Selling Agent Email', kind: 'text' },
  { key: 'selling_agent_phone', header: 'Selling Agent Phone', kind: 'text' },
  { key: 'sales_price', header: 'Sales Price', kind: 'money' },
  { key: 'loan_amt', header: 'Loan Amt', kind: 'money' },
  breakdownColumn('escrow_revenue', 'Escrow'),
  breakdownColumn('title_revenue', 'Title'),
  breakdownColumn('magnus_title_revenue', 'Magnus Title'),
  breakdownColumn('partner_title_revenue', 'Partner Title'),
  breakdownColumn('misc_fees', 'Misc Fees'),
  { key: 'total_revenue', header: 'Total Revenue', kind: 'money', value: (row) => row.calc.total_revenue },
  { key: 'rep_esc_rev', header: 'Rep Escrow Rev', kind: 'money' },
  { key: 'rep_title_rev', header: 'Rep Title Rev', kind: 'money' },
  { key: 'rep_commable_rev', header: 'Rep Commissionable Rev', kind: 'money' },
  { key: 'eo_esc_rev', header: 'EO Escrow Rev', kind: 'money' },
  { key: 'eo_title_rev', header: 'EO Title Rev', kind: 'money' },
  { key: 'eo_commable_rev', header: 'EO Commissionable Rev', kind: 'money' },
];

export const ordersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['orders'] });

  report({
    path: '/files',
    summary: 'Open and closed orders: a page of the files the order-report filters keep, with totals',
    description:
      'Open orders: `open_start`/`open_end` (files opened in the range, every status). Closed orders: ' +
      '`close_start`/`close_end` (calc_close_date in the range). Filters: `state`, `branch_id`, ' +
      '`escrow_officer_id` (`roll_up_linked=1` adds the employees linked to that officer), ' +
      '`marketing_rep_id`, `jv_entity_id`, `src_bus_null=1`, `client_search` (any party or the ' +
      'directing client, ignoring case and accents). Paged (`page`, `page_size` up to 200) and sorted ' +
      '(`sort`, `dir`; without `sort` by open_date, or calc_close_date on the closed list, descending). ' +
      'Only files the caller may see. Revenue figures are each file as it stands (its ledger rows: its ' +
      "own and every adjustment); `totals` are the whole filter's. Their reconciliation to the period " +
      'figures is GET /files/reconciliation.',
    query: ZGetOrderFilesQuery,
    response: ZGetOrderFilesResponse,
    answer: ({ user, query }) => orderFiles(app.db, user, query),
    export: {
      query: ZOrderFilesFilter,
      title: ({ query }) => orderExportTitle(query),
      filterLabels: {
        state: 'State',
        open_start: 'Opened From',
        open_end: 'Opened Through',
        close_start: 'Closed From',
        close_end: 'Closed Through',
        branch_id: 'Branch ID',
        escrow_officer_id: 'Escrow Officer ID',
        marketing_rep_id: 'Marketing Rep ID',
        jv_entity_id: 'JV ID',
        roll_up_linked: 'Linked Employees Rolled Up',
        src_bus_null: 'Source of Business NOT Entered',
        client_search: 'Client Search',
      },
      rows: ({ query, user }) => exportOrderFiles(app.db, user, query),
      columns: ORDER_EXPORT_COLUMNS,
    },
  });

  report({
    path: '/files/reconciliation',
    summary: "Open and closed orders: the reconciliation of the list's totals to the period figures",
    description:
      'The filters of GET /files (no page, no sort). With a close (else open) date range, ' +
      '`reconciliation` gives the lines from the totals of every file the filter keeps to the period ' +
      "figures of the same filter (a file's own revenue on its close date, an adjustment on its posting " +
      'date, as the branch summary counts them): `list` + `files_outside` + `adjustments_outside` + ' +
      '`files_inside` + `adjustments_inside` = `period`, figure by figure; null without a date range. ' +
      'Only files the caller may see. Asked once per filter, beside the list.',
    query: ZGetOrderReconciliationQuery,
    response: ZGetOrderReconciliationResponse,
    answer: ({ user, query }) => orderFilesReconciliation(app.db, user, query),
  });
};
