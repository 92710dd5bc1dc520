import type { ClientGroup, JvClientTrendResponse } from '@hub/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInProviders } from '@/app/layout/app-layout';
import { jsonResponse, mockFetch, renderApp, storeToken } from '@/test/utils';
import { JvClientTrend } from './jv-client-trend';

const JV = '11111111-1111-4111-8111-111111111111';
const PATH = `/reports/jv-history-by-group/${JV}`;
const MONTHS = ['2031-04', '2031-05'];

type Row = JvClientTrendResponse['rows'][number];

/** A row of the grid (a group when it has a group id): its April and May opens and closes. */
const trendRow = (
  label: string,
  client_group_id: number | null,
  [aprilOpens, mayOpens]: [number, number],
  [aprilCloses, mayCloses]: [number, number],
): Row => ({
  label,
  is_group: client_group_id !== null,
  client_group_id,
  open_total: aprilOpens + mayOpens,
  close_total: aprilCloses + mayCloses,
  open_counts: { '2031-04': aprilOpens, '2031-05': mayOpens },
  close_counts: { '2031-04': aprilCloses, '2031-05': mayCloses },
});

/** Two clients, a group, the unknown row; the totals added up by hand. */
const TREND: JvClientTrendResponse = {
  jv_id: 7,
  jv_uuid: JV,
  jv_name: 'Alpha Homes JV',
  as_of_month: '2031-05',
  months: MONTHS,
  rows: [
    trendRow('Builders', 3, [2, 3], [1, 1]),
    trendRow('Acme Title', null, [1, 3], [0, 1]),
    trendRow('Unknown', null, [1, 0], [0, 0]),
  ],
  // 2+1+1 = 4 and 3+3+0 = 6 opens, 1+0+0 = 1 and 1+1+0 = 2 closes; 10 and 3 in all.
  totals: {
    open_total: 10,
    close_total: 3,
    open_counts: { '2031-04': 4, '2031-05': 6 },
    close_counts: { '2031-04': 1, '2031-05': 2 },
  },
};

const BUILDERS: ClientGroup = {
  client_group_id: 3,
  name: 'Builders',
  is_active: true,
  member_count: 1,
  members: [
    { client_group_member_id: 31, member_name: 'Bold Builders LLC', normalized_member_name: 'BOLD BUILDERS' },
  ],
};

type Answer = Response | (() => Response);
type Serve = {
  trend?: Answer;
  groups?: Answer;
  group?: Answer;
  create?: Answer;
  add?: Answer;
  remove?: Answer;
  email?: Answer;
};

const answer = (given: Answer | undefined, fallback: () => Response) =>
  given === undefined ? fallback() : typeof given === 'function' ? given() : given.clone();

function serve(options: Serve = {}) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/users/roles/live'))
      return jsonResponse({ roles: 'Super User', is_active: true, state: 'AZ' });
    if (url.startsWith('/api/reports/jv-client-trend/xls/email'))
      return answer(options.email, () =>
        jsonResponse({ queued: true, to: 'pat@hub.test', message: 'queued' }, 202),
      );
    if (url.startsWith('/api/reports/jv-client-trend?'))
      return answer(options.trend, () => jsonResponse(TREND));
    if (url.startsWith('/api/client-groups/members/') && method === 'DELETE')
      return answer(options.remove, () => new Response(null, { status: 204 }));
    if (url.startsWith('/api/client-groups/3/members') && method === 'POST')
      return answer(options.add, () =>
        jsonResponse(
          { client_group_member_id: 32, member_name: 'Acme Title', normalized_member_name: 'ACME TITLE' },
          201,
        ),
      );
    if (url.startsWith('/api/client-groups/3')) return answer(options.group, () => jsonResponse(BUILDERS));
    if (url.startsWith('/api/client-groups') && method === 'POST')
      return answer(options.create, () => jsonResponse({ client_group_id: 3 }, 201));
    if (url.startsWith('/api/client-groups')) return answer(options.groups, () => jsonResponse([BUILDERS]));
    return jsonResponse({ detail: `unexpected ${method} ${url}` }, 500);
  });
}

type FetchMock = ReturnType<typeof serve>;

const calls = (fetchMock: FetchMock, prefix: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method,
  );

const trendQueries = (fetchMock: FetchMock) =>
  calls(fetchMock, '/api/reports/jv-client-trend?').map(([url]) =>
    Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams),
  );

function render(path = PATH) {
  storeToken({ roles: ['Super User'] });
  return renderApp(path, [
    {
      path: '/reports/jv-history-by-group/:jvUuid',
      element: (
        <SignedInProviders>
          <JvClientTrend />
        </SignedInProviders>
      ),
    },
  ]);
}

const grid = () => screen.findByRole('table', { name: 'JV Client Trend' });

