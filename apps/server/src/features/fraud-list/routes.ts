import {
  ZErrorResponse,
  ZGetFraudListResponse,
  ZSaveFraudListBatchBody,
  ZSaveFraudListBatchResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { registerExport } from '../../exports/register-export.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { streamFraudEntries } from './repository.ts';
import { listFraudList, saveFraudListBatch } from './service.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/** The fraud payee list (spec 000 §7): Super User, State Super User and Admin; it has no state. */
export const fraudListRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;

  app.get(
    '/fraud-list',
    {
      schema: {
        tags: ['fraud-list'],
        summary: 'Every fraud payee, sorted by name',
        response: { 200: ZGetFraudListResponse, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return listFraudList(db);
    },
  );
  registerExport(app, {
    path: '/fraud-list/export',
    tags: ['fraud-list'],
    title: 'Fraud List',
    rows: () => streamFraudEntries(db),
    columns: [
      { key: 'fraud_payee_name', header: 'Payee Name', kind: 'text' },
      { key: 'notes', header: 'Notes', kind: 'text' },
    ],
  });

  app.post(
    '/fraud-list/batch',
    {
      schema: {
        tags: ['fraud-list'],
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
        response: {
          200: ZSaveFraudListBatchResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          412: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request) => saveFraudListBatch(db, requireUser(request), request.body),
  );
};
