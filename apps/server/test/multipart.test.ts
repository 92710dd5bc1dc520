// Every multipart route reads its form through one reader: a body that is not a well-formed form, or
// one over the form's limits, is refused with 400 and a `detail` in words, and nothing is stored.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, jvEntities, uploadJobs } from '../src/db/schema/index.ts';
import { IMAGE_MISSING_DETAIL } from '../src/http/images.ts';
import { MULTIPART_LIMITS } from '../src/http/multipart.ts';
import { createJv, TINY_PNG } from './fixtures/jvs.ts';
import { FILE_HEADER, fileRow, spreadsheet } from './fixtures/uploads.ts';
import { buildTestApp, createEmployee, signedInUser, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
let routes: { name: string; method: 'POST' | 'PATCH'; url: string; missingFile: string }[];
let employeeId: number;
let jvId: number;

beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signedInUser(t, { roles: ['Super User'] })).headers;
  const employee = await createEmployee(t.db);
  const jv = await createJv(t.db);
  employeeId = employee.employee_id;
  jvId = jv.jv_id;
  routes = [
    {
      name: 'spreadsheet upload',
      method: 'POST',
      url: '/api/uploads/upload-file',
      missingFile: 'Please select a file.',
    },
    {
      name: 'employee photo',
      method: 'PATCH',
      url: `/api/employees/${employee.uuid}/photo`,
      missingFile: IMAGE_MISSING_DETAIL,
    },
    {
      name: 'JV logo',
      method: 'PATCH',
      url: `/api/jv-entities/${jv.uuid}/logo`,
      missingFile: IMAGE_MISSING_DETAIL,
    },
  ];
});
afterAll(async () => {
  await t?.close();
});

const B = 'hub-boundary';
const FORM = `multipart/form-data; boundary=${B}`;
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, content: Buffer | string, fieldName = 'file') =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const END = `--${B}--\r\n`;
const goodCsv = () => spreadsheet([[...FILE_HEADER], fileRow('MULTIPART-1')], 'csv');

const MALFORMED = 'The form data is malformed or incomplete; send the file again.';

/** [what, content-type, body, status, detail (a RegExp, or 'missing file')] */
const cases: [string, string, () => Buffer | string, number, string | RegExp][] = [
  ['"abc" as the body', FORM, () => 'abc', 400, MALFORMED],
  [
    'a body cut off inside the file',
    FORM,
    () =>
      Buffer.concat([
        Buffer.from(field('upload_type', 'esc_files')),
        filePart('a.csv', 'order_number,st'),
      ]).subarray(0, -2),
    400,
    MALFORMED,
  ],
  [
    'a body cut off inside a part header',
    FORM,
    () => `--${B}\r\nContent-Disposition: form-da`,
    400,
    MALFORMED,
  ],
  ['a content type without a boundary', 'multipart/form-data', () => 'abc', 400, /no boundary/],
  ['a boundary that never comes', FORM, () => `--other\r\n${field('x', 'y')}--other--\r\n`, 400, MALFORMED],
  ['an empty body', FORM, () => '', 400, 'missing file'],
  ['a form without any part', FORM, () => END, 400, 'missing file'],
  [
    'more form fields than allowed',
    FORM,
    () => Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, i) => field(`f${i}`, 'x')).join('') + END,
    400,
    'Too many form fields in the upload (at most 20).',
  ],
  [
    'two files',
    FORM,
    () =>
      Buffer.concat([
        Buffer.from(field('upload_type', 'esc_files')),
        filePart('a.csv', goodCsv()),
        filePart('b.csv', goodCsv()),
        Buffer.from(END),
      ]),
    400,
    'Too many files in the upload (at most 1).',
  ],
  [
    'a field named like an object property',
    FORM,
    () => field('__proto__', 'x') + END,
    400,
    /name of a form field is not allowed/,
  ],
];

const uploadCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(uploadJobs))[0]?.n;
const photoAndLogo = async () => ({
  photo: (
    await t.db
      .select({ p: employees.photo_link })
      .from(employees)
      .where(eq(employees.employee_id, employeeId))
  )[0]?.p,
  logo: (await t.db.select({ l: jvEntities.logo }).from(jvEntities).where(eq(jvEntities.jv_id, jvId)))[0]?.l,
});

describe.each([0, 1, 2])('multipart route %i', (index) => {
  it.each(cases)(
    'refuses %s with a detail and stores nothing',
    async (_what, contentType, body, status, detail) => {
      const route = routes[index];
      if (!route) throw new Error('no route');
      const before = { uploads: await uploadCount(), ...(await photoAndLogo()) };
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...headers, 'content-type': contentType },
        payload: body(),
      });
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(status);
      const answer = response.json<{ detail: string }>();
      if (detail === 'missing file') expect(answer.detail).toBe(route.missingFile);
      else if (typeof detail === 'string') expect(answer.detail).toBe(detail);
      else expect(answer.detail).toMatch(detail);
      expect({ uploads: await uploadCount(), ...(await photoAndLogo()) }).toEqual(before);
    },
  );

  it('refuses a content type that is not multipart', async () => {
    const route = routes[index];
    if (!route) throw new Error('no route');
    const response = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/multipart\/form-data/);
  });

  it('still takes a well-formed form', async () => {
    const route = routes[index];
    if (!route) throw new Error('no route');
    const body =
      index === 0
        ? Buffer.concat([
            Buffer.from(field('upload_type', 'esc_files')),
            filePart('files.csv', goodCsv()),
            Buffer.from(END),
          ])
        : Buffer.concat([filePart('me.png', TINY_PNG), Buffer.from(END)]);
    const response = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...headers, 'content-type': FORM },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(index === 0 ? 202 : 200);
  });
});

describe('the spreadsheet upload form', () => {
  const post = (body: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads/upload-file',
      headers: { ...headers, 'content-type': FORM },
      payload: body,
    });

  it('refuses a field it does not take, and the upload type given twice', async () => {
    const unknown = await post(
      Buffer.concat([Buffer.from(field('colour', 'red')), filePart('a.csv', goodCsv()), Buffer.from(END)]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe("Unexpected field 'colour'; the form takes file and upload_type.");
    const twice = await post(
      Buffer.concat([
        Buffer.from(field('upload_type', 'esc_files') + field('upload_type', 'employees')),
        filePart('a.csv', goodCsv()),
        Buffer.from(END),
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe("The field 'upload_type' is sent more than once.");
  });

  it('refuses a file sent in another field', async () => {
    const response = await post(Buffer.concat([filePart('a.csv', goodCsv(), 'upload'), Buffer.from(END)]));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("Unexpected file field 'upload'; send the file as 'file'.");
  });
});