async function selectBuilders() {
  const select = await screen.findByLabelText('Group');
  await screen.findByRole('option', { name: 'Builders (1)' });
  fireEvent.change(select, { target: { value: '3' } });
}

describe('JvClientTrend', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the JV's clients and groups by month with the answer's totals, 12 months with unknown by default", async () => {
    const fetchMock = serve();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Homes JV' })).toBeTruthy();
    const table = await grid();
    expect(trendQueries(fetchMock)).toEqual([{ jv_uuid: JV, months: '12', include_unknown: 'true' }]);
    expect(within(table).getByRole('columnheader', { name: 'April 2031 Open' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'May 2031 Close' })).toBeTruthy();
    const rows = Array.from(table.querySelectorAll('tbody tr'));
    const texts = rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    // The group's row is marked; a client's row has 'Add to group', the group's and Unknown's not.
    expect(texts.filter((cells) => cells.length > 0)).toEqual([
      ['BuildersGroup', '2', '1', '3', '1', '5', '2', ''],
      ['Acme Title', '1', '0', '3', '1', '4', '1', 'Add to group'],
      ['Unknown', '1', '0', '0', '0', '1', '0', ''],
    ]);
    expect(table.querySelector('tr[data-group="true"]')?.textContent).toContain('Builders');
    expect(table.querySelector('tfoot')?.textContent).toBe('TOTAL4162103');
    expect((screen.getByLabelText('Months') as HTMLSelectElement).value).toBe('12');
    expect(
      Array.from((screen.getByLabelText('Months') as HTMLSelectElement).options).map(
        (option) => option.value,
      ),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '18', '24']);
  });

  it("shows the server's TOTAL as it answers it, never a sum of its own", async () => {
    serve({ trend: () => jsonResponse({ ...TREND, totals: { ...TREND.totals, open_total: 1500 } }) });
    render();
    const table = await grid();
    expect(table.querySelector('tfoot')?.textContent).toBe('TOTAL41621,5003');
  });

  it('asks for the months and the unknown clients chosen, and keeps them in the address', async () => {
    const fetchMock = serve();
    const { router } = render(`${PATH}?months=24&include_unknown=0`);
    await grid();
    expect(trendQueries(fetchMock)).toEqual([{ jv_uuid: JV, months: '24', include_unknown: 'false' }]);
    fireEvent.change(screen.getByLabelText('Months'), { target: { value: '3' } });
    await waitFor(() =>
      expect(trendQueries(fetchMock).at(-1)).toEqual({ jv_uuid: JV, months: '3', include_unknown: 'false' }),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Include unknown' }));
    await waitFor(() =>
      expect(trendQueries(fetchMock).at(-1)).toEqual({ jv_uuid: JV, months: '3', include_unknown: 'true' }),
    );
    expect(router.state.location.search).toBe('?months=3');
  });

  it("says the server's detail when the trend fails, else 'Failed to load report'", async () => {
    serve({ trend: () => jsonResponse({ detail: 'No JV with this id.' }, 404) });
    render();
    expect(await screen.findByText('No JV with this id.')).toBeTruthy();
    vi.unstubAllGlobals();
    serve({ trend: () => jsonResponse({}, 500) });
    render(`${PATH}?months=6`);
    expect(await screen.findByText('Failed to load report')).toBeTruthy();
  });

  it("creates a group: a name first, the server's detail or the spec's text, then the new group selected", async () => {
    const fetchMock = serve({
      create: () => jsonResponse({ detail: 'A group named Builders exists.' }, 409),
    });
    render();
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Enter a group name first.')).toBeTruthy();
    expect(calls(fetchMock, '/api/client-groups', 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New group name'), { target: { value: ' Builders ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('A group named Builders exists.')).toBeTruthy();
    expect(JSON.parse(String(calls(fetchMock, '/api/client-groups', 'POST')[0]?.[1]?.body))).toEqual({
      name: 'Builders',
      is_active: true,
    });

    vi.unstubAllGlobals();
    const retry = serve({ create: () => jsonResponse({}, 500) });
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Failed to create group or add member')).toBeTruthy();

    vi.unstubAllGlobals();
    const ok = serve();
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    // The new group is selected and its members shown; the trend is asked again.
    expect(await screen.findByRole('table', { name: 'Members of Builders' })).toBeTruthy();
    expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('3');
    await waitFor(() => expect(trendQueries(ok).length).toBeGreaterThan(0));
    expect(calls(retry, '/api/reports/jv-client-trend?')).toHaveLength(0);
  });

  it("adds a client's row to the selected group ('Please select a group first.' without one) and reloads the trend", async () => {
    const fetchMock = serve();
    render();
    const table = await grid();
    fireEvent.click(within(table).getByRole('button', { name: 'Add to group: Acme Title' }));
    expect(await screen.findByText('Please select a group first.')).toBeTruthy();
    expect(calls(fetchMock, '/api/client-groups/3/members', 'POST')).toHaveLength(0);

    await selectBuilders();
    await screen.findByRole('table', { name: 'Members of Builders' });
    const before = trendQueries(fetchMock).length;
    fireEvent.click(within(table).getByRole('button', { name: 'Add to group: Acme Title' }));
    expect(await screen.findByText('Acme Title added to the group.')).toBeTruthy();
    expect(
      JSON.parse(String(calls(fetchMock, '/api/client-groups/3/members', 'POST')[0]?.[1]?.body)),
    ).toEqual({
      member_name: 'Acme Title',
    });
    await waitFor(() => expect(trendQueries(fetchMock).length).toBeGreaterThan(before));
  });

  it("adds a typed member, saying the server's detail or 'Failed to add member to group'", async () => {
    const fetchMock = serve({ add: () => jsonResponse({ detail: 'Acme Title is a member already.' }, 400) });
    render();
    await grid();
    fireEvent.change(screen.getByLabelText('Client name'), { target: { value: 'ACME Title, LLC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Please select a group first.')).toBeTruthy();
    await selectBuilders();
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Acme Title is a member already.')).toBeTruthy();
    expect(
      JSON.parse(String(calls(fetchMock, '/api/client-groups/3/members', 'POST')[0]?.[1]?.body)),
    ).toEqual({
      member_name: 'ACME Title, LLC',
    });
    vi.unstubAllGlobals();
    serve({ add: () => jsonResponse({}, 500) });
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Failed to add member to group')).toBeTruthy();
  });

  it("says 'Failed to load group' when the selected group fails", async () => {
    serve({ group: () => jsonResponse({}, 500) });
    render();
    await grid();
    await selectBuilders();
    expect(await screen.findByText('Failed to load group')).toBeTruthy();
  });

  it('removes a member only after confirmation, and says why it failed', async () => {
    const fetchMock = serve({ remove: () => jsonResponse({}, 500) });
    render();
    await grid();
    await selectBuilders();
    const members = await screen.findByRole('table', { name: 'Members of Builders' });
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Bold Builders LLC' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Remove Bold Builders LLC from the group Builders?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, '/api/client-groups/members/', 'DELETE')).toHaveLength(0);

    fireEvent.click(within(members).getByRole('button', { name: 'Remove Bold Builders LLC' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Bold Builders LLC from the group Builders?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove member')).toBeTruthy();
    expect(calls(fetchMock, '/api/client-groups/members/', 'DELETE').map(([url]) => url)).toEqual([
      '/api/client-groups/members/31',
    ]);
  });

  it("removes a member and reloads the trend; the server's detail is preferred", async () => {
    const fetchMock = serve();
    render();
    await grid();
    await selectBuilders();
    const members = await screen.findByRole('table', { name: 'Members of Builders' });
    const before = trendQueries(fetchMock).length;
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Bold Builders LLC' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Bold Builders LLC from the group Builders?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bold Builders LLC removed from the group.')).toBeTruthy();
    await waitFor(() => expect(trendQueries(fetchMock).length).toBeGreaterThan(before));
  });
});

describe('Email XLS', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function clickEmail() {
    fireEvent.click(screen.getByRole('button', { name: 'Email XLS' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }

  async function shownFor4Seconds(text: string) {
    expect(screen.getByText(text)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3999);
    });
    expect(screen.getByText(text)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText(text)).toBeNull();
  }

  it("posts the trend's query and shows 'Email queued' for 4 seconds", async () => {
    const fetchMock = serve();
    render(`${PATH}?months=18`);
    await grid();
    vi.useFakeTimers();
    await clickEmail();
    const [[url, init]] = calls(fetchMock, '/api/reports/jv-client-trend/xls/email', 'POST') as [
      [string, RequestInit],
    ];
    expect(Object.fromEntries(new URL(url, 'http://hub.test').searchParams)).toEqual({
      jv_uuid: JV,
      months: '18',
      include_unknown: 'true',
    });
    expect(init.body).toBeUndefined();
    await shownFor4Seconds('Email queued');
  });

  it("shows the server's detail, else the error's message, else 'Failed to queue email', for 4 seconds", async () => {
    serve({ email: () => jsonResponse({ detail: 'The mailer is not configured.' }, 503) });
    render();
    await grid();
    vi.useFakeTimers();
    await clickEmail();
    await shownFor4Seconds('The mailer is not configured.');

    vi.unstubAllGlobals();
    serve({ email: () => jsonResponse({}, 500) });
    await clickEmail();
    await shownFor4Seconds('Request failed with status 500');
  });
});
