import { ZState } from '@hub/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NO_DATA, NO_STATE_TEXT, REPORT_DATA_FAILED } from '@/components/page';
import { ZSearchText } from '@/lib/search-params';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { ReportStatePicker } from './index';
import { AddressReportPage, AddressStatePicker, ReportPage, ReportTable } from './report-page';

/** The live roles answer `roles` in `state`. */
function signIn(roles: string, state: 'AZ' | 'NV' | null) {
  storeToken();
  mockFetch(() => jsonResponse({ roles, is_active: true, state }));
}

const page = (asked: 'AZ' | 'NV' | undefined) => (
  <ReportPage title="Some Report" description="What it shows." askedState={asked}>
    {({ state, states }) => <p>{`Report of ${state} (${states.join(', ')})`}</p>}
  </ReportPage>
);

describe('ReportPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the header and the report of the address's state to a user who may see it", async () => {
    signIn('Admin', null);
    renderWithProviders(page('NV'));
    expect(await screen.findByText('Report of NV (AZ, NV)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Some Report' })).toBeTruthy();
    expect(screen.getByText('What it shows.')).toBeTruthy();
  });

  it('shows a State Super User their own state, whatever the address asks', async () => {
    signIn('State Super User', 'NV');
    renderWithProviders(page('AZ'));
    expect(await screen.findByText('Report of NV (NV)')).toBeTruthy();
  });

  it('leaves the header to a report that writes its own', async () => {
    signIn('Admin', null);
    renderWithProviders(
      <ReportPage title="Some Report" header={false} askedState="AZ">
        {({ state }) => <h1>{`Own title ${state}`}</h1>}
      </ReportPage>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Own title AZ' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Some Report' })).toBeNull();
  });

  it("says the spec's words, under the title, to a user with no state", async () => {
    signIn('Sales', 'AZ');
    renderWithProviders(page(undefined));
    expect((await screen.findByRole('alert')).textContent).toBe(NO_STATE_TEXT);
    expect(screen.getByRole('heading', { level: 1, name: 'Some Report' })).toBeTruthy();
    expect(screen.queryByText(/Report of/)).toBeNull();
  });
});

describe('AddressReportPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the address's state and titles the page by the address's filters", async () => {
    signIn('Admin', null);
    const schema = z.object({ state: ZState.optional(), kind: ZSearchText });
    renderWithProviders(
      <AddressReportPage schema={schema} title={(view) => `Report of kind ${view.kind}`}>
        {({ state, view }) => <p>{`Report of ${state}, kind ${view.kind}`}</p>}
      </AddressReportPage>,
      '/report?state=NV&kind=b',
    );
    expect(await screen.findByText('Report of NV, kind b')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Report of kind b' })).toBeTruthy();
  });

  it('writes the state picked into the address, clearing the filters of the old state', async () => {
    signIn('Admin', null);
    const schema = z.object({ state: ZState.optional(), kind: ZSearchText });
    const { router } = renderWithProviders(
      <AddressReportPage schema={schema} title="Some Report">
        {(scope) => <AddressStatePicker variant="select" scope={scope} reset={{ kind: '' }} />}
      </AddressReportPage>,
      '/report?state=AZ&kind=b',
    );
    fireEvent.change(await screen.findByLabelText('State'), { target: { value: 'NV' } });
    expect(router.state.location.search).toBe('?state=NV');
  });
});

describe('ReportStatePicker', () => {
  it('as a select offers the states under State, even one', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ReportStatePicker variant="select" states={['AZ', 'NV']} state="AZ" onChange={onChange} />,
    );
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['AZ', 'NV']);
    fireEvent.change(select, { target: { value: 'NV' } });
    expect(onChange).toHaveBeenCalledWith('NV');
  });
});

describe('ReportTable', () => {
  const columns = [{ id: 'name', header: 'Name', accessorKey: 'name' }];

  it("says the spec's empty and failure texts", () => {
    const { unmount } = renderWithProviders(
      <ReportTable label="Rows" columns={columns} data={[]} getRowId={(row: { name: string }) => row.name} />,
    );
    expect(screen.getByText(NO_DATA)).toBeTruthy();
    unmount();
    renderWithProviders(
      <ReportTable
        label="Rows"
        columns={columns}
        data={undefined}
        getRowId={(row: { name: string }) => row.name}
        status={{ isPending: false, isError: true, error: new Error('x') }}
      />,
    );
    expect(screen.getByText(REPORT_DATA_FAILED)).toBeTruthy();
  });
});
