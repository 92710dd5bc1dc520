import type { TitleTurnaroundResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { mockWritesServer, type WriteCall } from '@/test/fake-server';
import { jsonResponse, liveRoles, renderWithProviders, storeToken } from '@/test/utils';
import { TitleTurnaround } from './title-turnaround';

const LEE = '11111111-1111-4111-8111-111111111111';
const NG = '22222222-2222-4222-8222-222222222222';
const FILE = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`;
const ADDED = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

// The clock: 2031-03-10 in Los Angeles, so the default range is February 2031.
const NOW = new Date('2031-03-10T18:00:00Z');
const PATH = '/reports/title-officer-turnaround';
const RANGE = 'state=AZ&beg_date=2031-02-01&end_date=2031-02-28';

const file = (n: number, fields: Partial<TitleTurnaroundResponse['rows'][number]['files'][number]>) => ({
  file_id: n,
  file_uuid: FILE(n),
  order_number: `AZ-${n}`,
  order_status: 'Closed',
  open_date: '2031-02-02',
  ready_for_title_date: '2031-02-03',
  commit_complete_date: '2031-02-03',
  turn_around_days: 0,
  county: 'Maricopa',
  title_type: 'Owner',
  legal_desc: null,
  comm_elig: true,
  ...fields,
});

const ANSWER: TitleTurnaroundResponse = {
  state: 'AZ',
  beg_date: '2031-02-01',
  end_date: '2031-02-28',
  rows: [
    {
      emp_id: 7,
      emp_uuid: LEE,
      first_name: 'Ann',
      last_name: 'Lee',
      beg_date: '2031-02-01',
      end_date: '2031-02-28',
      jvs_assigned: ['Alpha JV', 'Beta JV'],
      total_file_cnt: 3,
      comm_file_cnt: 2,
      on_time_pct: 66.67,
      avg_turn_around_days: 2.33,
      base_files: 1,
      comm_per_file: '25',
      comm_amt: '25.00',
      files: [
        file(100, { legal_desc: 'Lot 1 of Tract 9' }),
        file(101, { commit_complete_date: '2031-02-05', turn_around_days: 2 }),
        file(102, {
          commit_complete_date: '2031-02-10',
          turn_around_days: 5,
          comm_elig: false,
          added_file_uuid: ADDED,
        }),
      ],
    },
    {
      emp_id: 8,
      emp_uuid: NG,
      first_name: 'Bo',
      last_name: 'Ng',
      beg_date: '2031-02-01',
      end_date: '2031-02-28',
      jvs_assigned: ['Gamma JV'],
      total_file_cnt: 1,
      comm_file_cnt: 0,
      on_time_pct: 0,
      avg_turn_around_days: null,
      base_files: 0,
      comm_per_file: '10.5',
      comm_amt: '0.00',
      files: [file(200, { commit_complete_date: null, turn_around_days: null, comm_elig: false })],
    },
  ],
  totals: { total_file_cnt: 4, comm_file_cnt: 2, avg_turn_around_days: 2.33 },
};

type Options = {
  roles?: string;
  state?: 'AZ' | 'NV';
  report?: () => Response | Promise<Response>;
  write?: (call: WriteCall) => Response;
};

function serve(options: Options = {}) {
  return mockWritesServer(
    (url) => {
      if (url.startsWith('/api/users/roles/live'))
        return liveRoles({ roles: options.roles, state: options.state });
      if (url.startsWith('/api/reports/to/export'))
        return new Response('Employee\r\n', {
          headers: {
            'Content-Disposition': 'attachment; filename="to_turnaround_AZ_2031-02-01_to_2031-02-28.csv"',
          },
        });
      if (url.startsWith('/api/reports/to?')) return options.report?.() ?? jsonResponse(ANSWER);
      return jsonResponse({ detail: `unexpected ${url}` }, 404);
    },
    options.write ?? (() => new Response(null, { status: 204 })),
  );
}

const reportQueries = (fetchMock: ReturnType<typeof serve>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/to?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

const runButton = () => screen.getByRole('button', { name: 'Run' });
const table = () => screen.findByRole('table', { name: 'Title Officer Turnaround' });
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

async function openFiles(name: string, count: number) {
  fireEvent.click(await screen.findByRole('button', { name: `View files (${count}) of ${name}` }));
  return screen.findByRole('table', { name: `Files of ${name}` });
}

async function openAddForm(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Add file for ${name}` }));
  return screen.findByRole('form', { name: `Add file for ${name}` });
}

