import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderListLink, orderListHref } from './order-list-link';

describe('orderListHref', () => {
  it('puts the state, the filter and the range of the kind, in one order', () => {
    const range = { start: '2026-11-01', end: '2026-11-27' };
    expect(orderListHref('open', { state: 'AZ', branch_id: 3, ...range })).toBe(
      '/reports/open-orders?state=AZ&branch_id=3&open_start=2026-11-01&open_end=2026-11-27',
    );
    expect(orderListHref('closed', { jv_entity_id: 7, state: 'NV', ...range })).toBe(
      '/reports/closed-orders?state=NV&jv_entity_id=7&close_start=2026-11-01&close_end=2026-11-27',
    );
    expect(orderListHref('open', { state: 'AZ', marketing_rep_id: 9, escrow_officer_id: 4, ...range })).toBe(
      '/reports/open-orders?state=AZ&escrow_officer_id=4&marketing_rep_id=9&open_start=2026-11-01&open_end=2026-11-27',
    );
  });

  it('puts the client name and the source flag after the range, and leaves out what is empty', () => {
    expect(
      orderListHref('closed', {
        start: '2025-03-15',
        end: '2026-03-15',
        client_search: 'Al',
        state: undefined,
      }),
    ).toBe('/reports/closed-orders?close_start=2025-03-15&close_end=2026-03-15&client_search=Al');
    expect(
      orderListHref('open', { state: 'AZ', start: '2026-01-01', end: '2026-01-31', src_bus_null: '1' }),
    ).toBe('/reports/open-orders?state=AZ&open_start=2026-01-01&open_end=2026-01-31&src_bus_null=1');
  });
});

describe('OrderListLink', () => {
  const query = { state: 'AZ', branch_id: 3, start: '2026-11-01', end: '2026-11-27' };
  const renderLink = (newTab: boolean) =>
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <OrderListLink kind="open" query={query} count={1234} label="1234 opened, 101" newTab={newTab} />
        </MemoryRouter>
      </MantineProvider>,
    );

  it('shows the count and opens the list in the app', () => {
    renderLink(false);
    const link = screen.getByRole('link', { name: '1234 opened, 101' });
    expect(link.textContent).toBe('1,234');
    expect(link.getAttribute('href')).toBe(orderListHref('open', query));
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens the list in a new tab when asked', () => {
    renderLink(true);
    const link = screen.getByRole('link', { name: '1234 opened, 101' });
    expect(link.getAttribute('href')).toBe(orderListHref('open', query));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });
});
