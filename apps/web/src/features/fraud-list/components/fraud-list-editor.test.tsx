import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { FRAUD_FIX_ROWS, FraudListEditor } from './fraud-list-editor';

const STORED = [{ fraud_list_id: 1, fraud_payee_name: 'Acme Holdings', notes: null, version: 1 }];

describe('FraudListEditor', { timeout: 30_000 }, () => {
  beforeEach(() => storeToken({ roles: ['Admin'] }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a server's field error at its row in words, and clears it when the name is fixed", async () => {
    mockFetch((_url, init) =>
      init.method === 'POST' || init.method === 'PUT'
        ? jsonResponse(
            {
              detail: "body.0.fraud_payee_name: 'acme  holdings' is the same payee as body.1",
              errors: [{ path: '0.fraud_payee_name', message: 'is already on the fraud list' }],
            },
            400,
          )
        : jsonResponse(STORED),
    );
    renderWithProviders(<FraudListEditor />);
    await screen.findByDisplayValue('Acme Holdings');
    fireEvent.click(screen.getByRole('button', { name: '+ Add Row' }));
    fireEvent.change(screen.getByLabelText('Payee Name, row 2'), { target: { value: 'Acme Holdings Two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save All' }));
    expect(await screen.findByText('Is already on the fraud list')).toBeTruthy();
    expect(screen.getByText(FRAUD_FIX_ROWS)).toBeTruthy();
    expect(screen.queryByText(/body\./)).toBeNull();
    fireEvent.change(screen.getByLabelText('Payee Name, row 2'), { target: { value: 'Other Payee' } });
    expect(screen.queryByText('Is already on the fraud list')).toBeNull();
  });
});
