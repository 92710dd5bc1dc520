import type { UploadMismatch } from '@hub/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { UploadMismatches } from './upload-mismatches';

const MISMATCH: UploadMismatch = {
  mismatch_id: 5,
  row_number: 4,
  field_name: 'branch',
  field_value: '999',
  problem: "branch '999' matches no branch",
  resolved: false,
  row_data: { order_number: 'A-3', branch: '999' },
};

describe('UploadMismatches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'No mismatches found.' for a clean upload", async () => {
    storeToken();
    mockFetch(() => jsonResponse([]));
    renderWithProviders(<UploadMismatches uploadId={9} finished />);
    expect(await screen.findByText('No mismatches found.')).toBeTruthy();
  });

  it('does not ask for mismatches before the upload has finished', () => {
    storeToken();
    const fetchMock = mockFetch(() => jsonResponse([MISMATCH]));
    renderWithProviders(<UploadMismatches uploadId={9} finished={false} />);
    expect(screen.getByText('The mismatches show here once the upload has finished.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists a mismatch, shows its row data, and marks it resolved through the PATCH', async () => {
    storeToken();
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'PATCH') return jsonResponse({ ...MISMATCH, resolved: true });
      return jsonResponse([MISMATCH]);
    });
    renderWithProviders(<UploadMismatches uploadId={9} finished />);
    const table = await screen.findByRole('table', { name: 'Mismatches' });
    expect(table.textContent).toContain("branch '999' matches no branch");
    expect(screen.getByText('1 row not stored: 1 problem, 0 resolved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show row 4, branch' }));
    expect(screen.getByText('A-3')).toBeTruthy();

    const checkbox = screen.getByRole('checkbox', { name: 'Resolved: row 4, branch' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await screen.findByText('1 row not stored: 1 problem, 1 resolved');
    expect(checkbox.checked).toBe(true);

    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/uploads/upload-mismatches/9/5');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ resolved: true });
  });

  it('goes back to the saved value when the save fails', async () => {
    storeToken();
    mockFetch((_url, init) => {
      if (init.method === 'PATCH') return jsonResponse({ detail: 'Mismatch not found.' }, 404);
      return jsonResponse([MISMATCH]);
    });
    renderWithProviders(<UploadMismatches uploadId={9} finished />);
    const checkbox = (await screen.findByRole('checkbox', {
      name: 'Resolved: row 4, branch',
    })) as HTMLInputElement;
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await waitFor(() => expect(checkbox.checked).toBe(false));
    expect(await screen.findByText('Mismatch not found.')).toBeTruthy();
  });
});
