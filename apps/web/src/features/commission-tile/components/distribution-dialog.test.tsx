import type { CommPayment, Employee } from '@hub/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import {
  DistributionDialog,
  NO_CAP,
  NO_PAYEES,
  OVER_CAP,
  PAYER_LOAD_FAILED,
  SAVE_FAILED,
} from './distribution-dialog';
import { ANN, BOB, CAT, PAYER_UUID, PERIOD, payer, storedPayment } from './tile-fixtures';

type Serve = {
  employee?: Employee | { status: number; detail?: string };
  payments?: CommPayment[] | 'fail';
  saveStatus?: number;
  saveDetail?: string;
};

function serve({ employee = payer([ANN, BOB], [CAT]), payments = [], saveStatus = 200, saveDetail }: Serve) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles({ roles: 'Sales' });
    if (url.startsWith('/api/employees/secure/'))
      return 'status' in employee
        ? jsonResponse(employee.detail ? { detail: employee.detail } : {}, employee.status)
        : jsonResponse(employee);
    if (url.startsWith('/api/comm-pmts') && (init.method ?? 'GET') === 'GET')
      return payments === 'fail' ? jsonResponse({ detail: 'boom' }, 500) : jsonResponse(payments);
    if (url.startsWith('/api/comm-pmts')) {
      if (saveStatus !== 200) return jsonResponse(saveDetail ? { detail: saveDetail } : {}, saveStatus);
      const body = JSON.parse(String(init.body));
      const to = [ANN, BOB, CAT].find((p) => p.uuid === body.to_employee_uuid) ?? ANN;
      return jsonResponse({ ...storedPayment(to, body.amount, 9), ...body });
    }
    return jsonResponse({ detail: `unexpected ${url}` }, 404);
  });
}

function open(endBalance: string | null = '100.00', onClose = vi.fn()) {
  storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID });
  renderWithProviders(
    <DistributionDialog
      opened
      onClose={onClose}
      payerUuid={PAYER_UUID}
      period={PERIOD}
      endBalance={endBalance}
    />,
  );
  return onClose;
}

const amount = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(amount(label), { target: { value: text } });
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('DistributionDialog (spec 000 §4, §5, §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("says 'Failed to load employee.', or the server's detail", async () => {
    serve({ employee: { status: 500 } });
    open();
    expect(await screen.findByText(PAYER_LOAD_FAILED)).toBeTruthy();
  });

  it("prefers the server's detail when the payer cannot be read", async () => {
    serve({ employee: { status: 404, detail: 'Employee not found.' } });
    open();
    expect(await screen.findByText('Employee not found.')).toBeTruthy();
  });

  it('says so when there are no payees and no payments (a failed payments list reads as empty)', async () => {
    serve({ employee: payer([], []), payments: 'fail' });
    open();
    expect(await screen.findByText(NO_PAYEES)).toBeTruthy();
  });

  it('keeps digits and one point, formats on blur, and turns red over the cap', async () => {
    serve({ payments: [storedPayment(BOB, '20.00', 1)] });
    open('100.00');
    await screen.findByLabelText('Ann Lee');
    expect(amount('Bob Lee').value).toBe('20.00');
    // The cap is the end balance plus the stored payment being edited: $120.00.
    expect(screen.getByText(/available/).textContent).toBe('Total $20.00 of $120.00 available');
    type('Ann Lee', 'a1b0.5.7');
    expect(amount('Ann Lee').value).toBe('10.57');
    fireEvent.blur(amount('Ann Lee'));
    expect(amount('Ann Lee').value).toBe('10.57');
    type('Ann Lee', '12');
    fireEvent.blur(amount('Ann Lee'));
    expect(amount('Ann Lee').value).toBe('12.00');
    expect(screen.queryByText(OVER_CAP)).toBeNull();
    type('Ann Lee', '100.01');
    expect(await screen.findByText(OVER_CAP)).toBeTruthy();
    expect(amount('Ann Lee').getAttribute('aria-invalid')).toBe('true');
    expect(amount('Bob Lee').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'No cap enforced.' without an end balance", async () => {
    serve({});
    open(null);
    expect(await screen.findByText(NO_CAP)).toBeTruthy();
  });

  it('keeps an optional amount disabled until a payee is chosen, and Save until an amount is above zero', async () => {
    serve({ employee: payer([ANN], [BOB, CAT]) });
    open();
    await screen.findByLabelText('Ann Lee');
    expect(amount('Optional share 1 amount').disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
    type('Ann Lee', '0');
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Optional share 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cat Lee' }));
    await waitFor(() => expect(amount('Optional share 1 amount').disabled).toBe(false));
    type('Optional share 1 amount', '5');
    expect(saveButton().disabled).toBe(false);
  });

  it('takes a payee chosen in an optional slot out of the main list', async () => {
    serve({ employee: payer([ANN, CAT], [CAT]) });
    open();
    await screen.findByLabelText('Cat Lee');
    fireEvent.click(screen.getByRole('combobox', { name: 'Optional share 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cat Lee' }));
    await waitFor(() => expect(screen.queryByLabelText('Cat Lee')).toBeNull());
    expect(screen.getByLabelText('Ann Lee')).toBeTruthy();
  });

  it('updates a stored payment, creates a new one above zero, skips a new empty one, then closes', async () => {
    const fetchMock = serve({
      employee: payer([ANN, BOB], [CAT]),
      payments: [storedPayment(BOB, '20.00', 1)],
    });
    const onClose = open('100.00');
    await screen.findByLabelText('Ann Lee');
    type('Bob Lee', '25');
    type('Ann Lee', '');
    fireEvent.click(screen.getByRole('combobox', { name: 'Optional share 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cat Lee' }));
    await waitFor(() => expect(amount('Optional share 1 amount').disabled).toBe(false));
    type('Optional share 1 amount', '10.5');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
      .map(([url, init]) => [init?.method, String(url), JSON.parse(String(init?.body))]);
    const body = (to: string, value: string) => ({
      from_employee_uuid: PAYER_UUID,
      to_employee_uuid: to,
      period_begin: '2026-02-01',
      period_end: '2026-02-28',
      amount: value,
    });
    expect(writes).toEqual([
      ['PUT', '/api/comm-pmts/10000000-0000-4000-8000-000000000001', body(BOB.uuid, '25.00')],
      ['POST', '/api/comm-pmts/', body(CAT.uuid, '10.50')],
    ]);
  });

  it("says 'Failed to save commission payments.', or the server's detail", async () => {
    serve({ saveStatus: 500 });
    open();
    await screen.findByLabelText('Ann Lee');
    type('Ann Lee', '5');
    fireEvent.click(saveButton());
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
  });

  it("shows the server's detail when the save is refused", async () => {
    serve({
      saveStatus: 409,
      saveDetail: 'body.amount: 500.00 exceeds the available commission (100.00) for the period.',
    });
    open();
    await screen.findByLabelText('Ann Lee');
    type('Ann Lee', '500');
    fireEvent.click(saveButton());
    expect(await screen.findByText(/exceeds the available commission \(100\.00\)/)).toBeTruthy();
  });
});
