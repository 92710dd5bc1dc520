import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, storeToken } from '@/test/utils';
import { CustomEscrowReport } from './custom-escrow-report';

/** Types a date into a date field as a person would, then leaves it. */
function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('CustomEscrowReport', () => {
  it("refuses to run without both dates: 'Both dates are required.'", async () => {
    storeToken();
    const { router } = renderWithProviders(
      <CustomEscrowReport state="AZ" type="open" />,
      '/reports/date-range-selector',
    );
    expect(screen.getByText('Custom report requires start and end dates.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    expect(await screen.findAllByText('Both dates are required.')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/reports/date-range-selector');
  });

  it('opens the open orders of the range by open date', async () => {
    storeToken();
    const { router } = renderWithProviders(
      <CustomEscrowReport state="AZ" type="open" />,
      '/reports/date-range-selector',
    );
    typeDate('Start Date', '2026-01-01');
    typeDate('End Date', '01/31/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/open-orders'));
    expect(router.state.location.search).toBe('?state=AZ&open_start=2026-01-01&open_end=2026-01-31');
  });

  it('opens the closed orders by close date, limited to files without a source of business', async () => {
    storeToken();
    const { router } = renderWithProviders(
      <CustomEscrowReport state="NV" type="close" />,
      '/reports/date-range-selector',
    );
    expect((screen.getByLabelText('By Close Date') as HTMLInputElement).checked).toBe(true);
    typeDate('Start Date', '2026-02-01');
    typeDate('End Date', '2026-02-28');
    fireEvent.click(screen.getByLabelText('Limit to Source of Business NOT Entered'));
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/closed-orders'));
    expect(router.state.location.search).toBe(
      '?state=NV&close_start=2026-02-01&close_end=2026-02-28&src_bus_null=1',
    );
  });

  it('refuses an end date before the start date', async () => {
    storeToken();
    renderWithProviders(<CustomEscrowReport state="AZ" type="open" />, '/reports/date-range-selector');
    typeDate('Start Date', '2026-02-01');
    typeDate('End Date', '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    expect(await screen.findByText('Must be on or after the start date')).toBeTruthy();
  });
});
