import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { CommissionForm } from './commission-form';

describe('CommissionForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to the previous whole month in Los Angeles and opens that summary', async () => {
    storeToken({ roles: ['Super User'] });
    mockFetch(() => new Response('{}'));
    // 1 November 05:00 UTC is still 31 October in Los Angeles: the previous month is September.
    const { router } = renderWithProviders(
      <CommissionForm now={new Date('2026-11-01T05:00:00Z')} />,
      '/reports/commission-form',
    );
    expect(await screen.findByRole('heading', { name: 'Commission Report' })).toBeTruthy();
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-09-01');
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-09-30');
    fireEvent.click(screen.getByRole('button', { name: 'View Report' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/reports/commissions?start_date=2026-09-01&end_date=2026-09-30',
    );
  });
});
