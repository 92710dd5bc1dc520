import type { ReportDeclaration, ReportEndpoint } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportColumn } from '../exports/columns.ts';
import { type ExportRequest, type ExportRoute, registerExport } from '../exports/register-export.ts';
import { exportColumnsOf } from '../exports/report-columns.ts';
import { type RouteGroup, type RouteInput, recordRoutes } from './record-routes.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type AnyObject = z.ZodObject;
type NoParams = z.ZodObject;
type Route<Query extends AnyObject, Row> = ExportRoute<Query, NoParams, Row>;

/** A report's file: what `registerExport` takes, less what the report's route already says. */
export type ReportExport<Query extends AnyObject, Row, Key extends string = string> = {
  /** The export's filters where they differ from the list's (no page or sort); by default the list's query. */
  query?: Query;
  title: Route<Query, Row>['title'];
  filterLabels?: Route<Query, Row>['filterLabels'];
  /** The file's columns: a report declared in the contract (`exportColumnsOf`), a list, or a function. */
  columns:
    | readonly ExportColumn<Row>[]
    | ((request: ExportRequest<Query, NoParams>) => readonly ExportColumn<Row>[])
    | Pick<ReportDeclaration<Row, Key>, 'columns'>;
  rows: Route<Query, Row>['rows'];
  fileDates?: Route<Query, Row>['fileDates'];
};

/**
 * Where a report is and what it takes and answers: the contract's `reportEndpoint` (the screen calls
 * the same one), or, for a list the screens call otherwise, its path and schemas.
 */
type ReportAddress<Query extends AnyObject, Response extends z.ZodType> =
  | { endpoint: ReportEndpoint<Query, Response>; path?: never; query?: never; response?: never }
  | { endpoint?: never; path: string; query: Query; response: Response };

/** One report: its GET, its words for /docs, its contract schemas, its answer and, if it has one, its file. */
export type ReportRoute<
  Query extends AnyObject,
  Response extends z.ZodType,
  ExportQuery extends AnyObject,
  Row,
  Key extends string = string,
> = ReportAddress<Query, Response> & {
  summary: string;
  description?: string;
  /** The answer is built with exactly the schema's fields and sent without its parse (`RouteSpec.exactAnswer`). */
  exactAnswer?: boolean;
  /** The answer of `GET <path>`. */
  answer: (
    input: RouteInput<{ summary: string; query: Query; response: Response }>,
  ) => Promise<z.output<Response>>;
  /** `GET <path>/export?format=csv|xlsx` with the same filters (`registerExport`). */
  export?: ReportExport<ExportQuery, Row, Key>;
};

const isDeclared = <Row, Key extends string>(
  columns: ReportExport<AnyObject, Row, Key>['columns'],
): columns is Pick<ReportDeclaration<Row, Key>, 'columns'> => 'columns' in columns;

/**
 * The report routes of one feature, each declared once: `GET <path>` answering the report
 * (`recordRoutes(...).list`) and, beside it, `GET <path>/export` (`registerExport`) with the same
 * query (or the export's own, without page and sort), the group's tags, and its columns from the
 * report's contract declaration. Who may call either is the declaration's `access` (and `exportAccess`),
 * which the access table reads (`REPORT_ACCESS`).
 *
 * ```ts
 * const report = reportRoutes(app, { tags: ['jv-reports'] });
 * report({ endpoint: JV_SUMMARY_ENDPOINT, summary,
 *   answer: ({ user, query }) => getJvSummary(app.db, user, query),
 *   export: { title: 'JV Escrow Summary', columns: JV_SUMMARY_REPORT, rows: … } });
 * ```
 */
export function reportRoutes(app: ZodApp, group: RouteGroup) {
  const routes = recordRoutes(app, group);
  return function report<
    const Query extends AnyObject,
    const Response extends z.ZodType,
    ExportQuery extends AnyObject = Query,
    Row = unknown,
    const Key extends string = string,
  >(route: ReportRoute<Query, Response, ExportQuery, Row, Key>): void {
    const { summary, description, answer, exactAnswer } = route;
    const { path, query, response } = route.endpoint ?? route;
    routes.list(path, { summary, description, query, response, exactAnswer }, answer);
    if (!route.export) return;
    const { query: exportQuery, columns, ...file } = route.export;
    registerExport<ExportQuery, NoParams, Row>(app, {
      ...file,
      path: `${path}/export`,
      tags: group.tags,
      query: exportQuery ?? (query as AnyObject as ExportQuery),
      columns: isDeclared(columns) ? exportColumnsOf(columns) : columns,
    });
  };
}
