import type { CommGuarantee } from '@hub/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '@/lib/confirm';
import { mockWritesServer, type WriteCall } from '@/test/fake-server';
import { jsonResponse, renderWithProviders, storeToken } from '@/test/utils';
import { GUARANTEE_ROW_INVALID, GUARANTEES_AFTER_SAVE, NO_GUARANTEES } from './guarantees/guarantee-values';
import { GuaranteesPanel, type GuaranteesPanelHandle } from './guarantees-panel';

vi.mock('@/lib/confirm', () => ({ confirmAction: vi.fn(async () => false) }));
const confirm = vi.mocked(confirmAction);

const EMPLOYEE = '3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e6f';
const LIST_URL = `/api/employees/${EMPLOYEE}/comm-guarantees`;

const january: CommGuarantee = {
  comm_guarantee_id: 11,
  period_beg_dt: '2026-01-01',
  period_end_dt: '2026-01-31',
  guarantee_amount: '7500.00',
  override_if_comm_greater: true,
  version: 3,
};

/** A server holding `stored`, answering `onWrite` for POST/PATCH/DELETE; records every write. */
function fakeServer(
  stored: CommGuarantee[],
  onWrite: (call: WriteCall) => Response = () => jsonResponse(january, 201),
) {
  return mockWritesServer(() => jsonResponse(stored), onWrite);
}

function addRow() {
  const group = screen.getByRole('group', { name: 'Add guarantee' });
  const field = (label: string) => within(group).getByLabelText(label);
  return {
    fill(values: { begin?: string; end?: string; amount?: string }) {
      if (values.begin !== undefined)
        fireEvent.change(field('Begin Date'), { target: { value: values.begin } });
      if (values.end !== undefined) fireEvent.change(field('End Date'), { target: { value: values.end } });
      if (values.amount !== undefined)
        fireEvent.change(field('Amount'), { target: { value: values.amount } });
    },
    amount: () => (field('Amount') as HTMLInputElement).value,
    /** The message under a field, or null. */
    error: (label: string) => {
      const ids = (field(label).getAttribute('aria-describedby') ?? '').split(' ');
      return document.getElementById(ids.find((id) => id.endsWith('error')) ?? '')?.textContent ?? null;
    },
    add: () => fireEvent.click(within(group).getByRole('button', { name: 'Add' })),
  };
}

function renderPanel(employeeUuid: string | null = EMPLOYEE) {
  storeToken();
  const ref = createRef<GuaranteesPanelHandle>();
  renderWithProviders(<GuaranteesPanel employeeUuid={employeeUuid} ref={ref} />);
  const savePending = async () => {
    let result: boolean | undefined;
    await act(async () => {
      result = await ref.current?.savePending();
    });
    return result;
  };
  return { ref, savePending };
}

afterEach(() => {
  vi.unstubAllGlobals();
  confirm.mockReset();
});

