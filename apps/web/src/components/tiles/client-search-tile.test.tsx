import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { ClientSearchTile } from './client-search-tile';

describe('ClientSearchTile', () => {
  afterEach(() => vi.useRealTimers());

  it("takes its dates in Mantine's date field and sends them as ISO dates", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T18:00:00Z'), toFake: ['Date'] });
    const { router } = renderWithProviders(<ClientSearchTile />);
    const form = screen.getByRole('form', { name: 'Client Search' });
    const from = within(form).getByLabelText('From') as HTMLInputElement;
    // Not the browser's bare date control: the project's DateField (a clearable Mantine DateInput).
    expect(from.getAttribute('type')).not.toBe('date');
    expect(within(form).getByRole('button', { name: 'Clear From' })).toBeTruthy();
    expect(from.value).toBe('2025-03-15');
    expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-15');

    // A US date is read as the same day.
    fireEvent.change(from, { target: { value: '01/31/2025' } });
    fireEvent.blur(from);
    fireEvent.change(within(form).getByPlaceholderText('Client name'), { target: { value: 'Acme Lending' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/client-search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      start: '2025-01-31',
      end: '2026-03-15',
      client_search: 'Acme Lending',
    });
  });

  it('cannot search without both dates', () => {
    renderWithProviders(<ClientSearchTile />);
    const form = screen.getByRole('form', { name: 'Client Search' });
    fireEvent.change(within(form).getByPlaceholderText('Client name'), { target: { value: 'Acme' } });
    const search = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Clear To' }));
    expect(search.disabled).toBe(true);
  });
});
