import { PAYROLL_ID_TAKEN, PAYROLL_ID_TAKEN_DETAIL } from '@hub/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTH_STATES } from '@/test/forms';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { EmployeeForm, PENDING_GUARANTEE_FAILED, SAVE_FAILED, TERMINATION_WARNING } from './employee-form';
import type { GuaranteesPanelProps } from './guarantees-panel';
import { EMPLOYEE_UUID, STORED_EMPLOYEE } from './stored-employee.fixture';

const savePending = vi.fn<() => Promise<boolean>>();

// The guarantees panel is another area's; here only its savePending answer matters.
vi.mock('./guarantees-panel', () => ({
  GuaranteesPanel: ({ ref }: GuaranteesPanelProps) => {
    useImperativeHandle(ref, () => ({ savePending }));
    return null;
  },
}));
vi.mock('./jv-links-panel', () => ({ JvLinksPanel: () => null }));

const UUID = EMPLOYEE_UUID;
const STORED = STORED_EMPLOYEE;

type Handler = (url: string, init: RequestInit) => Response | undefined;
function serve(save: Handler) {
  return mockFetch((url, init) => {
    const answer = save(url, init);
    if (answer) return answer;
    return jsonResponse([]);
  });
}
const saveCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

const clickSave = () => fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);

// A big form: rendering it takes a few seconds on a busy machine.
describe('EmployeeForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken();
    savePending.mockResolvedValue(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates a new employee with the spec defaults and opens it', async () => {
    const onCreated = vi.fn();
    const fetchMock = serve((url, init) =>
      init.method === 'POST' && url === '/api/employees' ? jsonResponse({ ...STORED }, 201) : undefined,
    );
    renderWithProviders(
      <EmployeeForm employee={null} canEditBase={false} stateChoice={BOTH_STATES} onCreated={onCreated} />,
    );
    expect(screen.getByText('New Employee')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^First Name/), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText(/^Last Name/), { target: { value: 'Ng' } });
    fireEvent.change(screen.getByLabelText('Cell Phone'), { target: { value: '602555010199' } });
    expect((screen.getByLabelText('Cell Phone') as HTMLInputElement).value).toBe('(602) 555-0101');
    clickSave();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(UUID));
    const [call] = saveCalls(fetchMock);
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      first_name: 'Nina',
      last_name: 'Ng',
      state: 'AZ',
      cell_phone: '6025550101',
      email: null,
      uw_split_pct: '0.12',
      def_cost_pct: '1',
    });
    expect(body).not.toHaveProperty('start_date');
    expect(savePending).toHaveBeenCalledTimes(1);
  });

  it('does not save the employee when the pending guarantee row cannot be saved', async () => {
    savePending.mockResolvedValue(false);
    const fetchMock = serve(() => undefined);
    renderWithProviders(
      <EmployeeForm employee={STORED} canEditBase={false} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    clickSave();
    expect(await screen.findByText(PENDING_GUARANTEE_FAILED)).toBeTruthy();
    expect(saveCalls(fetchMock)).toEqual([]);
  });

  it("shows the server's stale message on a 412, sending the loaded version", async () => {
    const stale = 'Someone else changed this record after you opened it.';
    const fetchMock = serve((_url, init) =>
      init.method === 'PUT' ? jsonResponse({ detail: stale }, 412) : undefined,
    );
    renderWithProviders(
      <EmployeeForm employee={STORED} canEditBase={false} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    expect(screen.getByText('Edit Employee')).toBeTruthy();
    clickSave();
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
    expect(screen.getByText(stale)).toBeTruthy();
    const [call] = saveCalls(fetchMock);
    expect(call?.[0]).toBe(`/api/employees/${UUID}`);
    expect(new Headers(call?.[1]?.headers).get('If-Match')).toBe('"4"');
  });

  it("puts a server's field error on the field and warns about a termination date", async () => {
    serve((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse(
            {
              detail: 'body.email: must be an e-mail address',
              errors: [{ path: 'email', message: 'must be an e-mail address' }],
            },
            400,
          )
        : undefined,
    );
    renderWithProviders(
      <EmployeeForm employee={STORED} canEditBase={false} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    expect(screen.queryByText(TERMINATION_WARNING)).toBeNull();
    fireEvent.change(screen.getByLabelText('Termination Date'), { target: { value: '2025-01-31' } });
    expect(screen.getByText(TERMINATION_WARNING)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Admin' }));
    clickSave();
    // The field's tab opens and the message is at the field, in words; no raw 'body.' text anywhere.
    expect(await screen.findByText('Must be an e-mail address')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(SAVE_FAILED)).toBeTruthy();
    expect(screen.queryByText(/body\./)).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@hub.test' } });
    expect(screen.queryByText('Must be an e-mail address')).toBeNull();
  });

  it("shows the server's 409 for a payroll id another employee has at the Payroll ID field", async () => {
    // The answer as the server gives it (employees.test.ts: the 409 names its field).
    serve((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse(
            { detail: PAYROLL_ID_TAKEN_DETAIL, errors: [{ path: 'payroll_id', message: PAYROLL_ID_TAKEN }] },
            409,
          )
        : undefined,
    );
    renderWithProviders(
      <EmployeeForm employee={STORED} canEditBase={false} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Admin' }));
    fireEvent.change(screen.getByLabelText('Payroll ID'), { target: { value: 'P1001' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    clickSave();
    // The Admin tab opens, the message is at the field in words, and the alert has the spec's text.
    const payroll = screen.getByLabelText('Payroll ID');
    await waitFor(() => expect(payroll.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Admin' }).getAttribute('aria-selected')).toBe('true');
    const described = payroll.getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(described.split(' ').find((id) => id.endsWith('error')) ?? '')?.textContent,
    ).toBe('Another employee already has this payroll id');
    expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED);
    expect(screen.queryByText(/body\./)).toBeNull();
    fireEvent.change(payroll, { target: { value: 'P1002' } });
    expect(screen.queryByText('Another employee already has this payroll id')).toBeNull();
  });

  it("saves a super user's typed base with the main Save, and keeps showing it", async () => {
    const fetchMock = serve((_url, init) => {
      if (init.method !== 'PUT') return undefined;
      const sent = JSON.parse(String(init.body));
      return jsonResponse({ ...STORED, base: '6000.00', base_desc: sent.base_desc, version: 5 });
    });
    renderWithProviders(
      <EmployeeForm employee={STORED} canEditBase={true} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Base'), { target: { value: '$6,000' } });
    fireEvent.change(screen.getByLabelText('Base Description'), { target: { value: 'Monthly' } });
    clickSave();
    await waitFor(() => expect(saveCalls(fetchMock)).toHaveLength(1));
    const [call] = saveCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ base: '6000', base_desc: 'Monthly' });
    expect(await screen.findByText('Base: $6,000 (Monthly)')).toBeTruthy();
    expect((screen.getByLabelText('Base') as HTMLInputElement).value).toBe('6000');
    expect((screen.getByLabelText('Base Description') as HTMLInputElement).value).toBe('Monthly');
  });

  it('sends no base for a user who may not change it', async () => {
    const fetchMock = serve((_url, init) => (init.method === 'PUT' ? jsonResponse(STORED) : undefined));
    renderWithProviders(
      <EmployeeForm employee={STORED} canEditBase={false} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    expect(screen.queryByLabelText('Base')).toBeNull();
    clickSave();
    await waitFor(() => expect(saveCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(saveCalls(fetchMock)[0]?.[1]?.body));
    expect(body).not.toHaveProperty('base');
    expect(body).not.toHaveProperty('base_desc');
  });

  it('asks for both names before calling the server', async () => {
    const fetchMock = serve(() => undefined);
    renderWithProviders(
      <EmployeeForm employee={null} canEditBase={false} stateChoice={BOTH_STATES} onCreated={vi.fn()} />,
    );
    clickSave();
    // The contract's rule, at both name fields.
    expect(await screen.findAllByText('Is required')).toHaveLength(2);
    expect(saveCalls(fetchMock)).toEqual([]);
  });
});
