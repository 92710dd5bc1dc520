import { ZGetFraudMatchesQuery, ZGetFraudMatchesResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getFraudMatches } from './service.ts';

/** Fraud Match Report (spec 001 §2 Order reports, §7 GET /fraud-check; DOMAIN.md §7). */
export const fraudMatchesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };
  const report = reportRoutes(app, { tags: ['fraud-matches'], errors: [400, 401, 403] });

  report({
    path: '/fraud-check',
    summary: 'Files opened in the last 30 days whose parties match a fraud payee',
    description:
      "Parties: buyer, seller, listing and selling agents and agencies, lender, directing client. A match is exact when the payee's normalised name occurs in the party's, or similar when the normalised names have a trigram similarity of at least 0.6 (with its score); exact matches are listed first. A State Super User sees their own state.",
    query: ZGetFraudMatchesQuery,
    response: ZGetFraudMatchesResponse,
    answer: ({ user }) => getFraudMatches(deps, user),
    export: {
      title: 'Fraud Match Report',
      rows: ({ user }) => getFraudMatches(deps, user),
      columns: [
        { key: 'order_number', header: 'Order #', kind: 'text' },
        { key: 'open_date', header: 'Open Date', kind: 'date' },
        { key: 'branch_name', header: 'Branch', kind: 'text' },
        { key: 'matches', header: 'Matches', kind: 'text', value: (row) => row.matches.join('\n') },
      ],
    },
  });
};
