import type { FileAdjustment, GetFileAdjustmentsResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockWritesServer, type WriteCall } from '@/test/fake-server';
import { storedAdjustment, ZERO_ADJUSTMENT_TOTALS } from '@/test/orders';
import { jsonResponse, renderWithProviders, storeToken } from '@/test/utils';
import { FileOverrideDialog } from '../index';
import { FILE, UUID } from './file-override.fixtures';
import {
  ADJUSTMENT_CREATE_FAILED,
  ADJUSTMENTS_LOAD_FAILED,
  FILE_DELETE_FAILED,
  NO_ADJUSTMENTS,
} from './file-override-values';

const adjustment = (values: Partial<FileAdjustment>): FileAdjustment =>
  storedAdjustment({
    adj_id: 1,
    esc_file_id: 7,
    posting_date: '2026-03-02',
    order_num: 'AZ-1001',
    branch_name: '101 Scottsdale',
    eo_name_name: 'Dana Reyes',
    ...values,
  });

type Server = {
  adjustments?: FileAdjustment[] | Response;
  onWrite?: (call: WriteCall) => Response;
};

/** The API the dialog talks to; records every write. */
function fakeServer({ adjustments = [], onWrite = () => new Response(null, { status: 204 }) }: Server = {}) {
  const { writes } = mockWritesServer((url) => {
    if (url.startsWith(`/api/files/${UUID}`)) return jsonResponse(FILE);
    if (url.startsWith('/api/file-adjustments')) {
      if (adjustments instanceof Response) return adjustments;
      const answer: GetFileAdjustmentsResponse = { rows: adjustments, totals: ZERO_ADJUSTMENT_TOTALS };
      return jsonResponse(answer);
    }
    if (url.startsWith('/api/branches'))
      return jsonResponse([{ branch_id: 5, name: '102 Tempe', state: 'AZ', active: true }]);
    return jsonResponse([]);
  }, onWrite);
  return { writes };
}

function renderDialog() {
  storeToken({ roles: ['Super User'] });
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderWithProviders(<FileOverrideDialog fileUuid={UUID} onClose={onClose} onChanged={onChanged} />);
  return { onClose, onChanged };
}

