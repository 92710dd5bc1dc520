import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CurrentUser } from '../plugins/auth/index.ts';
import { badRequest } from '../plugins/errors/http-error.ts';
import errorsPlugin from '../plugins/errors/index.ts';
import { EXPORTS_BUSY, EXPORTS_RETRY_AFTER_SECONDS, ExportSlots } from './export-slots.ts';
import { registerExport } from './register-export.ts';

/**
 * registerExport on a bare app whose rows come from a source the test holds open (no timing): how
 * many downloads run at once, that a slot is given back however a download ends, and that a failure
 * before the first byte is a JSON answer while one after it ends the download and is logged.
 */

type Row = { n: number };

/** A source that gives its first row at once and the rest when `open()` is called. */
function heldSource(failAfterFirst = false) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { waiting: false, finished: false };
  async function* rows(): AsyncGenerator<Row> {
    try {
      yield { n: 1 };
      state.waiting = true;
      await gate;
      if (failAfterFirst) throw new Error('the database went away mid-download');
      yield { n: 2 };
    } finally {
      state.finished = true;
    }
  }
  return { rows, open, state };
}

async function* refusedRows(id: string): AsyncGenerator<Row> {
  if (id !== 'a thing') throw badRequest('query.id: is not a thing');
  yield { n: 0 };
}

type Sources = Map<string, ReturnType<typeof heldSource>>;

async function exportApp(limits: { perUser: number; overall: number }) {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => logged.push(JSON.parse(line)) },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const slots = new ExportSlots(limits);
  app.decorate('exportSlots', slots);
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    request.currentUser = { uuid: String(request.headers['x-user']) } as CurrentUser;
  });
  const sources: Sources = new Map();
  registerExport(app, {
    path: '/things/export',
    tags: ['things'],
    query: z.strictObject({ id: z.string(), fail: z.enum(['first', 'later']).optional() }),
    title: 'Things',
    columns: [{ key: 'n', header: 'N', kind: 'integer' }],
    rows: ({ query }) => {
      // The service's check, as a stream's first step: it refuses before any row is read.
      if (query.fail === 'first') return refusedRows(query.id);
      const source = heldSource(query.fail === 'later');
      sources.set(query.id, source);
      return source.rows();
    },
  });
  await app.ready();
  return { app, slots, sources, logged };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const download = (app: Awaited<ReturnType<typeof exportApp>>['app'], user: string, query: string) =>
  app.inject({ url: `/things/export?format=csv&${query}`, headers: { 'x-user': user } });

describe('how many exports run at once', () => {
  it('a third download of one user answers 429 with a detail and Retry-After; the slots come back when the downloads end', async () => {
    const { app, slots, sources } = await exportApp({ perUser: 2, overall: 4 });
    close = () => app.close();
    const first = download(app, 'ann', 'id=a1');
    const second = download(app, 'ann', 'id=a2');
    await vi.waitFor(() => expect(slots.running('ann')).toBe(2));

    const third = await download(app, 'ann', 'id=a3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: EXPORTS_BUSY });
    expect(third.headers['retry-after']).toBe(String(EXPORTS_RETRY_AFTER_SECONDS));
    expect(third.headers['content-disposition']).toBeUndefined();
    expect(sources.has('a3')).toBe(false);
    // Another user still has theirs.
    const bob = download(app, 'bob', 'id=b1');
    await vi.waitFor(() => expect(slots.running('bob')).toBe(1));

    for (const id of ['a1', 'a2', 'b1']) sources.get(id)?.open();
    for (const answer of await Promise.all([first, second, bob])) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('N\r\n1\r\n2\r\n');
    }
    expect(slots.running()).toBe(0);
    const next = download(app, 'ann', 'id=a4');
    await vi.waitFor(() => expect(sources.get('a4')?.state.waiting).toBe(true));
    sources.get('a4')?.open();
    expect((await next).statusCode).toBe(200);
    expect(slots.running()).toBe(0);
  });

  it('the overall limit holds across users', async () => {
    const { app, slots, sources } = await exportApp({ perUser: 2, overall: 3 });
    close = () => app.close();
    const held = [
      download(app, 'ann', 'id=a1'),
      download(app, 'ann', 'id=a2'),
      download(app, 'bob', 'id=b1'),
    ];
    await vi.waitFor(() => expect(slots.running()).toBe(3));
    const cy = await download(app, 'cy', 'id=c1');
    expect(cy.statusCode).toBe(429);
    expect(cy.json()).toEqual({ detail: EXPORTS_BUSY });
    for (const id of ['a1', 'a2', 'b1']) sources.get(id)?.open();
    await Promise.all(held);
    expect(slots.running()).toBe(0);
  });

  it('a download refused before its first byte answers JSON and gives its slot back', async () => {
    const { app, slots } = await exportApp({ perUser: 1, overall: 1 });
    close = () => app.close();
    for (const format of ['csv', 'xlsx']) {
      const refused = await app.inject({
        url: `/things/export?format=${format}&id=x&fail=first`,
        headers: { 'x-user': 'ann' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.json()).toEqual({
        detail: 'query.id: is not a thing',
        errors: [{ path: 'id', message: 'is not a thing' }],
      });
      expect(slots.running()).toBe(0);
    }
  });

  it('a failure after the first byte ends the download (never a whole-looking file), is logged and gives the slot back', async () => {
    const { app, slots, sources, logged } = await exportApp({ perUser: 1, overall: 1 });
    close = () => app.close();
    for (const format of ['csv', 'xlsx']) {
      const id = `late-${format}`;
      const answer = app.inject({
        url: `/things/export?format=${format}&id=${id}&fail=later`,
        headers: { 'x-user': 'ann' },
      });
      await vi.waitFor(() => expect(sources.get(id)?.state.waiting).toBe(true));
      sources.get(id)?.open();
      // Bytes already sent: the connection is dropped, so the client sees the download fail. None
      // sent yet (a CSV sends its first 64 KB at once): a JSON 500, still no file.
      const ended = await answer.catch((error: Error) => error);
      if (ended instanceof Error) expect(ended.message).toMatch(/destroyed before completion/);
      else {
        expect(ended.statusCode).toBe(500);
        expect(ended.json()).toEqual({ detail: 'Internal server error' });
        expect(ended.headers['content-disposition']).toBeUndefined();
      }
      await vi.waitFor(() => expect(slots.running()).toBe(0));
    }
    expect(JSON.stringify(logged)).toContain('the database went away mid-download');
  });

  it('a client that goes away mid-download gives its slot back and the rows stop being read', async () => {
    const { app, slots, sources } = await exportApp({ perUser: 1, overall: 1 });
    close = () => app.close();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      path: '/things/export?format=xlsx&id=gone',
      headers: { 'x-user': 'ann' },
    });
    client.on('error', () => {});
    client.end();
    await vi.waitFor(() => expect(sources.get('gone')?.state.waiting).toBe(true));
    expect(slots.running('ann')).toBe(1);
    client.destroy();
    await vi.waitFor(() => expect(slots.running()).toBe(0));
    sources.get('gone')?.open();
    await vi.waitFor(() => expect(sources.get('gone')?.state.finished).toBe(true));
    // The slot is free for the next download.
    const next = download(app, 'ann', 'id=after');
    await vi.waitFor(() => expect(sources.get('after')?.state.waiting).toBe(true));
    sources.get('after')?.open();
    expect((await next).statusCode).toBe(200);
  });
});
