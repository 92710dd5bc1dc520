import {
  eoDashboardSection,
  exportQuery,
  ZEoDashboardExportQuery,
  ZEoDashboardQuery,
  ZEoDashboardResponse,
  ZErrorResponse,
} from '@hub/contract';
import { percentToFraction, todayInLA } from '@hub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { ExportColumn } from '../../exports/columns.ts';
import { exportRows } from '../../exports/export-rows.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { type EoDashboardExportRow, getEoDashboard, getEoDashboardSection } from './service.ts';

/** The columns of a section's file: the officer's or branch's name, then the section's figures. */
function sectionColumns(sectionId: Parameters<typeof eoDashboardSection>[0]) {
  const section = eoDashboardSection(sectionId);
  const columns: ExportColumn<EoDashboardExportRow>[] = [
    { key: 'name', header: section.by === 'eo' ? 'Escrow Officer' : 'Branch', kind: 'text' },
    ...section.columns.map(
      (column): ExportColumn<EoDashboardExportRow> =>
        column.kind === 'percent'
          ? {
              key: column.key,
              header: column.header,
              kind: 'percent',
              value: (row) => {
                const pct = row[column.key];
                return pct === null ? null : percentToFraction(String(pct));
              },
            }
          : { key: column.key, header: column.header, kind: column.kind },
    ),
  ];
  return { section, columns };
}

/** EO Dashboard (spec 001 §2, §7 GET /reports/dashboard). */
export const eoDashboardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['eo-dashboard'], errors: [400, 401, 403] });

  routes.list(
    '/reports/dashboard',
    {
      summary: 'EO dashboard: closings, revenue and opens per escrow officer and per branch, MTD and YTD',
      description:
        'date_to (YYYY-MM-DD, today in Los Angeles when absent) and state (AZ or NV; absent: every state the caller may see, a State Super User naming the other state gets 403). Revenue is total_revenue (escrow + all title); ytd_mag_revenue is company revenue (escrow + Magnus title) and ytd_part_revenue the partner title revenue. Read from the daily rollups only; `totals` come from the branch rows.',
      query: ZEoDashboardQuery,
      response: ZEoDashboardResponse,
    },
    ({ user, query }) => getEoDashboard(app.db, user, query),
  );

  // One file per section, whose columns depend on the section asked for: the same pieces as
  // registerExport (its query, the filters in words, the time in Los Angeles), with the columns
  // chosen per request.
  app.get(
    '/reports/dashboard/export',
    {
      schema: {
        tags: ['eo-dashboard'],
        summary: 'One section of the EO dashboard, with its totals row, as a CSV or XLSX download',
        description:
          'The dashboard filters, the section and `format`; the file holds the rows and totals the screen shows.',
        querystring: exportQuery(ZEoDashboardExportQuery),
        response: { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const query = { ...filters, date_to: filters.date_to ?? todayInLA() };
      const rows = await getEoDashboardSection(app.db, requireUser(request), query);
      const { section, columns } = sectionColumns(query.section);
      return exportRows(reply, {
        format,
        title: `EO Dashboard - ${section.title}`,
        filters: [
          ['Ending', query.date_to],
          ['State', query.state ?? 'All'],
        ],
        generatedAt: new Date(),
        columns,
        rows,
      });
    },
  );
};
