import type { MissingCloseDateFile } from '@hub/contract';
import { formatUsdAccounting, fromCents, sumCents, toCents } from '@hub/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_CLOSE_DATE_LOADING, NO_FILES_MISSING_CLOSE_DATE } from '@/components/page';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { FilesMissingCloseDate } from './files-missing-close-date';

const FILE: MissingCloseDateFile = {
  file_id: 3,
  file_uuid: '33333333-3333-4333-8333-333333333333',
  order_number: '102-3000123',
  buyer: 'Bea Buyer',
  seller: 'Sam Seller',
  posted_settlement_date_imp: '00/00/0000',
  posted_title_date_imp: 'PENDING',
  settlement_fee: '1250.00',
  title_insurance_fee: '2440.35',
  escrow_officer_name: 'Erin Escrow',
  escrow_officer_email: 'erin.escrow@hub.test',
  branch_name: '102 Phoenix - Magnus Title Agency',
};
const OTHER: MissingCloseDateFile = {
  ...FILE,
  file_id: 4,
  order_number: '201-3000001',
  settlement_fee: '900.10',
  title_insurance_fee: '10.00',
  escrow_officer_name: null,
  escrow_officer_email: null,
};

describe('FilesMissingCloseDate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every column, the escrow officer with a mail link, and fee totals', async () => {
    storeToken();
    mockFetch(() => jsonResponse([FILE, OTHER]));
    renderWithProviders(<FilesMissingCloseDate />);
    const table = await screen.findByRole('table', { name: 'Files Missing Close Date' });
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    expect(headers).toEqual([
      'Order #',
      'Buyer',
      'Seller',
      'Posted Settlement',
      'Posted Title',
      'Settlement Fee',
      'Title Insurance Fee',
      'Escrow Officer',
      'Branch',
    ]);
    expect(within(table).getByText('Erin Escrow')).toBeTruthy();
    const mail = within(table).getByRole('link', { name: /^erin\.escrow@\s?hub\.test$/ });
    expect(mail.getAttribute('href')).toMatch(/^mailto:erin\.escrow@hub\.test\?subject=/);
    expect(within(table).getByRole('link', { name: '102-3000123' }).getAttribute('href')).toBe(
      '/reports/file-search?order_number=102-3000123',
    );
    const footer = table.querySelector('tfoot')?.textContent ?? '';
    const settlement = fromCents(sumCents([FILE, OTHER].map((f) => toCents(f.settlement_fee))));
    const insurance = fromCents(sumCents([FILE, OTHER].map((f) => toCents(f.title_insurance_fee))));
    expect(footer).toContain(formatUsdAccounting(settlement));
    expect(footer).toContain(formatUsdAccounting(insurance));
  });

  it("says 'Loading...' while loading and 'No files found.' when there are none", async () => {
    storeToken();
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    renderWithProviders(<FilesMissingCloseDate />);
    expect(await screen.findByLabelText(MISSING_CLOSE_DATE_LOADING)).toBeTruthy();
    expect(MISSING_CLOSE_DATE_LOADING).toBe('Loading...');
    answer(jsonResponse([]));
    expect(await screen.findByText(NO_FILES_MISSING_CLOSE_DATE)).toBeTruthy();
    expect(NO_FILES_MISSING_CLOSE_DATE).toBe('No files found.');
  });
});
