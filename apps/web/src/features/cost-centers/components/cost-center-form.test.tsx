import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTH_STATES, refusedField, serveSave, typeInto as type } from '@/test/forms';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { CostCenterForm, SAVE_FAILED } from './cost-center-form';

// Issue 10: validation errors stayed red after the field was fixed.
describe('CostCenterForm errors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse([]));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears an error as soon as its field holds a valid value', async () => {
    renderWithProviders(<CostCenterForm id={null} stateChoice={BOTH_STATES} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company Name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();

    type('Company Name', 'Hub Escrow');
    expect(screen.queryByText('Company Name is required')).toBeNull();
    type('Description', '   ');
    expect(screen.getByText('Description is required')).toBeTruthy();
    type('Description', 'Mesa escrow');
    expect(screen.queryByText('Description is required')).toBeNull();
  });

  it("shows the server's field error at its field in words, and clears it when the field changes", async () => {
    serveSave(refusedField('accounting_code', 'must be at most 100 characters'), 400);
    renderWithProviders(<CostCenterForm id={null} stateChoice={BOTH_STATES} onDone={vi.fn()} />);
    type('Company Name', 'Hub Escrow');
    type('Description', 'Mesa escrow');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 100 characters')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED);
    type('Accounting Code', '41-00');
    expect(screen.queryByText('Must be at most 100 characters')).toBeNull();
  });

  it('confirms a save and has a way back to the list, like every form', async () => {
    const onDone = vi.fn();
    serveSave(
      {
        cost_center_id: 5,
        company_name: 'Hub Escrow',
        accounting_code: null,
        state: 'AZ',
        output_order: 999,
        description: 'Mesa escrow',
        version: 1,
      },
      201,
    );
    renderWithProviders(<CostCenterForm id={null} stateChoice={BOTH_STATES} onDone={onDone} />);
    expect((await screen.findByRole('link', { name: 'Back to Cost Centers' })).getAttribute('href')).toBe(
      '/admin/cost-centers',
    );
    type('Company Name', 'Hub Escrow');
    type('Description', 'Mesa escrow');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cost center created.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
