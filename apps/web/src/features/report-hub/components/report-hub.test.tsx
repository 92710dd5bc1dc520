import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { ReportHub } from './report-hub';

describe('ReportHub', () => {
  it('offers both states to a user who sees both, and links the cards with the chosen one', () => {
    const onStateChange = vi.fn();
    renderWithProviders(
      <ReportHub roles="Super User" states={['AZ', 'NV']} state="NV" onStateChange={onStateChange} />,
    );
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Branch Escrow Summary/ }).getAttribute('href')).toBe(
      '/reports/branches?state=NV',
    );
    expect(screen.getByRole('link', { name: /Marketing Rep Summary/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'AZ' }));
    expect(onStateChange).toHaveBeenCalledWith('AZ');
  });

  it("shows a State Super User's own state only", () => {
    renderWithProviders(
      <ReportHub roles="State Super User" states={['AZ']} state="AZ" onStateChange={vi.fn()} />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: /Revenue Trend/ }).getAttribute('href')).toBe(
      '/reports/revenue-trend?state=AZ',
    );
  });

  it("says 'Access denied or invalid token.' when no state is available", () => {
    renderWithProviders(
      <ReportHub roles="State Super User" states={[]} state={null} onStateChange={vi.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Access denied or invalid token.');
    expect(screen.queryByRole('link', { name: /Revenue Trend/ })).toBeNull();
  });

  it('has no super cards for an Admin', () => {
    renderWithProviders(<ReportHub roles="Admin" states={['AZ', 'NV']} state="AZ" onStateChange={vi.fn()} />);
    expect(screen.queryByRole('link', { name: /Commission Report/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Commission Payments/ })).toBeTruthy();
  });
});
