import {
  TITLE_TURNAROUND_ENDPOINT,
  TITLE_TURNAROUND_EXPORT_REPORT,
  TITLE_TURNAROUND_EXPORT_TITLE,
  ZCreateTitleFileAdditionBody,
  ZOverrideTitleCommBody,
  ZOverrideTitleCommResponse,
  ZTitleFileAddition,
  ZTitleFileAdditionParams,
  ZTitleTurnaroundExportQuery,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import {
  createTitleFileAddition,
  deleteTitleFileAddition,
  getTitleTurnaround,
  overrideTitleComm,
  turnaroundExportRows,
} from './service.ts';

/**
 * The Title Officer Turnaround (spec 001 §2, §7; DOMAIN.md §6): the report with its CSV/XLSX export,
 * the one-way commission override and the files added by hand.
 */
export const titleTurnaroundRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['title-turnaround'] });
  const routes = recordRoutes(app, { tags: ['title-turnaround'] });

  report({
    endpoint: TITLE_TURNAROUND_ENDPOINT,
    summary: "Title Officer Turnaround: each title officer's files of a range, on time and commission",
    description:
      "beg_date and end_date (in order) are required; state (AZ or NV) defaults to the user's own, else AZ. The title officers of the state's JVs, sorted by last then first name, each with the files of their JVs whose ready_for_title_date is in the range and the files added by hand (added_file_uuid). turn_around_days counts business days of the state's calendar from ready to commit; a file is on time (comm_elig) at 2 or fewer, or when overridden; comm_amt = max(0, comm_file_cnt - base_files) x comm_per_file. Super User and Admin: both states; a State Super User their own (403 otherwise).",
    // Every file of the month (7,177 in the busiest at 1,000,000 files), built field by field.
    exactAnswer: true,
    answer: ({ user, query }) => getTitleTurnaround(app.db, user, query),
    export: {
      query: ZTitleTurnaroundExportQuery,
      title: TITLE_TURNAROUND_EXPORT_TITLE,
      filterLabels: { state: 'State', beg_date: 'Begin', end_date: 'End' },
      rows: async ({ user, query }) => turnaroundExportRows(await getTitleTurnaround(app.db, user, query)),
      columns: TITLE_TURNAROUND_EXPORT_REPORT,
    },
  });

  routes.action(
    'PUT',
    '/title-file-additions/override-title-comm',
    {
      summary: 'Make a file commission-eligible on the title officer turnaround (super only, one way)',
      description:
        "override must be true (an override cannot be undone: false is a 400). A State Super User only on their own state's files (403); an unknown file 404. Audited.",
      body: ZOverrideTitleCommBody,
      response: ZOverrideTitleCommResponse,
    },
    ({ user, body }) => overrideTitleComm(app.db, user, body.file_uuid),
  );

  routes.add(
    '/title-file-additions',
    {
      summary: "Add a file by hand to a title officer's turnaround (super only)",
      description:
        "The order number must name a file of a state where the employee is a JV's title officer (400 with the reason otherwise); search_start_dt and commit_ready_dt stand for its ready and commit dates. A State Super User within their own state (403). Audited.",
      body: ZCreateTitleFileAdditionBody,
      response: ZTitleFileAddition,
    },
    ({ user, body }) => createTitleFileAddition(app.db, user, body),
  );

  routes.remove(
    '/title-file-additions/:added_file_uuid',
    {
      summary: 'Delete a file added by hand to the turnaround (super only)',
      description:
        'Only a manually added file (404 otherwise); a State Super User within their own state (403). Audited.',
      params: ZTitleFileAdditionParams,
      response: z.null().describe('Deleted'),
    },
    ({ user, params }) => deleteTitleFileAddition(app.db, user, params.added_file_uuid),
  );
};
