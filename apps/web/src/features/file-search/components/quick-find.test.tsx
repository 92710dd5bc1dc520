import type { GetQuickFindResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { isTyping, NOTHING_FOUND, QuickFind, TYPE_MORE } from './quick-find';

const ANSWER: GetQuickFindResponse = {
  files: [
    {
      file_uuid: '11111111-1111-4111-8111-111111111111',
      order_number: '101-2600001',
      open_date: '2026-02-01',
      branch_name: '101 Scottsdale - Magnus Title Agency',
      buyer: 'José Álvarez',
    },
  ],
  clients: [{ client_id: 9, name: 'Acme Lending', company_name: null }],
};

/** happy-dom's window, whose width the CSS media queries (Mantine's visibleFrom) read. */
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 900 });

function setup(answer: GetQuickFindResponse = ANSWER, width = 1280) {
  viewport(width);
  storeToken();
  const fetch = mockFetch((url) =>
    url.includes('/api/files/quick-find') ? jsonResponse(answer) : jsonResponse({}),
  );
  const onChooseFile = vi.fn();
  const onChooseClient = vi.fn();
  renderWithProviders(<QuickFind onChooseFile={onChooseFile} onChooseClient={onChooseClient} />);
  // The wide screen's box (the phone's is in its dialog, closed; at 390 px the box is hidden).
  const input = screen.getByRole('combobox', { name: 'Quick find', hidden: true }) as HTMLInputElement;
  return { fetch, input, onChooseFile, onChooseClient };
}

describe('isTyping', () => {
  it('is true in a field, false elsewhere', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect([input, textarea, editable].map(isTyping)).toEqual([true, true, true]);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('QuickFind', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    viewport(1024);
  });

  it('asks nothing before 2 characters, then lists Files and Clients in groups', async () => {
    const { fetch, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a' } });
    expect(await screen.findByText(TYPE_MORE)).toBeTruthy();
    fireEvent.change(input, { target: { value: ' 101 ' } });
    const list = await screen.findByRole('listbox', { name: 'Quick find results' });
    const files = within(list).getByRole('group', { name: 'Files' });
    const clients = within(list).getByRole('group', { name: 'Clients' });
    expect(within(files).getByRole('option').textContent).toBe(
      '101-2600001Opened 02/01/2026 · 101 Scottsdale · José Álvarez',
    );
    expect(within(clients).getByRole('option').textContent).toBe('Acme Lending');
    const calls = fetch.mock.calls.filter(([url]) => String(url).includes('/files/quick-find'));
    expect(calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'))).toEqual(['101']);
  });

  it('chooses with the arrow keys and Enter: the first result is taken first', async () => {
    const { input, onChooseFile, onChooseClient } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'acme' } });
    await screen.findByRole('listbox', { name: 'Quick find results' });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeFalsy());
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onChooseClient).toHaveBeenCalledWith(ANSWER.clients[0]));
    expect(onChooseFile).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('chooses a file with the mouse', async () => {
    const { input, onChooseFile } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '101-26' } });
    fireEvent.click(await screen.findByRole('option', { name: /101-2600001/ }));
    expect(onChooseFile).toHaveBeenCalledWith(ANSWER.files[0]);
  });

  it(`says '${NOTHING_FOUND}' when nothing matches`, async () => {
    const { input } = setup({ files: [], clients: [] });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText(NOTHING_FOUND)).toBeTruthy();
  });

  it("goes to the box from the '/' key outside a field, not while typing in one", async () => {
    const { input } = setup();
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(input);
    other.remove();
  });

  it("is an icon on a phone: it and the '/' key open the box in a dialog", async () => {
    setup(ANSWER, 390);
    expect(screen.queryByRole('combobox', { name: 'Quick find' })).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Quick Find' });
    const box = within(dialog).getByRole('combobox', { name: 'Quick find' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: 'acme' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Acme Lending/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick Find' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Quick find' })).toBeTruthy();
  });
});
