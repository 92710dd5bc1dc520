import {
  COMM_PAYMENTS_SUMMARY_ENDPOINT,
  IDEMPOTENCY_KEY_HEADER,
  ZCommPayment,
  ZCommPaymentParams,
  ZCommPaymentsQuery,
  ZCommPaymentsResponse,
  ZSaveCommPaymentBody,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { changePayment, createPayment, getPayments, getPaymentsSummary, idempotencyKey } from './service.ts';

/** Commission payments and their summary (spec 001 §3, §7; DOMAIN.md §4 "Payments", §9). */
export const commPaymentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;
  const routes = recordRoutes(app, { tags: ['comm-payments'] });

  routes.list(
    '/comm-pmts/',
    {
      summary: 'Commission payments whose period lies in [period_begin_from, period_end_to]',
      description:
        "Administrators read their states' payers (or the one from_employee_uuid names); anyone else only their own (linked or viewed) employee's payments.",
      query: ZCommPaymentsQuery,
      response: ZCommPaymentsResponse,
    },
    ({ user, query }) => getPayments(db, user, query),
  );

  routes.add(
    '/comm-pmts/',
    {
      summary: "Pay part of the payer's commission for a period to one of the payer's payees",
      description:
        "The amount above zero with at most two decimals, never above the payer's comm_end_balance for exactly that period (checked under a lock on the payer: 409 otherwise); the payee on the payer's share_with or opt_share_with list; the period within one month, no finalised period touched (409). The payer themself or a super user (a State Super User in their state); a user viewing the payer gets 403. Idempotency-Key: a retry with the same key answers the payment it made.",
      body: ZSaveCommPaymentBody,
      response: ZCommPayment,
      errors: [409],
    },
    ({ user, body, request }) =>
      createPayment(db, user, body, idempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER])),
  );

  routes.action(
    'PUT',
    '/comm-pmts/:uuid',
    {
      summary: "Change a payment's payee, period or amount (its old amount no longer counts against the cap)",
      params: ZCommPaymentParams,
      body: ZSaveCommPaymentBody,
      response: ZCommPayment,
      errors: [409],
    },
    ({ user, params, body }) => changePayment(db, user, params.uuid, body),
  );

  const report = reportRoutes(app, { tags: ['comm-payments'] });
  report({
    endpoint: COMM_PAYMENTS_SUMMARY_ENDPOINT,
    summary: 'Commission Payments Summary: per payer, the number and total of payments in a period',
    description:
      "period_start and period_end (in order). The payments whose period lies in the range, per payer of the user's states, by last then first name; then the TOTAL row (employee_uuid null).",
    answer: ({ user, query }) => getPaymentsSummary(db, user, query),
  });
};
