import { ZGetNewClientsQuery, ZGetNewClientsResponse, ZNewClientsFilter } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getNewClients } from './service.ts';

/** New Clients (spec 001 §2 Order reports, §7 GET /clients/reports/new-clients). */
export const newClientsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['new-clients'] });

  report({
    path: '/clients/reports/new-clients',
    summary: 'Clients whose first file ever opened in the range',
    description:
      'start_date and end_date (YYYY-MM-DD, in order) are required. Files counted are those the caller may see (DOMAIN.md §9); marketing_rep_uuid narrows them to that rep (a Sales, Sales-Assistant or Escrow Officer user may name only their own employee: 403 otherwise).',
    query: ZGetNewClientsQuery,
    response: ZGetNewClientsResponse,
    answer: ({ user, query }) => getNewClients(app.db, user, query),
    export: {
      query: ZNewClientsFilter,
      title: 'New Clients',
      filterLabels: { start_date: 'Start Date', end_date: 'End Date', marketing_rep_uuid: 'Marketing Rep' },
      rows: ({ user, query }) => getNewClients(app.db, user, query),
      columns: [
        { key: 'company_name', header: 'Company', kind: 'text' },
        { key: 'individual_name', header: 'Individual', kind: 'text' },
        { key: 'first_open_date', header: 'First File', kind: 'date' },
        { key: 'files', header: 'Files', kind: 'integer' },
      ],
    },
  });
};
