// The pieces of an admin screen the flows look for, and the API as the signed-in page calls it.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, TOKEN_KEY, visible } from './hub.ts';

/** The demo super user, who may open every admin screen. */
export const SUPER = 'super@hub.test';

/** A name no other flow uses ('E2E Edit 3f9a2c'). */
export const uniqueName = (label: string) => `E2E ${label} ${randomUUID().slice(0, 6)}`;

/** A heading of the page's main part (the page's h1, a form's title); a RegExp matches part of it. */
export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { name, exact: typeof name === 'string' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label; a required field's label ends with ' *'. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?$`));

/** The form's Save button (the first, on a form that shows it twice). */
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).first();

/** Signs in as `email` and opens `path`, then waits for its heading `title`. */
export async function openAs(page: Page, email: string, path: string, title: string | RegExp): Promise<void> {
  await signIn(page, email, DEMO_PASSWORD, path);
  await visible(heading(page, title));
}

/** On a list page: its create button (`label`), then the new record's form, titled `title`. */
export async function clickCreate(page: Page, label: string, title: string): Promise<void> {
  await page.getByRole('link', { name: label }).click();
  await visible(heading(page, title));
}

export type ApiAnswer<T> = { status: number; body: T };

/** Calls the API with the page's stored token, as the page itself would (the page must be signed in). */
export async function callApi<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body, key }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem(key)}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body, key: TOKEN_KEY },
  );
}

/** GET on the API with the page's stored token; anything but a 200 fails the flow. */
export async function apiGet<T = Record<string, unknown>>(page: Page, path: string): Promise<T> {
  const answer = await callApi<T>(page, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
