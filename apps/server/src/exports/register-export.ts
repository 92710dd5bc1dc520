import { exportQuery, ZErrorResponse } from '@hub/contract';
import { todayInLA, yesterdayInLA } from '@hub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CurrentUser, requireUser } from '../plugins/auth/index.ts';
import type { ExportColumn } from './columns.ts';
import { exportRows, queryDates } from './export-rows.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type AnyObject = z.ZodObject;

export type ExportRequest<Query extends AnyObject, Params extends AnyObject> = {
  /** The list's query, without `format`. */
  query: z.output<Query>;
  params: z.output<Params>;
  user: CurrentUser;
};

/** An export's rows, read as the file is written. */
type ExportRows<Row> = AsyncIterable<Row> | Iterable<Row>;

/**
 * The rows with lines for the file's heading, under its title, from the same answer: what a report's
 * figures are that its columns cannot say (the dates a comparison compares, issue 17).
 */
export type NotedRows<Row> = { rows: ExportRows<Row>; notes: readonly string[] };

const isNoted = <Row>(answer: ExportRows<Row> | NotedRows<Row>): answer is NotedRows<Row> =>
  'notes' in answer && 'rows' in answer;

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
   * With `notes` (`NotedRows`), those lines go under the title.
   */
  rows: (
    request: ExportRequest<Query, Params>,
  ) => AsyncIterable<Row> | Promise<ExportRows<Row> | NotedRows<Row>>;
  /**
   * The report's dates for the file name, where its query leaves them to the service (a report date
   * that defaults to yesterday); by default the dates of the query, else the day the file is made.
   */
  fileDates?: (request: ExportRequest<Query, Params>) => readonly string[];
};

/** `fileDates` of a report whose `report_date` is yesterday in Los Angeles unless the query says. */
export const reportDateOrYesterday = ({ query }: { query: { report_date?: string | undefined } }) => [
  query.report_date ?? yesterdayInLA(),
];

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * The rows with the first one read already: the list's checks (the service's refusals, a date the
 * database cannot hold, an id out of range) and the first page's query run before the answer's
 * headers, so whatever they throw is answered as JSON (400, 403, 404, 503) and not as a broken file.
 */
async function firstRowRead<Row>(source: ExportRows<Row>): Promise<AsyncGenerator<Row>> {
  const iterator =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<Row>)[Symbol.asyncIterator]()
      : (source as Iterable<Row>)[Symbol.iterator]();
  const first = await iterator.next();
  async function* rows(): AsyncGenerator<Row> {
    try {
      let next = first;
      while (!next.done) {
        yield next.value;
        next = await iterator.next();
      }
    } finally {
      // A download ended early (the client went away, a failed write): the source stops reading.
      await iterator.return?.();
    }
  }
  return rows();
}

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
      const user = requireUser(request);
      const exportRequest: ExportRequest<Query, Params> = {
        query: query as z.output<Query>,
        params: request.params as z.output<Params>,
        user,
      };
      // A slot first (429 when this user's or everyone's are taken), given back when the answer ends
      // (the download ends or fails, its client goes away), or at once if refused before its first byte.
      const release = app.exportSlots.acquire(user.uuid);
      reply.raw.once('close', release);
      let rows: AsyncGenerator<Row>;
      let notes: readonly string[] = [];
      try {
        const answer = await route.rows(exportRequest);
        const noted = isNoted(answer) ? answer : { rows: answer, notes };
        notes = noted.notes;
        rows = await firstRowRead(noted.rows);
      } catch (error) {
        release();
        throw error;
      }
      const labels = (route.filterLabels ?? {}) as Record<string, string | undefined>;
      const filters = Object.entries(query).flatMap(([key, value]): [string, string][] => {
        const label = labels[key] ?? key;
        return value !== undefined ? [[label, filterText(value)]] : [];
      });
      const generatedAt = new Date();
      const dates = route.fileDates?.(exportRequest) ?? queryDates(query);
      const state = (query as { state?: unknown }).state;
      return exportRows(
        reply,
        {
          format,
          title: typeof route.title === 'string' ? route.title : route.title(exportRequest),
          notes,
          filters: filters.length > 0 ? filters : [['Filters', 'None']],
          generatedAt,
          columns: typeof route.columns === 'function' ? route.columns(exportRequest) : route.columns,
          rows,
        },
        {
          state: typeof state === 'string' ? state : undefined,
          dates: dates.length > 0 ? dates : [todayInLA(generatedAt)],
        },
      );
    },
  );
}
