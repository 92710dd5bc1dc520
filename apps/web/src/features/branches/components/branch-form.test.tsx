import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTH_STATES, refusedField, savesOf, serveSave, typeInto as type } from '@/test/forms';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { BRANCH_SAVE_FAILED, BranchForm } from './branch-form';

const NAME_REQUIRED = 'Name is required';
const PHONE_INVALID = 'Must be a 10-digit phone number';
const ZIP_INVALID = 'Must be a 5-digit ZIP code';

// Issue 10: validation errors stayed red after the field was fixed.
describe('BranchForm errors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse([]));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears an error as soon as its field holds a valid value, and keeps it while it does not', async () => {
    renderWithProviders(<BranchForm uuid={null} stateChoice={BOTH_STATES} onDone={vi.fn()} />);
    type('ZIP', '123');
    type('Phone', '602');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(ZIP_INVALID)).toBeTruthy();
    expect(screen.getByText(PHONE_INVALID)).toBeTruthy();

    type('Name', 'Mesa');
    expect(screen.queryByText(NAME_REQUIRED)).toBeNull();
    type('ZIP', '8520');
    expect(screen.getByText(ZIP_INVALID)).toBeTruthy();
    type('ZIP', '85201');
    expect(screen.queryByText(ZIP_INVALID)).toBeNull();
    type('Phone', '(602) 555-0100');
    expect(screen.queryByText(PHONE_INVALID)).toBeNull();
  });

  it("shows the server's field error at its field in words, with the spec's message, until the field changes", async () => {
    const fetch = serveSave(refusedField('name', 'must be at most 200 characters'), 400);
    renderWithProviders(<BranchForm uuid={null} stateChoice={BOTH_STATES} onDone={vi.fn()} />);
    type('Name', 'Mesa');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(BRANCH_SAVE_FAILED);
    expect(savesOf(fetch)).toHaveLength(1);
    type('Name', 'Mesa Escrow');
    expect(screen.queryByText('Must be at most 200 characters')).toBeNull();
  });
});
