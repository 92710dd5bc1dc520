import {
  ZFinalizedPeriod,
  ZFinalizedPeriodCheck,
  ZFinalizedPeriodCheckQuery,
  ZFinalizedPeriodParams,
  ZFinalizePeriodBody,
  ZUnfinalizePeriodResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import { recordRoutes } from '../../../http/record-routes.ts';
import { checkFinalizedPeriod, finalizePeriod, unfinalizePeriod } from './service.ts';

/** Finalising and unfinalising a commission period (spec 001 §4, §7; DOMAIN.md §4 "Finalising"). */
export const finalizedPeriodsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['commission-periods'] });

  routes.list(
    '/commissions/periods/finalized/check',
    {
      summary: 'Whether a commission period is finalised',
      description:
        'period_start and period_end (YYYY-MM-DD, in order) are required; frequency, when sent, must be the period’s own (MONTHLY for exactly the first to the last day of one month, else SEMI_MONTHLY). Answers finalized, the frequency, and finalized_at and pf_uuid of the finalisation (null while open).',
      query: ZFinalizedPeriodCheckQuery,
      response: ZFinalizedPeriodCheck,
    },
    ({ query }) => checkFinalizedPeriod(app.db, query),
  );

  routes.add(
    '/commissions/periods/finalized',
    {
      summary: 'Finalise a commission period: every row and its trace stored as its snapshot',
      description:
        'freq must be the period’s derived frequency (400 otherwise); scope GLOBAL and state AZ. The period’s rows of every employee and state, with their traces, are stored in the same transaction as the finalisation; GET /commission then answers them whatever changes later. 409 when the period is already finalised (of two racing requests, one wins).',
      body: ZFinalizePeriodBody,
      response: ZFinalizedPeriod,
      errors: [409],
    },
    ({ user, body }) => finalizePeriod(app.db, user, body),
  );

  routes.remove(
    '/commissions/periods/finalized/:pf_uuid',
    {
      summary: 'Unfinalise a commission period: its snapshot is removed',
      params: ZFinalizedPeriodParams,
      response: ZUnfinalizePeriodResponse,
    },
    ({ user, params }) => unfinalizePeriod(app.db, user, params.pf_uuid),
  );
};
