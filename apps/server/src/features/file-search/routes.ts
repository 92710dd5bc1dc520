import {
  type ClientHistoryRow,
  type FileSearchRow,
  fileCloseDate,
  personName,
  ZClientHistoryFilter,
  ZClientSearchFilter,
  ZGetClientHistoryQuery,
  ZGetClientHistoryResponse,
  ZGetClientSearchQuery,
  ZGetClientSearchResponse,
  ZGetFileSearchQuery,
  ZGetFileSearchResponse,
  ZGetQuickFindQuery,
  ZGetQuickFindResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { ExportColumn } from '../../exports/columns.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import {
  clientHistory,
  clientSearch,
  exportClientHistory,
  exportClientSearch,
  fileSearch,
  quickFind,
} from './service.ts';

const TAGS = ['files'];

/** The client search's columns (spec 001 §2), the agents' agencies beside them. */
const FILE_COLUMNS: readonly ExportColumn<FileSearchRow>[] = [
  { key: 'order_number', header: 'Order #', kind: 'text' },
  { key: 'open_date', header: 'Open Date', kind: 'date' },
  { key: 'close_date', header: 'Close Date', kind: 'date', value: fileCloseDate },
  { key: 'escrow_officer', header: 'EO', kind: 'text', value: (file) => personName(file.escrow_officer) },
  { key: 'marketing_rep', header: 'Rep', kind: 'text', value: (file) => personName(file.marketing_rep) },
  { key: 'branch', header: 'Branch', kind: 'text', value: (file) => file.settlement_agency?.name },
  {
    key: 'directing_client',
    header: 'Directing Client',
    kind: 'text',
    value: (file) => file.directing_client?.name,
  },
  { key: 'listing_agent_name', header: 'Listing Agent', kind: 'text' },
  { key: 'listing_agency', header: 'Listing Agency', kind: 'text' },
  { key: 'selling_agent_name', header: 'Selling Agent', kind: 'text' },
  { key: 'selling_agency', header: 'Selling Agency', kind: 'text' },
  { key: 'lender_name', header: 'Lender', kind: 'text' },
];

const HISTORY_COLUMNS: readonly ExportColumn<ClientHistoryRow>[] = [
  { key: 'company_name', header: 'Company', kind: 'text' },
  { key: 'first_name', header: 'First', kind: 'text' },
  { key: 'last_name', header: 'Last', kind: 'text' },
  { key: 'total_files', header: 'Total Files', kind: 'integer' },
  { key: 'last_marketing_rep', header: 'Last Marketing Rep', kind: 'text' },
  { key: 'last_jv', header: 'Last JV', kind: 'text' },
  { key: 'last_file_date', header: 'Last File Date', kind: 'date' },
];

export const fileSearchRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: TAGS });

  report({
    path: '/files/file-search',
    summary: 'Files by order number: the number asked, then those it begins (case ignored)',
    description:
      'Among the files the caller may see (DOMAIN.md §9); the exact order number first, then by ' +
      'order number, at most 50.',
    query: ZGetFileSearchQuery,
    response: ZGetFileSearchResponse,
    answer: ({ user, query }) => fileSearch(app.db, user, query.order_number),
    export: {
      title: 'File Search',
      filterLabels: { order_number: 'Order #' },
      rows: ({ query, user }) => fileSearch(app.db, user, query.order_number),
      columns: [
        ...FILE_COLUMNS,
        { key: 'jv', header: 'JV', kind: 'text', value: (file) => file.external_title_company?.name },
      ],
    },
  });

  report({
    path: '/files/client-search',
    summary: 'Files opened in a range whose parties or directing client contain a name',
    description:
      'Buyer, seller, listing and selling agents and agencies, lender and the directing client, ' +
      'ignoring case and accents. Paged (`page`, `page_size` up to 200) and sorted (`sort`: ' +
      'open_date, close_date, order_number; `dir`), newest opened first by default.',
    query: ZGetClientSearchQuery,
    response: ZGetClientSearchResponse,
    answer: ({ user, query }) => clientSearch(app.db, user, query),
    export: {
      query: ZClientSearchFilter,
      title: 'Client Search',
      filterLabels: { start: 'Opened From', end: 'Opened To', client_search: 'Client' },
      rows: ({ query, user }) => exportClientSearch(app.db, user, query),
      columns: FILE_COLUMNS,
    },
  });

  report({
    path: '/files/client-history',
    summary: 'Directing clients with their files opened in a range, latest rep, JV and file date',
    description:
      'Clients with at least `min_files` files (default 1) among those the caller may see; ' +
      '`client_search` keeps the clients whose name contains it. Paged and sorted (`sort`: ' +
      'company_name, total_files, last_file_date), most files first by default.',
    query: ZGetClientHistoryQuery,
    response: ZGetClientHistoryResponse,
    answer: ({ user, query }) => clientHistory(app.db, user, query),
    export: {
      query: ZClientHistoryFilter,
      title: 'Client History Summary',
      filterLabels: { start: 'Start', end: 'End', client_search: 'Client', min_files: 'Min Files' },
      rows: ({ query, user }) => exportClientHistory(app.db, user, query),
      columns: HISTORY_COLUMNS,
    },
  });

  report({
    path: '/files/quick-find',
    summary: "The header's quick find: files by order number and clients by name",
    description:
      'Up to 8 files whose order number begins with `q` and up to 8 clients whose name contains ' +
      'it (case and accents ignored), among what the caller may see; `q` needs 2 characters.',
    query: ZGetQuickFindQuery,
    response: ZGetQuickFindResponse,
    answer: ({ user, query }) => quickFind(app.db, user, query.q),
  });
};