const addFields = (form: HTMLElement) => ({
  orderNumber: within(form).getByLabelText(/^Order #/, { selector: 'input' }) as HTMLInputElement,
  start: within(form).getByLabelText(/^Search Start/, { selector: 'input' }) as HTMLInputElement,
  commit: within(form).getByLabelText(/^Commit Ready/, { selector: 'input' }) as HTMLInputElement,
});

describe('TitleTurnaround', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts with the token's state and the previous month, asks nothing until Run, then keeps the range in the address", async () => {
    storeToken({ roles: ['Super User'], default_state: 'NV' });
    const { fetchMock } = serve();
    const { router } = renderWithProviders(<TitleTurnaround />, PATH);
    expect(await screen.findByRole('heading', { name: 'Title Officer Turnaround' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('NV'));
    expect((screen.getByLabelText('Begin') as HTMLInputElement).value).toBe('2031-02-01');
    expect((screen.getByLabelText('End') as HTMLInputElement).value).toBe('2031-02-28');
    expect(reportQueries(fetchMock)).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(runButton());
    await table();
    expect(reportQueries(fetchMock)).toEqual([
      { state: 'NV', beg_date: '2031-02-01', end_date: '2031-02-28' },
    ]);
    expect(router.state.location.search).toBe('?state=NV&beg_date=2031-02-01&end_date=2031-02-28');
  });

  it('defaults to AZ when the token names no state the user may see', async () => {
    storeToken({ roles: ['State Super User'], default_state: 'NV' });
    const { fetchMock } = serve({ roles: 'State Super User', state: 'AZ' });
    renderWithProviders(<TitleTurnaround />, PATH);
    await screen.findByRole('button', { name: 'Run' });
    fireEvent.click(runButton());
    await table();
    expect(reportQueries(fetchMock)[0]?.state).toBe('AZ');
  });

  it('disables Run while a date is missing', async () => {
    storeToken({ roles: ['Admin'] });
    serve({ roles: 'Admin' });
    renderWithProviders(<TitleTurnaround />, PATH);
    await screen.findByRole('button', { name: 'Run' });
    expect(runButton()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear End' }));
    await waitFor(() => expect(runButton()).toHaveProperty('disabled', true));
  });

  it('disables Run while the report loads', async () => {
    storeToken({ roles: ['Admin'] });
    serve({ roles: 'Admin', report: () => new Promise<Response>(() => {}) });
    renderWithProviders(<TitleTurnaround />, PATH);
    await screen.findByRole('button', { name: 'Run' });
    fireEvent.click(runButton());
    await waitFor(() => expect(runButton()).toHaveProperty('disabled', true));
  });

  it("shows each officer's figures as the spec writes them and the footer's totals over every file", async () => {
    storeToken({ roles: ['Admin'] });
    serve({ roles: 'Admin' });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const officers = await table();
    expect(cells(officers.querySelector('thead tr') as Element)).toEqual([
      'Employee',
      "JV's",
      'Files',
      'Eligible',
      'Avg Turn (days)',
      'On Time %',
      'Base',
      'Per File',
      'Commission',
      'Actions',
    ]);
    const rows = [...officers.querySelectorAll('tbody tr')];
    expect(cells(rows[0] as Element)).toEqual([
      'Lee, Ann',
      'Alpha JV, Beta JV',
      '3',
      '2',
      '2.33',
      '66.67%',
      '1',
      '$25.00',
      '$25.00',
      'View files (3)',
    ]);
    expect(cells(rows[1] as Element)).toEqual([
      'Ng, Bo',
      'Gamma JV',
      '1',
      '0',
      '—',
      '0.00%',
      '0',
      '$10.50',
      '$0.00',
      'View files (1)',
    ]);
    // Files 3 + 1, eligible 2 + 0, turnaround (0 + 2 + 5) / 3 = 2.33 (the file without one left out).
    expect(cells(officers.querySelector('tfoot tr') as Element)).toEqual([
      'Total',
      '',
      '4',
      '2',
      '2.33',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('lists an officer’s files: a red cross on each ineligible one, the legal description on its order number', async () => {
    storeToken({ roles: ['Admin'] });
    serve({ roles: 'Admin' });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const files = await openFiles('Lee, Ann', 3);
    expect(cells(files.querySelector('thead tr') as Element)).toEqual([
      'Order #',
      'Status',
      'Open',
      'Ready',
      'Commit',
      'Turn (d)',
      'County',
      'Type',
      'On Time',
      '',
    ]);
    expect(within(files).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    const rows = [...files.querySelectorAll('tbody tr')];
    expect(cells(rows[0] as Element)).toEqual([
      'AZ-100',
      'Closed',
      '02/02/2031',
      '02/03/2031',
      '02/03/2031',
      '0',
      'Maricopa',
      'Owner',
      'Yes',
      '',
    ]);
    expect(within(files).getAllByRole('img', { name: /^Not eligible for commission/ })).toHaveLength(1);
    expect(within(files).getByRole('img', { name: 'Not eligible for commission: AZ-102' })).toBeTruthy();
    // An Admin is no super user: no Override, no delete, no Add file (the server refuses them too).
    expect(within(files).queryByRole('button', { name: /^Override/ })).toBeNull();
    expect(within(files).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add file/ })).toBeNull();

    const order = within(files).getByRole('button', { name: 'AZ-100' });
    fireEvent.click(order);
    expect(within(files).getByText('Lot 1 of Tract 9')).toBeTruthy();
    expect(order.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(order);
    expect(within(files).queryByText('Lot 1 of Tract 9')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide files of Lee, Ann' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Files of Lee, Ann' })).toBeNull());
  });

  it('lets a super user override an ineligible file after the confirmation, then reloads', async () => {
    storeToken({ roles: ['Super User'] });
    const { writes, fetchMock } = serve({
      write: () => jsonResponse({ file_uuid: FILE(102), title_comm_override: true }),
    });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const files = await openFiles('Lee, Ann', 3);
    expect(within(files).queryByRole('button', { name: 'Override AZ-100' })).toBeNull();
    fireEvent.click(within(files).getByRole('button', { name: 'Override AZ-102' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Override commission eligibility for this file?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Override' }));
    await waitFor(() => expect(reportQueries(fetchMock)).toHaveLength(2));
    expect(writes).toEqual([
      {
        url: '/api/title-file-additions/override-title-comm',
        method: 'PUT',
        body: { file_uuid: FILE(102), override: true },
        ifMatch: null,
      },
    ]);
  });

  it('says when the override fails, and sends nothing when it is cancelled', async () => {
    storeToken({ roles: ['Super User'] });
    const { writes } = serve({ write: () => jsonResponse({ detail: 'nope' }, 500) });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const files = await openFiles('Ng, Bo', 1);
    fireEvent.click(within(files).getByRole('button', { name: 'Override AZ-200' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Override commission eligibility for this file?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
    fireEvent.click(within(files).getByRole('button', { name: 'Override AZ-200' }));
    confirm = await screen.findByRole('dialog', { name: 'Override commission eligibility for this file?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Override' }));
    expect(await screen.findByText('Failed to override commission eligibility')).toBeTruthy();
    expect(writes).toHaveLength(1);
  });

  it('deletes a manually added file after the confirmation; a failure says so', async () => {
    storeToken({ roles: ['Super User'] });
    let status = 204;
    const { writes, fetchMock } = serve({
      write: () => (status === 204 ? new Response(null, { status }) : jsonResponse({ detail: 'x' }, status)),
    });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const files = await openFiles('Lee, Ann', 3);
    // Only the added file has a delete.
    expect(
      within(files)
        .getAllByRole('button', { name: /^Delete/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete AZ-102']);
    fireEvent.click(within(files).getByRole('button', { name: 'Delete AZ-102' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Delete this manually added file from the report?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reportQueries(fetchMock)).toHaveLength(2));
    expect(writes).toEqual([
      { url: `/api/title-file-additions/${ADDED}`, method: 'DELETE', body: null, ifMatch: null },
    ]);

    status = 403;
    fireEvent.click(within(files).getByRole('button', { name: 'Delete AZ-102' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this manually added file from the report?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete')).toBeTruthy();
  });

  it('opens the add-file form with an empty order number and today’s dates, and checks them as the contract does', async () => {
    storeToken({ roles: ['Super User'] });
    const { writes } = serve();
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const form = await openAddForm('Ng, Bo');
    const { orderNumber, start, commit } = addFields(form);
    // Today in Los Angeles (the clock says 2031-03-10 at 10:00 there).
    expect([orderNumber.value, start.value, commit.value]).toEqual(['', '2031-03-10', '2031-03-10']);

    fireEvent.change(orderNumber, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Order # is required')).toBeTruthy();

    fireEvent.change(orderNumber, { target: { value: 'AZ-9' } });
    fireEvent.change(commit, { target: { value: '2031-03-09' } });
    fireEvent.blur(commit);
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Commit Ready must be on/after Search Start')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("adds a file: the server's words or 'Failed to add file' in the form; once added the form closes and the files show", async () => {
    storeToken({ roles: ['Super User'] });
    let answer = jsonResponse({ detail: 'No file has order number AZ-9' }, 400);
    const { writes, fetchMock } = serve({ write: () => answer });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const form = await openAddForm('Ng, Bo');
    const { orderNumber, commit } = addFields(form);
    fireEvent.change(orderNumber, { target: { value: ' AZ-9 ' } });
    fireEvent.change(commit, { target: { value: '2031-03-11' } });
    fireEvent.blur(commit);
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('No file has order number AZ-9')).toBeTruthy();
    expect(writes).toEqual([
      {
        url: '/api/title-file-additions',
        method: 'POST',
        body: {
          title_officer_uuid: NG,
          order_number: 'AZ-9',
          search_start_dt: '2031-03-10',
          commit_ready_dt: '2031-03-11',
        },
        ifMatch: null,
      },
    ]);

    answer = jsonResponse({}, 500);
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Failed to add file')).toBeTruthy();

    answer = jsonResponse(
      {
        added_file_uuid: ADDED,
        title_officer_uuid: NG,
        order_number: 'AZ-9',
        file_uuid: FILE(9),
        search_start_dt: '2031-03-10',
        commit_ready_dt: '2031-03-11',
      },
      201,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add file for Ng, Bo' })).toBeNull());
    await waitFor(() => expect(reportQueries(fetchMock)).toHaveLength(2));
    expect(await screen.findByRole('table', { name: 'Files of Ng, Bo' })).toBeTruthy();
  });

  it('opens the form afresh each time, and Add file closes it again', async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    const toggle = await screen.findByRole('button', { name: 'Add file for Lee, Ann' });
    fireEvent.click(toggle);
    let form = await screen.findByRole('form', { name: 'Add file for Lee, Ann' });
    fireEvent.change(within(form).getByLabelText('Order #', { exact: false }), { target: { value: 'AZ-5' } });
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add file for Lee, Ann' })).toBeNull());
    fireEvent.click(toggle);
    form = await screen.findByRole('form', { name: 'Add file for Lee, Ann' });
    expect((within(form).getByLabelText('Order #', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's words when the report fails, else 'Failed to load', and no officers", async () => {
    storeToken({ roles: ['Admin'] });
    let failure = jsonResponse({ detail: 'The turnaround is down' }, 500);
    serve({ roles: 'Admin', report: () => failure });
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    expect(await screen.findByText('The turnaround is down')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    failure = jsonResponse({}, 500);
    fireEvent.click(runButton());
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports the range run as CSV, named by the server', async () => {
    storeToken({ roles: ['Admin'] });
    const { fetchMock } = serve({ roles: 'Admin' });
    const saved = captureDownloads();
    renderWithProviders(<TitleTurnaround />, `${PATH}?${RANGE}`);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['to_turnaround_AZ_2031-02-01_to_2031-02-28.csv']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/reports/to/export?${RANGE}&format=csv`,
    );
  });
});
