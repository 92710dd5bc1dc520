import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateChoice } from '@/lib/state-scope';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { CostCenterForm } from './cost-center-form';

const BOTH_STATES: StateChoice = { states: ['AZ', 'NV'], defaultState: 'AZ' };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

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
});
