import type { z } from 'zod';
import type { CallerRoles } from '../auth/roles.ts';

/**
 * How a report's column is written everywhere (screen, CSV/XLSX export, e-mail): `money` from exact
 * decimal text, `count` a whole number, `percent` in percent points with its one decimal (10.5 is
 * +10.5%), `date` 'YYYY-MM-DD', `text` as it is, `link` a text the screen links somewhere.
 */
export type ReportColumnKind = 'money' | 'count' | 'percent' | 'date' | 'text' | 'link';

/** What a row holds for a cell, as the answer carries it. */
export type ReportValue = string | number | null;

/**
 * How a column totals: `sum` adds the rows up (money to the cent), `none` leaves the cell empty (the
 * first column's holds 'TOTAL'), `change` is the percent change from one total column to another
 * (the TOTAL row's change is of the totals, never a sum of changes), `answer` is the answer's TOTAL
 * row's own figure, never a sum (a share of the total: 100, or none), empty without that row.
 */
export type ReportTotal<Key extends string> = 'sum' | 'none' | 'answer' | { change: { from: Key; to: Key } };

type ColumnBase<Key extends string> = {
  /** The header exactly as the spec writes it; revenue figures by `figureHeader`. */
  header: string;
  /** The export's header where the file says it otherwise (a unit, one name for two tables' rows). */
  fileHeader?: string;
  kind: ReportColumnKind;
  total: ReportTotal<NoInfer<Key>>;
};

/** The row's fields a column may show without an accessor. */
type FieldKey<Row> = { [K in keyof Row & string]: Row[K] extends ReportValue ? K : never }[keyof Row &
  string];

/**
 * One column: a field of the row (`key` is its name), or any key with a `value` that reads the row.
 * The key is also the screen's column id (its sort in the address).
 */
export type ReportColumn<Row, Key extends string = string> = {
  [K in Key]:
    | (ColumnBase<Key> & { key: K; value: (row: Row) => ReportValue })
    | (K extends FieldKey<Row> ? ColumnBase<Key> & { key: K; value?: undefined } : never);
}[Key];

/**
 * A report declared once: its row schema, its columns in order and which row of the answer is its
 * TOTAL. The one totals shape (spec 001 §3's branch summary): the TOTAL is the last row of the
 * table's `rows`, of the same schema, with id 0. The screen's table, the export's columns and the
 * e-mail's table are all derived from the declaration.
 */
export type ReportDeclaration<Row, Key extends string = string> = {
  title: string;
  row: z.ZodType<Row>;
  columns: readonly ReportColumn<Row, Key>[];
  isTotal?: (row: Row) => boolean;
};

/**
 * The screen that shows a report, which the web's router registers from here: its address (the
 * spec's, one of `config/paths.ts`), who opens it ('admin': the super roles and Admin; 'super': the
 * super roles; none: anyone signed in, the server deciding whose figures) and its page,
 * '<feature>/<name>': the default export of `apps/web/src/features/<feature>/screens/<name>.tsx`.
 */
export type ReportScreen = { path: string; roles?: 'admin' | 'super'; page: `${string}/${string}` };

/**
 * A report's call, declared once in the contract: its name (the screen's cache key, its committed
 * SQL's file, its page's file), its path under /api, its query, its answer, who may call it (the
 * server's access rule, deny by default for anything undeclared) and the screen that shows it. The
 * server's route (`reportRoutes(...)({ endpoint, ... })`), its access rule, the web's route and the
 * screen's call (`useReport(endpoint, query)`) all read it, so none writes the path, a schema or a
 * role list again.
 */
export type ReportEndpoint<Query extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> = {
  name: string;
  path: string;
  query: Query;
  response: Response;
  /** Who may call `GET /api<path>`, and its export unless `exportAccess` says otherwise. */
  access: CallerRoles;
  /** Who may download `GET /api<path>/export`, where it differs from `access`. */
  exportAccess?: CallerRoles;
  screen?: ReportScreen;
};

const declaredEndpoints = new Map<string, ReportEndpoint>();

/**
 * Declares a report's call (see `ReportEndpoint`) and keeps it in the list `reportEndpoints` reads:
 * importing the contract's index declares every report.
 */
