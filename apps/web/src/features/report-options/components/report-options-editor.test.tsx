import type { ReportOptions } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { REPORT_OPTIONS_SAVE_FAILED, ReportOptionsEditor } from './report-options-editor';

const LOADED: ReportOptions = {
  az_reports_send_to: ['a@hub.test'],
  az_projected_openings: 10,
  az_projected_revenue: '1000.00',
  nv_reports_send_to: null,
  nv_projected_openings: null,
  nv_projected_revenue: null,
  version: 2,
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

// Issue 10: "body.az_reports_send_to.0: …" beside a stale "Saved!" toast.
describe('ReportOptionsEditor', { timeout: 30_000 }, () => {
  beforeEach(() => storeToken({ roles: ['Super User'] }));
  afterEach(() => vi.unstubAllGlobals());

  it('checks the recipients with the contract before sending, at the field, in words', async () => {
    const fetch = mockFetch(() => jsonResponse(LOADED));
    renderWithProviders(<ReportOptionsEditor states={['AZ', 'NV']} />);
    const arizona = await section('Arizona');
    fireEvent.change(arizona.getByLabelText('Recipients', { exact: false }), {
      target: { value: 'a@hub.test, not-an-address' },
    });
    fireEvent.click(arizona.getByRole('button', { name: 'Save' }));
    expect(await arizona.findByText('Must be an e-mail address')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(arizona.getByLabelText('Recipients', { exact: false }), {
      target: { value: 'b@hub.test' },
    });
    expect(arizona.queryByText('Must be an e-mail address')).toBeNull();
  });

  it("shows a server's field error at its field with the spec's message, and no 'Saved!' beside it", async () => {
    let saves = 0;
    mockFetch((_url, init) => {
      if (init.method !== 'PUT') return jsonResponse(LOADED);
      saves += 1;
      if (saves === 1) return jsonResponse({ ...LOADED, version: 3 });
      return jsonResponse(
        {
          detail: 'body.az_projected_revenue: must be a non-negative amount such as 1250000.00',
          errors: [
            { path: 'az_projected_revenue', message: 'must be a non-negative amount such as 1250000.00' },
          ],
        },
        400,
      );
    });
    renderWithProviders(<ReportOptionsEditor states={['AZ', 'NV']} />);
    const arizona = await section('Arizona');
    fireEvent.click(arizona.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    fireEvent.click(arizona.getByRole('button', { name: 'Save' }));
    expect(await arizona.findByText('Must be a non-negative amount such as 1250000.00')).toBeTruthy();
    expect(arizona.getByRole('alert').textContent).toBe(REPORT_OPTIONS_SAVE_FAILED);
    await waitFor(() => expect(screen.queryByText('Saved!')).toBeNull());
    expect(screen.queryByText(/body\./)).toBeNull();
  });
});