describe('GuaranteesPanel for a new employee', () => {
  it('says guarantees come after the save, calls nothing, and has nothing pending', async () => {
    const { fetchMock } = fakeServer([]);
    const { savePending } = renderPanel(null);
    expect(screen.getByText(GUARANTEES_AFTER_SAVE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Add guarantee' })).toBeNull();
    expect(await savePending()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GuaranteesPanel list', () => {
  it('shows the empty state', async () => {
    fakeServer([]);
    renderPanel();
    expect(await screen.findByText(NO_GUARANTEES)).toBeTruthy();
  });

  it('shows each guarantee with its dates, USD amount and override flag', async () => {
    fakeServer([
      january,
      {
        ...january,
        comm_guarantee_id: 12,
        period_beg_dt: '2026-02-01',
        period_end_dt: '2026-02-28',
        guarantee_amount: '1234.5',
        override_if_comm_greater: false,
      },
    ]);
    renderPanel();
    const row = await screen.findByRole('row', { name: 'Guarantee 01/01/2026 – 01/31/2026' });
    expect(within(row).getByText('$7,500.00')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    const second = screen.getByRole('row', { name: 'Guarantee 02/01/2026 – 02/28/2026' });
    expect(within(second).getByText('$1,234.50')).toBeTruthy();
    expect(within(second).getByText('No')).toBeTruthy();
  });
});

describe('GuaranteesPanel add row and savePending', () => {
  it('has nothing pending when the add row is empty', async () => {
    const { writes } = fakeServer([]);
    const { savePending } = renderPanel();
    await screen.findByText(NO_GUARANTEES);
    expect(await savePending()).toBe(true);
    expect(writes).toEqual([]);
  });

  it.each([
    ['dates without an amount', { begin: '2026-01-01', end: '2026-01-31' }],
    ['an amount of 0', { begin: '2026-01-01', end: '2026-01-31', amount: '0' }],
    ['a negative amount', { begin: '2026-01-01', end: '2026-01-31', amount: '-5' }],
    ['no end date', { begin: '2026-01-01', amount: '100' }],
  ])('refuses %s: the spec message, false, and no call', async (_, values) => {
    const { writes } = fakeServer([]);
    const { savePending } = renderPanel();
    await screen.findByText(NO_GUARANTEES);
    addRow().fill(values);
    expect(await savePending()).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(GUARANTEE_ROW_INVALID);
    expect(writes).toEqual([]);
  });

  it('the Add button with an empty row shows the message too', async () => {
    const { writes } = fakeServer([]);
    renderPanel();
    await screen.findByText(NO_GUARANTEES);
    addRow().add();
    expect(await screen.findByText(GUARANTEE_ROW_INVALID)).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('saves a filled row (true), sending the amount as text, and empties the row', async () => {
    const { writes } = fakeServer([]);
    const { savePending } = renderPanel();
    await screen.findByText(NO_GUARANTEES);
    addRow().fill({ begin: '2026-03-01', end: '2026-03-31', amount: '2500.5' });
    expect(await savePending()).toBe(true);
    expect(writes).toEqual([
      {
        url: LIST_URL,
        method: 'POST',
        body: {
          period_beg_dt: '2026-03-01',
          period_end_dt: '2026-03-31',
          guarantee_amount: '2500.5',
          override_if_comm_greater: true,
        },
        ifMatch: null,
      },
    ]);
    expect(addRow().amount()).toBe('');
  });

  it('checks the row with the contract: each problem at its field, in words, and nothing sent', async () => {
    const { writes } = fakeServer([]);
    const { savePending } = renderPanel();
    await screen.findByText(NO_GUARANTEES);
    addRow().fill({ begin: '2026-03-31', end: '2026-03-01', amount: '0' });
    expect(await savePending()).toBe(false);
    expect(addRow().error('End Date')).toBe('Must be on or after the begin date');
    expect(addRow().error('Amount')).toBe('Must be above zero');
    expect(addRow().error('Begin Date')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(GUARANTEE_ROW_INVALID);
    expect(writes).toEqual([]);
    // Fixed, the field's message goes at once.
    addRow().fill({ end: '2026-04-30' });
    expect(addRow().error('End Date')).toBeNull();
  });

  it("answers false and shows the server's reason when the create fails", async () => {
    fakeServer([], () =>
      jsonResponse({ detail: 'This employee already has a guarantee for 2026-03-01 to 2026-03-31.' }, 409),
    );
    const { savePending } = renderPanel();
    await screen.findByText(NO_GUARANTEES);
    addRow().fill({ begin: '2026-03-01', end: '2026-03-31', amount: '10' });
    expect(await savePending()).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'This employee already has a guarantee for 2026-03-01 to 2026-03-31.',
    );
    expect(addRow().amount()).toBe('10');
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    fakeServer([], () => new Response('', { status: 500 }));
    renderPanel();
    await screen.findByText(NO_GUARANTEES);
    addRow().fill({ begin: '2026-03-01', end: '2026-03-31', amount: '10' });
    addRow().add();
    expect(await screen.findByText('Failed to create guarantee.')).toBeTruthy();
  });
});

describe('GuaranteesPanel inline edit and delete', () => {
  async function editRow(amount: string) {
    const row = await screen.findByRole('row', { name: 'Guarantee 01/01/2026 – 01/31/2026' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const editing = screen.getByRole('row', { name: /^Edit guarantee/ });
    fireEvent.change(within(editing).getByLabelText('Amount'), { target: { value: amount } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save' }));
  }

  it.each(['', '0', '-10'])(
    'discards an amount edit of %j: no call, the row shows the stored amount',
    async (amount) => {
      const { writes } = fakeServer([january]);
      renderPanel();
      await editRow(amount);
      const row = await screen.findByRole('row', { name: 'Guarantee 01/01/2026 – 01/31/2026' });
      expect(within(row).getByText('$7,500.00')).toBeTruthy();
      expect(writes).toEqual([]);
    },
  );

  it('sends a changed amount with the version it showed', async () => {
    const { writes } = fakeServer([january], () =>
      jsonResponse({ ...january, guarantee_amount: '8000.00', version: 4 }),
    );
    renderPanel();
    await editRow('8000');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: `${LIST_URL}/11`,
      method: 'PATCH',
      body: { guarantee_amount: '8000' },
      ifMatch: '"3"',
    });
  });

  it("shows the server's refusal of an edited date at its field in the row", async () => {
    const refusal = 'must be on or after the begin date (2026-02-15)';
    const { writes } = fakeServer([january], () =>
      jsonResponse(
        { detail: `body.period_end_dt: ${refusal}`, errors: [{ path: 'period_end_dt', message: refusal }] },
        400,
      ),
    );
    renderPanel();
    const row = await screen.findByRole('row', { name: 'Guarantee 01/01/2026 – 01/31/2026' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const editing = screen.getByRole('row', { name: /^Edit guarantee/ });
    fireEvent.change(within(editing).getByLabelText('Begin Date'), { target: { value: '2026-02-15' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({ period_beg_dt: '2026-02-15' });
    expect(await within(editing).findByText('Must be on or after the begin date (2026-02-15)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update guarantee.');
  });

  it("shows the server's reason when an edit fails (a stale version)", async () => {
    fakeServer([january], () => jsonResponse({ detail: 'Someone else changed this record.' }, 412));
    renderPanel();
    await editRow('8000');
    expect(await screen.findByText('Someone else changed this record.')).toBeTruthy();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    confirm.mockResolvedValue(false);
    const { writes } = fakeServer([january], () => new Response(null, { status: 204 }));
    renderPanel();
    const row = await screen.findByRole('row', { name: 'Guarantee 01/01/2026 – 01/31/2026' });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this guarantee?');
    expect(writes).toEqual([]);

    confirm.mockResolvedValue(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: `${LIST_URL}/11`, method: 'DELETE', ifMatch: '"3"' });
  });

  it('says so when a delete fails', async () => {
    confirm.mockResolvedValue(true);
    fakeServer([january], () => new Response('', { status: 500 }));
    renderPanel();
    const row = await screen.findByRole('row', { name: 'Guarantee 01/01/2026 – 01/31/2026' });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete guarantee.')).toBeTruthy();
  });
});