export function reportEndpoint<const Query extends z.ZodType, const Response extends z.ZodType>(
  endpoint: ReportEndpoint<Query, Response>,
): ReportEndpoint<Query, Response> {
  for (const other of declaredEndpoints.values()) {
    // The same declaration read again (a module reloaded in development) replaces itself.
    if (other.name === endpoint.name) continue;
    if (other.path === endpoint.path)
      throw new Error(`Reports ${other.name} and ${endpoint.name} share a path`);
    if (endpoint.screen && other.screen?.path === endpoint.screen.path)
      throw new Error(`Reports ${other.name} and ${endpoint.name} share a screen`);
  }
  declaredEndpoints.set(endpoint.name, endpoint);
  return endpoint;
}

/** Every report declared in the contract, in declaration order. */
export function reportEndpoints(): readonly ReportEndpoint[] {
  return [...declaredEndpoints.values()];
}

/** Declares a report; Row comes from the row schema, Key from the columns' keys. */
export function defineReport<Row, const Key extends string>(
  report: ReportDeclaration<Row, Key>,
): ReportDeclaration<Row, Key> {
  const keys = new Set<string>(report.columns.map((column) => column.key));
  if (keys.size !== report.columns.length) throw new Error(`${report.title}: two columns share a key`);
  for (const { key, total } of report.columns) {
    if (typeof total === 'object' && !(keys.has(total.change.from) && keys.has(total.change.to)))
      throw new Error(`${report.title}: the total of ${key} names a column it does not have`);
  }
  return report;
}

/** The keys of a declaration's columns. */
export type ReportKey<Report> = Report extends ReportDeclaration<infer _Row, infer Key> ? Key : never;

/** The same report without some columns (a compact form), in the declaration's order. */
export function withoutColumns<Row, Key extends string>(
  report: ReportDeclaration<Row, Key>,
  omit: readonly NoInfer<Key>[],
): ReportDeclaration<Row, Key> {
  const left: readonly string[] = omit;
  return { ...report, columns: report.columns.filter((column) => !left.includes(column.key)) };
}

/** The keys of a report's columns, in order: the screen's sortable columns (`ZSort(reportKeys(report))`). */
export function reportKeys<Row, Key extends string>(
  report: Pick<ReportDeclaration<Row, Key>, 'columns'>,
): [Key, ...Key[]] {
  // Each column's key is one of Key (a field column's is also a field of the row).
  const [first, ...rest] = report.columns.map((column) => column.key as Key);
  if (first === undefined) throw new Error('A report has at least one column');
  return [first, ...rest];
}

/** A column's header by its key, for a layout that is not a table (a card's lines, a grid cell's). */
export function columnHeader<Row, Key extends string>(
  report: Pick<ReportDeclaration<Row, Key>, 'columns' | 'title'>,
  key: NoInfer<Key>,
): string {
  const column = report.columns.find((c) => c.key === key);
  if (!column) throw new Error(`${report.title} has no column ${key}`);
  return column.header;
}

/** A column's value in a row: its accessor, else the row's field of its key. */
export function reportValue<Row, Key extends string>(column: ReportColumn<Row, Key>, row: Row): ReportValue {
  return column.value ? column.value(row) : (row[column.key as keyof Row] as ReportValue);
}

/** The one totals shape: the rows without their TOTAL, and the TOTAL (null when the answer has none). */
export type ReportRows<Row> = { rows: Row[]; total: Row | null };

/** Splits an answer's rows by the declaration's `isTotal` (the TOTAL row stays in the answer's shape). */
export function reportRows<Row>(
  report: Pick<ReportDeclaration<Row>, 'isTotal'>,
  rows: readonly Row[],
): ReportRows<Row> {
  const isTotal = report.isTotal;
  if (!isTotal) return { rows: [...rows], total: null };
  return { rows: rows.filter((row) => !isTotal(row)), total: rows.find(isTotal) ?? null };
}

/**
 * A percent as the reports write it (screen, e-mail): '12.5%', '(3.0%)' when negative, '—' when
 * there is none. The value already has its one decimal, so this only writes it.
 */
export function formatPercentCell(percent: number | null): string {
  if (percent === null) return '—';
  const text = `${Math.abs(percent).toFixed(1)}%`;
  return percent < 0 ? `(${text})` : text;
}
