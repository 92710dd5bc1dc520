import { ZErrorResponse } from '@hub/contract';
import type {
  FastifyRequest,
  HTTPMethods,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportColumn } from '../exports/columns.ts';
import { type ExportRequest, type ExportRoute, registerExport } from '../exports/register-export.ts';
import { type CurrentUser, requireUser } from '../plugins/auth/index.ts';
import { ifMatchVersion, sendVersion } from './etag.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The refusals a route can declare; each answers `{ detail }` (ZErrorResponse). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413;

/** What a feature writes for one route: its words for /docs and its contract schemas. */
export type RouteSpec = {
  summary: string;
  description?: string;
  /** Path parameters (`:uuid`), query string and JSON body, each a contract schema. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of the route's success status. */
  response: z.ZodType;
  /** Refusals beyond the group's (a route reading If-Match declares 412 by itself). */
  errors?: readonly ErrorStatus[];
  /** Content types other than JSON (`multipart/form-data` for a file). */
  consumes?: readonly string[];
  /**
   * The handler builds its answer with exactly the response schema's fields (its API test compares
   * the answer with the schema's parse of it): sent by JSON.stringify without that parse, which for
   * an answer of thousands of rows (every file of a month) costs as much as building it.
   */
  exactAnswer?: boolean;
};

/** The schema Fastify is given; its params/querystring/body types are what the handler reads. */
type RouteSchema<S extends RouteSpec> = {
  tags: string[];
  summary: string;
  description: string | undefined;
  consumes: readonly string[] | undefined;
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
  response: Record<number, z.ZodType>;
};

/** The answer the route sends (its status is set by the kind of route). */
type Answer<S extends RouteSpec> = z.output<S['response']>;
type ZodRequest<S extends RouteSpec> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteSchema<S>,
  ZodTypeProvider
>;

/** What a route's handler is given: the signed-in user and the request as the contract parsed it. */
export type RouteInput<S extends RouteSpec> = {
  user: CurrentUser;
  params: ZodRequest<S>['params'];
  query: ZodRequest<S>['query'];
  body: ZodRequest<S>['body'];
  /** For what the contract does not cover: the client address, a multipart body. */
  request: FastifyRequest;
};

/** An update's or removal's input: also the version the caller last saw (If-Match), if sent. */
export type CheckedInput<S extends RouteSpec> = RouteInput<S> & { ifMatch: number | undefined };

type Versioned = { version: number };

type Handler<S extends RouteSpec, Input = RouteInput<S>, A = Answer<S>> = (input: Input) => Promise<A>;

type RouteOptions<A> = {
  /** The success status. */
  status: 200 | 201 | 202 | 204;
  /** Reads If-Match (a malformed one answers 400) and declares 412. */
  ifMatch: boolean;
  /** The version sent as the ETag, read from the answer. */
  etag: ((answer: A) => number) | undefined;
};

/** A schema the spec may leave out, as `registerExport` takes it: the schema, or an empty object. */
type ObjectOf<T> = T extends z.ZodObject ? T : z.ZodObject;

/**
 * A list's file, `GET <path>/export` beside it (`registerExport`): its title, filter labels, columns
 * and rows. Its path, tags and path parameters are the list's, and so is its query unless the file
 * has its own (the list's filters without page and sort).
 */
export type ListExport<Query extends z.ZodObject, Params extends z.ZodObject, Row> = Omit<
  ExportRoute<Query, Params, Row>,
  'path' | 'tags' | 'params' | 'columns'
> & {
  /** The file's columns (a list declared with its row type also says what a row is). */
  columns:
    | readonly ExportColumn<Row>[]
    | ((request: ExportRequest<Query, Params>) => readonly ExportColumn<Row>[]);
};

export type RouteGroup = {
  tags: string[];
  /** The refusals every route of the group declares; 400, 401, 403 and 404 unless said. */
  errors?: readonly ErrorStatus[];
};

const DEFAULT_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 404];
const OPTIONAL_KEYS = ['description', 'consumes', 'params', 'querystring', 'body'] as const;

/**
 * The routes of one feature, each declared in one statement: its path, its contract schemas, its
 * words for /docs and the service call. The kind of route gives the method, the success status and
 * the ETag/If-Match handling; every route answers its refusals with ZErrorResponse, and every handler
 * gets the signed-in user (`requireUser`). Who may call a route stays in the access table.
 *
 * ```ts
 * const routes = recordRoutes(app, { tags: ['cost-centers'] });
 * routes.get('/cost-centers/:id', { summary, params: ZCostCenterParams, response: ZCostCenter },
 *   ({ user, params }) => getCostCenter(app.db, user, params.id));
 * ```
 */
