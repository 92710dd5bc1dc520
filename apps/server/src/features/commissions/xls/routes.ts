import {
  COMMISSION_XLS_PATH,
  ZCommissionXlsQuery,
  ZCommissionXlsQueued,
  ZErrorResponse,
} from '@hub/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../plugins/auth/index.ts';
import { notFound } from '../../../plugins/errors/http-error.ts';
import { downloadCommissionWorkbook, emailCommissionWorkbooks } from './service.ts';

/** GET /commission/xls (spec 001 §7, issue 19): the commission spreadsheets, e-mailed or downloaded. */
export const commissionXlsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COMMISSION_XLS_PATH,
    {
      schema: {
        tags: ['commission-spreadsheets'],
        summary: 'Commission spreadsheets: one workbook per employee, e-mailed to you or downloaded',
        description:
          "start_date and end_date (YYYY-MM-DD, in order) are required. One workbook per employee: sheets Summary (the GET /commission row under its headers), Steps (each step of the formula, the base and its source, the guarantee used, the charge lines) and Files (the credited files and the adjustments with their figures and TOTALs). employee_uuid with email=true queues one e-mail with that employee's workbook to the signed-in user's address; eml_all_items=true queues one e-mail with every employee's workbook of the period (the administrator's reach); both answer 202 { queued: true, to, workbooks }. employee_uuid alone downloads that employee's workbook (an .xlsx attachment named by employee and period). Access as GET /commission: Super User and Admin every employee, State Super User their state's, anyone else only their own employee (403 otherwise).",
        querystring: ZCommissionXlsQuery,
        response: {
          202: ZCommissionXlsQueued,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const query = request.query;
      if (query.email === true || query.eml_all_items === true) {
        const answer = await emailCommissionWorkbooks(
          app.db,
          (message) => app.mail.send(message),
          user,
          query,
        );
        return reply.code(202).send(answer);
      }
      const file = await downloadCommissionWorkbook(app.db, user, query);
      if (!file)
        throw notFound(
          'The employee has no commission row in the period (not employed in it, or not a rep or escrow officer).',
        );
      // The workbook's bytes: not a JSON answer, so past the schema's typed replies.
      return (reply as FastifyReply)
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