const overrideForm = () => screen.getByRole('form', { name: 'Override File Values' });
const addForm = () => screen.getByRole('form', { name: 'Add adjustment' });
const inForm = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FileOverrideDialog: Override File Values', () => {
  it('is prefilled from the file and saves with If-Match, blank numbers and a blank date as null', async () => {
    const { writes } = fakeServer({ onWrite: () => jsonResponse({ ...FILE, version: 5 }) });
    const { onClose, onChanged } = renderDialog();
    expect(await screen.findByText('File AZ-1001')).toBeTruthy();
    const form = overrideForm();
    expect(inForm(form, 'Escrow').value).toBe('1000.00');
    expect(inForm(form, 'Own Policy').value).toBe('800.00');
    expect(inForm(form, 'Closing Date').value).toBe('2026-02-10');
    expect(inForm(form, 'Branch').value).toBe('101 Scottsdale');
    await waitFor(() => expect(inForm(form, 'Joint Venture').getAttribute('placeholder')).toBe('— None —'));

    fireEvent.change(inForm(form, 'Escrow'), { target: { value: '1234.56' } });
    fireEvent.change(inForm(form, 'Lend Policy'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Closing Date' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save File' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([
      {
        url: `/api/files/${UUID}`,
        method: 'PUT',
        ifMatch: '"4"',
        body: {
          calc_close_date: null,
          settlement_agency_id: 3,
          external_title_company_id: null,
          owners_policy: '800.00',
          lenders_policy: null,
          endorsements: '75.00',
          title_processing: '150.00',
          settlement_fee: '1234.56',
        },
      },
    ]);
  });

  it("shows the server's reason when the save is refused (a stale copy) and stays open", async () => {
    fakeServer({ onWrite: () => jsonResponse({ detail: 'Someone else changed this record.' }, 412) });
    const { onClose } = renderDialog();
    await screen.findByText('File AZ-1001');
    fireEvent.click(within(overrideForm()).getByRole('button', { name: 'Save File' }));
    expect(await screen.findByText('Someone else changed this record.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes the file after a confirmation; a failure says the spec’s text', async () => {
    const { writes } = fakeServer({ onWrite: () => jsonResponse({ detail: 'Forbidden' }, 403) });
    const { onClose } = renderDialog();
    await screen.findByText('File AZ-1001');
    fireEvent.click(within(overrideForm()).getByRole('button', { name: 'Delete File' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this file and its adjustments?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete File' }));
    expect(await screen.findByText(FILE_DELETE_FAILED)).toBeTruthy();
    expect(writes).toEqual([{ url: `/api/files/${UUID}`, method: 'DELETE', body: null, ifMatch: '"4"' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FileOverrideDialog: File Adjustments', () => {
  it('says so when there are none', async () => {
    fakeServer();
    renderDialog();
    expect(await screen.findByText(NO_ADJUSTMENTS)).toBeTruthy();
  });

  it("says the spec's text when the adjustments cannot be loaded", async () => {
    fakeServer({ adjustments: jsonResponse({ detail: 'boom' }, 500) });
    renderDialog();
    expect(await screen.findByText(ADJUSTMENTS_LOAD_FAILED)).toBeTruthy();
  });

  it('lists them with a totals row whose sums are the rows’ sums to the cent', async () => {
    fakeServer({
      adjustments: [
        adjustment({ adj_id: 1, magnus_escrow: '10.01', magnus_title: '-3.33', reason: 'First' }),
        adjustment({ adj_id: 2, magnus_escrow: '0.02', endorsements: '99.99', note: 'Second' }),
      ],
    });
    renderDialog();
    const table = await screen.findByRole('table', { name: 'File Adjustments' });
    const rows = within(table).getAllByRole('row');
    // Header, two rows, totals.
    expect(rows).toHaveLength(4);
    const totals = rows[3] as HTMLElement;
    expect(within(totals).getByText('Totals')).toBeTruthy();
    expect(within(totals).getByText('$10.03')).toBeTruthy();
    expect(within(totals).getByText('($3.33)')).toBeTruthy();
    // The sum of every amount: 10.01 - 3.33 + 0.02 + 99.99
    expect(within(totals).getByText('$106.69')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('$6.68')).toBeTruthy();
  });

  it("refuses an add without a posting date with the spec's message and sends nothing", async () => {
    // Saturday 2026-11-28 at 23:30 in Los Angeles, already Sunday in UTC: the posting date starts at today.
    vi.useFakeTimers({ now: new Date('2026-11-29T07:30:00Z'), toFake: ['Date'] });
    const { writes } = fakeServer();
    renderDialog();
    await screen.findByText(NO_ADJUSTMENTS);
    const form = addForm();
    expect(inForm(form, 'Posting Date').value).toBe('2026-11-28');
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Posting Date' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Adjustment' }));
    expect(await within(form).findByText('Posting Date is required.')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('adds one: amounts as text or null, then clears the fields but keeps the posting date', async () => {
    const { writes } = fakeServer({ onWrite: () => jsonResponse(adjustment({ adj_id: 9 }), 201) });
    const { onChanged } = renderDialog();
    await screen.findByText(NO_ADJUSTMENTS);
    const form = addForm();
    fireEvent.change(inForm(form, 'Posting Date'), { target: { value: '2026-03-15' } });
    fireEvent.blur(inForm(form, 'Posting Date'));
    fireEvent.change(inForm(form, 'Magnus Escrow'), { target: { value: '-12.5' } });
    fireEvent.change(inForm(form, 'Reason'), { target: { value: 'Refund' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Adjustment' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(writes).toEqual([
      {
        url: '/api/file-adjustments',
        method: 'POST',
        ifMatch: null,
        body: {
          esc_file_id: 7,
          posting_date: '2026-03-15',
          event_date: null,
          magnus_escrow: '-12.5',
          magnus_title: null,
          partner_title: null,
          title_processsing: null,
          bundled_escrow: null,
          endorsements: null,
          reason: 'Refund',
          note: null,
        },
      },
    ]);
    expect(inForm(form, 'Magnus Escrow').value).toBe('');
    expect(inForm(form, 'Reason').value).toBe('');
    expect(inForm(form, 'Posting Date').value).toBe('2026-03-15');
  });

  it("says 'Failed to create adjustment.' with the server's detail when the add fails", async () => {
    fakeServer({ onWrite: () => jsonResponse({ detail: 'File not found.' }, 404) });
    renderDialog();
    await screen.findByText(NO_ADJUSTMENTS);
    const form = addForm();
    fireEvent.change(inForm(form, 'Magnus Title'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Adjustment' }));
    expect(await within(form).findByText(`${ADJUSTMENT_CREATE_FAILED} File not found.`)).toBeTruthy();
  });

  it("deletes one after a confirmation; a failure says 'Failed to delete adjustment.'", async () => {
    const { writes } = fakeServer({
      adjustments: [adjustment({ adj_id: 3, magnus_escrow: '1.00' })],
      onWrite: () => jsonResponse({ detail: 'nope' }, 403),
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete adjustment of 03/02/2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this adjustment?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete adjustment.')).toBeTruthy();
    expect(writes).toEqual([{ url: '/api/file-adjustments/3', method: 'DELETE', body: null, ifMatch: null }]);
  });
});
