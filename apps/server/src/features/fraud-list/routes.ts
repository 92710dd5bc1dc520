import { ZGetFraudListResponse, ZSaveFraudListBatchBody, ZSaveFraudListBatchResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { streamFraudEntries } from './repository.ts';
import { listFraudList, saveFraudListBatch } from './service.ts';

/** The fraud payee list (spec 000 §7): Super User, State Super User and Admin; it has no state. */
export const fraudListRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;
  const routes = recordRoutes(app, { tags: ['fraud-list'], errors: [401, 403] });

  routes.list(
    '/fraud-list',
    { summary: 'Every fraud payee, sorted by name', response: ZGetFraudListResponse },
    () => listFraudList(db),
    {
      title: 'Fraud List',
      rows: () => streamFraudEntries(db),
      columns: [
        { key: 'fraud_payee_name', header: 'Payee Name', kind: 'text' },
        { key: 'notes', header: 'Notes', kind: 'text' },
      ],
    },
  );

  routes.action(
    'POST',
    '/fraud-list/batch',
    {
      summary: 'Add, change and remove fraud payees in one transaction (all or nothing)',
      description: [
        'An array of entries. Without `fraud_list_id`: a new payee. With `fraud_list_id`: that',
        "payee's new `fraud_payee_name` and `notes`. With `fraud_list_id` and `delete: true`: that",
        'payee is removed. Entries not in the array stay as they are. `version` (the one loaded)',
        'makes a stale entry answer 412. An invalid entry answers 400 naming it (`body.2.fraud_payee_name`),',
        'a payee name already on the list (ignoring case and spaces) 409, an unknown id 404;',
        'nothing is written then. Answers the whole list.',
      ].join(' '),
      body: ZSaveFraudListBatchBody,
      response: ZSaveFraudListBatchResponse,
      errors: [400, 404, 409, 412],
    },
    ({ user, body }) => saveFraudListBatch(db, user, body),
  );
};
