import { defineReport } from '@hub/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ExportSlots } from '../exports/export-slots.ts';
import type { CurrentUser } from '../plugins/auth/index.ts';
import errorsPlugin from '../plugins/errors/index.ts';
import { reportRoutes } from './report-routes.ts';

/**
 * reportRoutes on a bare app: one declaration gives the report's GET and its export with the same
 * query (or the export's own), the columns from the contract's declaration or a list, and no export
 * where none is asked for.
 */

const ZRow = z.object({ name: z.string(), amount: z.string() });
type Row = z.output<typeof ZRow>;
const ZQuery = z.strictObject({
  state: z.enum(['AZ', 'NV']).default('AZ'),
  page: z.coerce.number().optional(),
});
const ZFilter = ZQuery.omit({ page: true });
const ZAnswer = z.object({ rows: z.array(ZRow) });
const THINGS = defineReport({
  title: 'Things',
  row: ZRow,
  columns: [
    { key: 'name', header: 'Name', kind: 'text', total: 'none' },
    { key: 'amount', header: 'Amount', kind: 'money', total: 'sum' },
  ],
});

const rowsOf = (state: string): Row[] => [{ name: `${state} one`, amount: '1.50' }];

async function reportApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.decorate('exportSlots', new ExportSlots({ perUser: 2, overall: 4 }));
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    request.currentUser = { uuid: 'ann' } as CurrentUser;
  });
  const report = reportRoutes(app, { tags: ['things'] });
  report({
    path: '/things',
    summary: 'Things by state',
    query: ZQuery,
    response: ZAnswer,
    answer: async ({ query }) => ({ rows: rowsOf(query.state) }),
    export: {
      query: ZFilter,
      title: ({ query }) => `Things ${query.state}`,
      filterLabels: { state: 'State' },
      columns: THINGS,
      rows: async ({ query }) => rowsOf(query.state),
    },
  });
  report({
    path: '/others',
    summary: 'Others',
    query: ZFilter,
    response: ZAnswer,
    answer: async ({ query }) => ({ rows: rowsOf(query.state) }),
    export: {
      title: 'Others',
      columns: [{ key: 'name', header: 'Other', kind: 'text' }],
      rows: async ({ query }) => rowsOf(query.state),
    },
  });
  report({
    path: '/plain',
    summary: 'Plain',
    query: ZFilter,
    response: ZAnswer,
    answer: async () => ({ rows: [] }),
  });
  await app.ready();
  return app;
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('reportRoutes', () => {
  it("answers the report's GET from its answer, its query parsed by the contract", async () => {
    const app = await reportApp();
    close = () => app.close();
    const answer = await app.inject({ url: '/things?state=NV&page=2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ rows: [{ name: 'NV one', amount: '1.50' }] });
    expect((await app.inject({ url: '/things?state=CA' })).statusCode).toBe(400);
  });

  it("registers <path>/export with the export's query, title, filter labels and the declaration's columns", async () => {
    const app = await reportApp();
    close = () => app.close();
    const file = await app.inject({ url: '/things/export?format=csv&state=NV' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Things NV');
    expect(file.body).toContain('State,NV');
    expect(file.body).toContain('Name,Amount');
    expect(file.body).toContain('NV one,1.50');
    // The export's query has no page: the list's paging is refused there.
    expect((await app.inject({ url: '/things/export?format=csv&page=2' })).statusCode).toBe(400);
  });

  it("gives the export the list's query unless it has its own, and columns given as a list", async () => {
    const app = await reportApp();
    close = () => app.close();
    const file = await app.inject({ url: '/others/export?format=csv&state=AZ' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Other\r\nAZ one');
    expect((await app.inject({ url: '/others/export?format=csv&state=CA' })).statusCode).toBe(400);
  });

  it('registers no export where none is declared', async () => {
    const app = await reportApp();
    close = () => app.close();
    expect(app.hasRoute({ method: 'GET', url: '/plain' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/plain/export' })).toBe(false);
  });
});
