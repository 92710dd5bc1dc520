import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  /** A server holding STORED that answers each batch with `answer`; the batches sent. */
  function serve(answer: (entries: unknown[]) => Response = () => jsonResponse(STORED)) {
    const sent: unknown[][] = [];
    mockFetch((_url, init) => {
      if (init.method !== 'POST') return jsonResponse(STORED);
      const entries = JSON.parse(String(init.body)) as unknown[];
      sent.push(entries);
      return answer(entries);
    });
    return sent;
  }
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const addRow = () => fireEvent.click(screen.getByRole('button', { name: '+ Add Row' }));
  const saveAll = () => fireEvent.click(screen.getByRole('button', { name: 'Save All' }));
  const errorOf = (label: string) => {
    const input = screen.getByLabelText(label);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return document.getElementById(ids.find((id) => id.endsWith('error')) ?? '')?.textContent ?? null;
  };

  it('keeps the field being typed in, and its focus, as the rows change', async () => {
    serve();
    renderWithProviders(<FraudListEditor />);
    await screen.findByDisplayValue('Acme Holdings');
    addRow();
    const name = screen.getByLabelText('Payee Name, row 2');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'B' } });
    fireEvent.change(name, { target: { value: 'Bravo' } });
    const notes = screen.getByLabelText('Notes, row 2');
    notes.focus();
    fireEvent.change(notes, { target: { value: 'W' } });
    expect(screen.getByLabelText('Notes, row 2')).toBe(notes);
    expect(document.activeElement).toBe(notes);
    expect(screen.getByLabelText('Payee Name, row 2')).toBe(name);
    expect((name as HTMLInputElement).value).toBe('Bravo');
  });

  it('checks the rows with the contract before sending: notes too long are refused in their cell', async () => {
    const sent = serve();
    renderWithProviders(<FraudListEditor />);
    await screen.findByDisplayValue('Acme Holdings');
    addRow();
    type('Payee Name, row 2', 'Bravo Wire LLC');
    type('Notes, row 2', 'n'.repeat(2001));
    saveAll();
    await waitFor(() => expect(errorOf('Notes, row 2')).toBe('Must be at most 2000 characters'));
    expect(errorOf('Payee Name, row 2')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(FRAUD_FIX_ROWS);
    expect(sent).toEqual([]);
    // Fixed, the message goes and the row is sent.
    type('Notes, row 2', 'Fake payoff letter');
    expect(errorOf('Notes, row 2')).toBeNull();
    saveAll();
    await waitFor(() =>
      expect(sent).toEqual([[{ fraud_payee_name: 'Bravo Wire LLC', notes: 'Fake payoff letter' }]]),
    );
  });

  it('drops blank + Add Row lines and says which row the server refused past them', async () => {
    const sent = serve(() =>
      jsonResponse(
        {
          // Added in another tab since this list was loaded.
          detail: "body.1.fraud_payee_name: 'Zulu Pay' is already on the fraud list as 'ZULU PAY'.",
          errors: [
            { path: '1.fraud_payee_name', message: "'Zulu Pay' is already on the fraud list as 'ZULU PAY'." },
          ],
        },
        409,
      ),
    );
    renderWithProviders(<FraudListEditor />);
    await screen.findByDisplayValue('Acme Holdings');
    addRow();
    addRow();
    addRow();
    addRow();
    type('Payee Name, row 3', 'Charlie Escrow');
    type('Payee Name, row 5', 'Zulu Pay');
    saveAll();
    // Rows 2 and 4 were left blank: only rows 3 and 5 are sent, and the refusal of the second entry
    // is shown in row 5.
    await waitFor(() =>
      expect(errorOf('Payee Name, row 5')).toBe("'Zulu Pay' is already on the fraud list as 'ZULU PAY'."),
    );
    expect(sent).toEqual([
      [
        { fraud_payee_name: 'Charlie Escrow', notes: null },
        { fraud_payee_name: 'Zulu Pay', notes: null },
      ],
    ]);
    expect(errorOf('Payee Name, row 3')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(FRAUD_FIX_ROWS);
  });

  it('refuses a payee another row names before sending, and removing a new row keeps the others', async () => {
    const sent = serve();
    renderWithProviders(<FraudListEditor />);
    await screen.findByDisplayValue('Acme Holdings');
    addRow();
    addRow();
    type('Payee Name, row 2', 'Delta LLC');
    type('Payee Name, row 3', 'ACME  holdings');
    saveAll();
    await waitFor(() => expect(errorOf('Payee Name, row 3')).toBe('Same payee as row 1'));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    // Row 3 is row 2 now, still with its name and its message.
    expect((screen.getByLabelText('Payee Name, row 2') as HTMLInputElement).value).toBe('ACME  holdings');
    expect(screen.queryByLabelText('Payee Name, row 3')).toBeNull();
    type('Payee Name, row 2', 'Echo LLC');
    expect(errorOf('Payee Name, row 2')).toBeNull();
  });
});
