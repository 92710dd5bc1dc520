import type { FraudMatch } from '@hub/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FRAUD_MATCHES } from '@/components/page';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { FraudMatchesReport } from './fraud-matches-report';

const MATCH: FraudMatch = {
  file_id: 1,
  file_uuid: '44444444-4444-4444-8444-444444444444',
  order_number: '101-3000042',
  open_date: '2030-03-14',
  branch_name: '101 Scottsdale - Magnus Title Agency',
  matches: [
    "Buyer 'Acme Title, L.L.C.' matches payee 'Acme Title LLC'",
    "Seller 'Acme Tit1e LLC' ~ payee 'Acme Title LLC' (similarity 0.67)",
  ],
  match_details: [
    {
      party: 'Buyer',
      party_name: 'Acme Title, L.L.C.',
      payee: 'Acme Title LLC',
      kind: 'exact',
      similarity: null,
    },
    {
      party: 'Seller',
      party_name: 'Acme Tit1e LLC',
      payee: 'Acme Title LLC',
      kind: 'similar',
      similarity: '0.67',
    },
  ],
};

describe('FraudMatchesReport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each file with its matches one per line, the order number leading to the file search', async () => {
    storeToken();
    mockFetch(() => jsonResponse([MATCH]));
    renderWithProviders(<FraudMatchesReport />);
    const table = await screen.findByRole('table', { name: 'Fraud Matches' });
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    expect(headers).toEqual(['Order #', 'Open Date', 'Branch', 'Matches']);
    expect(within(table).getByRole('link', { name: '101-3000042' }).getAttribute('href')).toBe(
      '/reports/file-search?order_number=101-3000042',
    );
    expect(within(table).getByText('03/14/2030')).toBeTruthy();
    const cells = within(table).getAllByRole('cell');
    const lines = Array.from(cells[3]?.querySelectorAll('p') ?? []).map((p) => p.textContent);
    expect(lines).toEqual(MATCH.matches);
  });

  it("says 'No matches found in the last 30 days.' when nothing matches", async () => {
    storeToken();
    mockFetch(() => jsonResponse([]));
    renderWithProviders(<FraudMatchesReport />);
    expect(await screen.findByText('No matches found in the last 30 days.')).toBeTruthy();
    expect(NO_FRAUD_MATCHES).toBe('No matches found in the last 30 days.');
  });
});
