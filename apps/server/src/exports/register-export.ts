import { exportQuery, ZErrorResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CurrentUser, requireUser } from '../plugins/auth/index.ts';
import type { ExportColumn } from './columns.ts';
import { exportRows } from './export-rows.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type AnyObject = z.ZodObject;

export type ExportRequest<Query extends AnyObject, Params extends AnyObject> = {
  /** The list's query, without `format`. */
  query: z.output<Query>;
  params: z.output<Params>;
  user: CurrentUser;
};

export type ExportRoute<Query extends AnyObject, Params extends AnyObject, Row> = {
  /** `/<list>/export`, beside the list's route. */
  path: string;
  tags: string[];
  /** The list's own query schema: the export takes the same filters (and `format`); none if left out. */
  query?: Query;
  /** The list's path parameters, if it has any. */
  params?: Params;
  title: string | ((request: ExportRequest<Query, Params>) => string);
  /** The words the file uses for each filter of the query; filters left out of the query are not shown. */
  filterLabels?: { [K in keyof z.output<Query>]?: string };
  /** The file's columns, or a function choosing them for the request (a dashboard's section). */
  columns:
    | readonly ExportColumn<NoInfer<Row>>[]
    | ((request: ExportRequest<Query, Params>) => readonly ExportColumn<NoInfer<Row>>[]);
  /**
   * The rows the list shows this user for this query, read page by page. Checks that could refuse
   * the request (a record of another state) run before the rows are read, so a refusal is a 4xx.
   */
  rows: (
    request: ExportRequest<Query, Params>,
  ) => AsyncIterable<Row> | Promise<AsyncIterable<Row> | Iterable<Row>>;
};

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** A query value in the file's words: flags as Yes or No, the rest as sent. */
function filterText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^(true|false)$/i.test(value))
    return value.toLowerCase() === 'true' ? 'Yes' : 'No';
  return String(value);
}

/**
 * GET <list>/export?format=csv|xlsx&<the list's query>: the list's rows as a download, with the
 * list's title, the filters used and when the file was made. The route's roles come from the access
 * table like every other route.
 */
export function registerExport<Query extends AnyObject, Params extends AnyObject, Row>(
  app: ZodApp,
  route: ExportRoute<Query, Params, Row>,
): void {
  app.get(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: `${typeof route.title === 'string' ? route.title : 'The list'} as a CSV or XLSX download`,
        description:
          'The same filters as the list, plus `format`; the file holds exactly the rows the list shows the caller.',
        querystring: exportQuery(route.query ?? z.strictObject({})),
        ...(route.params ? { params: route.params } : {}),
        response: errors,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query as { format: 'csv' | 'xlsx' } & z.output<Query>;
      const exportRequest: ExportRequest<Query, Params> = {
        query: query as z.output<Query>,
        params: request.params as z.output<Params>,
        user: requireUser(request),
      };
      const rows = await route.rows(exportRequest);
      const labels = (route.filterLabels ?? {}) as Record<string, string | undefined>;
      const filters = Object.entries(query).flatMap(([key, value]): [string, string][] => {
        const label = labels[key] ?? key;
        return value !== undefined ? [[label, filterText(value)]] : [];
      });
      return exportRows(reply, {
        format,
        title: typeof route.title === 'string' ? route.title : route.title(exportRequest),
        filters: filters.length > 0 ? filters : [['Filters', 'None']],
        generatedAt: new Date(),
        columns: typeof route.columns === 'function' ? route.columns(exportRequest) : route.columns,
        rows,
      });
    },
  );
}
