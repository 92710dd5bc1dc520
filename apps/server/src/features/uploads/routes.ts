import {
  UPLOAD_COUNT_COLUMNS,
  UPLOAD_STATUS_LABELS,
  UPLOAD_TYPE_LABELS,
  type UploadJob,
  uploadJobCounts,
  ZGetRecentUploadsQuery,
  ZGetRecentUploadsResponse,
  ZGetUploadLayoutsResponse,
  ZGetUploadMismatchesQuery,
  ZGetUploadMismatchesResponse,
  ZResolveMismatchBody,
  ZResolveMismatchParams,
  ZUploadFileResponse,
  ZUploadJob,
  ZUploadJobParams,
  ZUploadMismatch,
  ZUploadMismatchesFilter,
  ZUploadTemplateParams,
  ZUploadTemplateQuery,
  ZUploadType,
} from '@hub/contract';
import { formatPhoenixDateTime } from '@hub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { ExportColumn } from '../../exports/columns.ts';
import { readMultipartForm } from '../../http/multipart.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { badRequest } from '../../plugins/errors/http-error.ts';
import { LAYOUTS } from './layouts.ts';
import { UPLOAD_LIMITS } from './reading/file-check.ts';
import {
  acceptUpload,
  exportUploadMismatches,
  recentUploads,
  resolveMismatch,
  uploadJob,
  uploadMismatches,
} from './service.ts';
import { uploadTemplate } from './templates.ts';

/**
 * The recent uploads' file: the words and counts the list shows. (Its row type is named: the count
 * columns are typed functions, which TypeScript does not infer the row from.)
 */
const RECENT_UPLOAD_COLUMNS: readonly ExportColumn<UploadJob>[] = [
  { key: 'upload_id', header: 'Job ID', kind: 'integer' },
  { key: 'filename', header: 'File', kind: 'text' },
  { key: 'upload_type', header: 'Type', kind: 'text', value: (job) => UPLOAD_TYPE_LABELS[job.upload_type] },
  { key: 'status', header: 'Status', kind: 'text', value: (job) => UPLOAD_STATUS_LABELS[job.status] },
  {
    key: 'create_dt',
    header: 'Uploaded At (Phoenix)',
    kind: 'text',
    value: (job) => formatPhoenixDateTime(job.create_dt),
  },
  { key: 'uploaded_by', header: 'Uploaded By', kind: 'text' },
  // As the list shows them: no count yet is an empty cell.
  ...UPLOAD_COUNT_COLUMNS.map((column, index) => ({
    key: `rows_${column.key}`,
    header: column.label,
    kind: 'integer' as const,
    value: (job: UploadJob) => uploadJobCounts(job)[index]?.value,
  })),
];

export const uploadsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = { db: app.db, jobs: app.jobs, dataDir: config.dataDir };
  const routes = recordRoutes(app, { tags: ['uploads'] });

  routes.action(
    'POST',
    '/uploads/upload-file',
    {
      status: 202,
      summary: 'Upload a .csv, .xls or .xlsx of employees or escrow files; processed in the background',
      description: 'multipart/form-data with the fields `upload_type` (employees or esc_files) and `file`.',
      consumes: ['multipart/form-data'],
      response: ZUploadFileResponse,
      errors: [413],
    },
    async ({ user, request }) => {
      const form = await readMultipartForm(request, {
        fields: ['upload_type'],
        fileField: 'file',
        maxFileBytes: UPLOAD_LIMITS.maxBytes,
        tooLarge: `The file is larger than ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`,
        notMultipart: 'Send the file as multipart/form-data with the fields file and upload_type',
        missingFile: 'Please select a file.',
      });
      const uploadType = form.fields.get('upload_type');
      const type = ZUploadType.safeParse(uploadType);
      if (!type.success) throw badRequest('upload_type: must be employees or esc_files');
      return acceptUpload(deps, user, form.file, type.data);
    },
  );

  routes.list(
    '/uploads/upload-jobs/recent',
    {
      summary: 'The latest uploads with their status and row counts, newest first',
      query: ZGetRecentUploadsQuery,
      response: ZGetRecentUploadsResponse,
    },
    ({ user, query }) => recentUploads(app.db, user, query.limit),
    // At most 200 uploads: the list's own rows, read at once.
    {
      title: 'Recent Uploads',
      filterLabels: { limit: 'Latest uploads' },
      rows: ({ query, user }) => recentUploads(app.db, user, query.limit),
      columns: RECENT_UPLOAD_COLUMNS,
    },
  );

  routes.list(
    '/uploads/upload-jobs/:uploadId',
    { summary: 'One upload: its status and row counts', params: ZUploadJobParams, response: ZUploadJob },
    ({ user, params }) => uploadJob(app.db, user, params.uploadId),
  );

  routes.list(
    '/uploads/upload-mismatches/:uploadId',
    {
      summary:
        'The rows of an upload that were not stored, one problem each: a page of them, sorted and filtered',
      description:
        'Paged (`page`, `page_size` up to 200), sorted by `sort` (row, field, value, problem) and `dir` ' +
        '(ties in id order; no sort is the file order), `resolved=false` for the unresolved only. ' +
        "`counts` are the whole upload's: rows not stored, their problems, the resolved ones.",
      params: ZUploadJobParams,
      query: ZGetUploadMismatchesQuery,
      response: ZGetUploadMismatchesResponse,
    },
    ({ user, params, query }) => uploadMismatches(app.db, user, params.uploadId, query),
    {
      query: ZUploadMismatchesFilter,
      title: ({ params }) => `Rows Not Stored, Upload ${params.uploadId}`,
      filterLabels: { resolved: 'Resolved' },
      rows: ({ params, query, user }) => exportUploadMismatches(app.db, user, params.uploadId, query),
      columns: [
        { key: 'row_number', header: 'Row', kind: 'integer' },
        { key: 'field_name', header: 'Field', kind: 'text' },
        { key: 'field_value', header: 'Value', kind: 'text' },
        { key: 'problem', header: 'Problem', kind: 'text' },
        { key: 'resolved', header: 'Resolved', kind: 'text' },
      ],
    },
  );

  routes.action(
    'PATCH',
    '/uploads/upload-mismatches/:uploadId/:mismatchId',
    {
      summary: 'Mark a mismatch resolved (or not)',
      params: ZResolveMismatchParams,
      body: ZResolveMismatchBody,
      response: ZUploadMismatch,
    },
    ({ user, params, body }) =>
      resolveMismatch(app.db, user, params.uploadId, params.mismatchId, body.resolved),
  );

  routes.list(
    '/uploads/layouts',
    { summary: 'The columns each upload type reads', response: ZGetUploadLayoutsResponse },
    async () => {
      const columns = (type: keyof typeof LAYOUTS) =>
        LAYOUTS[type].map((c) => ({
          name: c.name,
          required: c.required ?? false,
          note: c.note,
          example: c.example,
        }));
      return { employees: columns('employees'), esc_files: columns('esc_files') };
    },
  );

  // A file download: no JSON answer to declare.
  app.get(
    '/uploads/templates/:upload_type',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A template of an upload type: its columns and an example row, as CSV or .xlsx',
        params: ZUploadTemplateParams,
        querystring: ZUploadTemplateQuery,
      },
    },
    async (request, reply) => {
      const template = uploadTemplate(request.params.upload_type, request.query.format);
      return reply
        .header('content-type', template.contentType)
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .send(template.body);
    },
  );
};