export function recordRoutes(app: ZodApp, group: RouteGroup) {
  const groupErrors = group.errors ?? DEFAULT_ERRORS;

  function route<const S extends RouteSpec, A>(
    method: HTTPMethods,
    path: string,
    spec: S,
    options: RouteOptions<A>,
    handler: Handler<S, CheckedInput<S>, A>,
  ): void {
    const refusals = new Set([...groupErrors, ...(spec.errors ?? []), ...(options.ifMatch ? [412] : [])]);
    const response: Record<number, z.ZodType> = { [options.status]: spec.response };
    for (const status of refusals) response[status] = ZErrorResponse;
    const schema: RouteSchema<S> = {
      tags: group.tags,
      summary: spec.summary,
      description: spec.description,
      consumes: spec.consumes,
      params: spec.params,
      querystring: spec.query,
      body: spec.body,
      response,
    };
    // What the spec leaves out is left out of the schema too (a key holding undefined makes Fastify
    // warn that the schema is missing); the type above still reads it as absent.
    const keys: Partial<Record<keyof RouteSchema<S>, unknown>> = schema;
    for (const key of OPTIONAL_KEYS) if (keys[key] === undefined) delete keys[key];
    app.route<RouteGenericInterface, unknown, RouteSchema<S>>({
      method,
      url: path,
      schema,
      ...(spec.exactAnswer ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
      handler: async (request, reply) => {
        const ifMatch = options.ifMatch ? ifMatchVersion(request) : undefined;
        const answer = await handler({
          user: requireUser(request),
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          ifMatch,
        });
        if (options.etag) sendVersion(reply, options.etag(answer));
        reply.statusCode = options.status;
        return answer;
      },
    });
  }

  return {
    /**
     * GET answering 200 without a version: a list, or a record that has none; with `file`, also the
     * list's download at `<path>/export` with the same filters.
     */
    list<const S extends RouteSpec, Row = unknown, FileQuery extends z.ZodObject = ObjectOf<S['query']>>(
      path: string,
      spec: S,
      handler: Handler<S>,
      file?: ListExport<FileQuery, ObjectOf<S['params']>, Row>,
    ): void {
      route('GET', path, spec, { status: 200, ifMatch: false, etag: undefined }, handler);
      if (!file) return;
      registerExport<FileQuery, ObjectOf<S['params']>, Row>(app, {
        ...file,
        path: `${path}/export`,
        tags: group.tags,
        query: file.query ?? (spec.query as FileQuery | undefined),
        params: spec.params as ObjectOf<S['params']> | undefined,
      });
    },
    /** GET of one record, 200 with its version as the ETag. */
    get<const S extends RouteSpec>(
      path: string,
      spec: S,
      handler: Handler<S, RouteInput<S>, Answer<S> & Versioned>,
    ): void {
      route('GET', path, spec, { status: 200, ifMatch: false, etag: versionOf }, handler);
    },
    /** POST of a new record, 201 with its version as the ETag. */
    create<const S extends RouteSpec>(
      path: string,
      spec: S,
      handler: Handler<S, RouteInput<S>, Answer<S> & Versioned>,
    ): void {
      route('POST', path, spec, { status: 201, ifMatch: false, etag: versionOf }, handler);
    },
    /** POST of an entry that has no version (a configured day, a link): 201 without an ETag. */
    add<const S extends RouteSpec>(path: string, spec: S, handler: Handler<S>): void {
      route('POST', path, spec, { status: 201, ifMatch: false, etag: undefined }, handler);
    },
    /** PUT (or PATCH) of a record: If-Match refuses a stale save (412); 200 with the new version as the ETag. */
    update<const S extends RouteSpec & { method?: 'PUT' | 'PATCH' }>(
      path: string,
      spec: S,
      handler: Handler<S, CheckedInput<S>, Answer<S> & Versioned>,
    ): void {
      route(spec.method ?? 'PUT', path, spec, { status: 200, ifMatch: true, etag: versionOf }, handler);
    },
    /** DELETE answering 204; `ifMatch: true` refuses a stale removal (412). */
    remove<const S extends RouteSpec & { response: z.ZodType<null>; ifMatch?: true }>(
      path: string,
      spec: S,
      handler: (input: CheckedInput<S>) => Promise<void>,
    ): void {
      route(
        'DELETE',
        path,
        spec,
        { status: 204, ifMatch: spec.ifMatch === true, etag: undefined },
        async (input) => {
          await handler(input);
          return null;
        },
      );
    },
    /** Any other call (a batch, an action, an upload): `status` 200 unless said, no ETag. */
    action<const S extends RouteSpec & { status?: 200 | 201 | 202 }>(
      method: 'POST' | 'PUT' | 'PATCH',
      path: string,
      spec: S,
      handler: Handler<S>,
    ): void {
      route(method, path, spec, { status: spec.status ?? 200, ifMatch: false, etag: undefined }, handler);
    },
  };
}

const versionOf = (answer: Versioned) => answer.version;
