import { ZGetFilesMissingCloseDateQuery, ZGetFilesMissingCloseDateResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getFilesMissingCloseDate } from './service.ts';

/** Files Missing Close Date (spec 001 §2 Order reports, §7 GET /reports/files-missing-close-date). */
export const missingCloseDateRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['missing-close-date'], errors: [400, 401, 403] });

  report({
    path: '/reports/files-missing-close-date',
    summary: 'Files closed in the order system that have no close date',
    description:
      'Not cancelled, no calc_close_date, and CLOSED or with a posted settlement or title date in the imported text (docs/domain.md). title_insurance_fee = owners_policy + lenders_policy. A State Super User sees their own state.',
    query: ZGetFilesMissingCloseDateQuery,
    response: ZGetFilesMissingCloseDateResponse,
    answer: ({ user }) => getFilesMissingCloseDate(app.db, user),
    export: {
      title: 'Files Missing Close Date',
      rows: ({ user }) => getFilesMissingCloseDate(app.db, user),
      columns: [
        { key: 'order_number', header: 'Order #', kind: 'text' },
        { key: 'buyer', header: 'Buyer', kind: 'text' },
        { key: 'seller', header: 'Seller', kind: 'text' },
        { key: 'posted_settlement_date_imp', header: 'Posted Settlement', kind: 'text' },
        { key: 'posted_title_date_imp', header: 'Posted Title', kind: 'text' },
        { key: 'settlement_fee', header: 'Settlement Fee', kind: 'money' },
        { key: 'title_insurance_fee', header: 'Title Insurance Fee', kind: 'money' },
        { key: 'escrow_officer_name', header: 'Escrow Officer', kind: 'text' },
        { key: 'escrow_officer_email', header: 'Escrow Officer Email', kind: 'text' },
        { key: 'branch_name', header: 'Branch', kind: 'text' },
      ],
    },
  });
};
