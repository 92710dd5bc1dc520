import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { ClientHistoryTile } from './client-history-tile';

describe('ClientHistoryTile', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the client history summary with its dates, client and Min Files', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T18:00:00Z'), toFake: ['Date'] });
    const { router } = renderWithProviders(<ClientHistoryTile />);
    const form = screen.getByRole('form', { name: 'Client History' });
    expect((within(form).getByLabelText('Start') as HTMLInputElement).value).toBe('2025-03-15');
    expect((within(form).getByLabelText('End') as HTMLInputElement).value).toBe('2026-03-15');
    fireEvent.change(within(form).getByPlaceholderText('Client name'), { target: { value: '  Acme  ' } });
    fireEvent.change(within(form).getByLabelText('Min Files'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/client-history-summary'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      start: '2025-03-15',
      end: '2026-03-15',
      client_search: 'Acme',
      min_files: '3',
    });
  });

  it('searches without a client name (Min Files 1 left out), not without both dates', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T18:00:00Z'), toFake: ['Date'] });
    const { router } = renderWithProviders(<ClientHistoryTile />);
    const form = screen.getByRole('form', { name: 'Client History' });
    const search = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    fireEvent.click(search);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/client-history-summary'));
    expect(router.state.location.search).toBe('?start=2025-03-15&end=2026-03-15');
    fireEvent.click(within(form).getByRole('button', { name: 'Clear End' }));
    expect(search.disabled).toBe(true);
  });
});
