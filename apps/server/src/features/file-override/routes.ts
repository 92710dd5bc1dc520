import {
  ZCreateFileAdjustmentBody,
  ZCreateFileAdjustmentResponse,
  ZFileAdjustmentParams,
  ZFileOverride,
  ZFileParams,
  ZGetFileAdjustmentsQuery,
  ZGetFileAdjustmentsResponse,
  ZSaveFileOverrideBody,
  ZSaveFileOverrideResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import {
  createFileAdjustment,
  deleteFile,
  deleteFileAdjustment,
  getFileAdjustments,
  getFileOverride,
  saveFileOverride,
} from './service.ts';

/** The file override dialog (spec 001 §2): one file's override and its adjustments. */
export const fileOverrideRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['file-override'] });

  routes.get(
    '/files/:file_uuid',
    {
      summary: "A file's override fields (the override dialog's prefill), with its version as the ETag",
      description: 'Only a file the user may see (DOMAIN.md §9); any other answers 404.',
      params: ZFileParams,
      response: ZFileOverride,
    },
    ({ user, params }) => getFileOverride(app.db, user, params.file_uuid),
  );

  routes.update(
    '/files/:file_uuid',
    {
      summary: "Override a file's closing date, amounts, branch and JV (super only)",
      description:
        'If-Match with the ETag refuses a stale save (412). A State Super User only on their own state. ' +
        'The daily rollups move in the same transaction.',
      params: ZFileParams,
      body: ZSaveFileOverrideBody,
      response: ZSaveFileOverrideResponse,
    },
    ({ user, params, body, ifMatch }) => saveFileOverride(app.db, user, params.file_uuid, body, ifMatch),
  );

  routes.remove(
    '/files/:file_uuid',
    {
      summary: 'Delete a file and its adjustments (super only; If-Match optional: its version, else 412)',
      params: ZFileParams,
      response: z.null().describe('Deleted'),
      ifMatch: true,
    },
    ({ user, params, ifMatch }) => deleteFile(app.db, user, params.file_uuid, ifMatch),
  );

  routes.list(
    '/file-adjustments',
    {
      summary: "One file's adjustments, or those posted in a range (with totals)",
      description: 'Only adjustments of files the user may see (DOMAIN.md §9).',
      query: ZGetFileAdjustmentsQuery,
      response: ZGetFileAdjustmentsResponse,
    },
    ({ user, query }) => getFileAdjustments(app.db, user, query),
  );

  routes.add(
    '/file-adjustments',
    {
      summary: 'Add an adjustment to a file (super only); it counts on its posting date',
      body: ZCreateFileAdjustmentBody,
      response: ZCreateFileAdjustmentResponse,
    },
    ({ user, body }) => createFileAdjustment(app.db, user, body),
  );

  routes.remove(
    '/file-adjustments/:adj_id',
    {
      summary: 'Delete an adjustment (super only)',
      params: ZFileAdjustmentParams,
      response: z.null().describe('Deleted'),
    },
    ({ user, params }) => deleteFileAdjustment(app.db, user, params.adj_id),
  );
};
