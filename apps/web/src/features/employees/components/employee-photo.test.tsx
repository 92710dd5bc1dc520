import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { EmployeePhoto } from './employee-photo';
import { PHOTO_TYPE_MESSAGE } from './photo-file';
import { STORED_EMPLOYEE } from './stored-employee.fixture';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const EMPLOYEE = STORED_EMPLOYEE;

/** Chooses `file` in the photo field, as the browser's file dialog would. */
function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('EmployeePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is Mantine's file field, labelled Photo, taking PNG or JPEG", () => {
    renderWithProviders(
      <EmployeePhoto employee={null} pendingFile={null} onPendingFileChange={vi.fn()} onUploaded={vi.fn()} />,
    );
    const field = screen.getByRole('button', { name: 'Photo' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('PNG or JPEG, at most 5 MB.')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/png,image/jpeg');
  });

  it('keeps a new employee’s photo until the employee is saved, and refuses a text file named .png', async () => {
    const onPending = vi.fn();
    renderWithProviders(
      <EmployeePhoto
        employee={null}
        pendingFile={null}
        onPendingFileChange={onPending}
        onUploaded={vi.fn()}
      />,
    );
    choose(new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_TYPE_MESSAGE);
    expect(onPending).not.toHaveBeenCalled();
    const photo = new File([PNG], 'me.png', { type: 'image/png' });
    choose(photo);
    await waitFor(() => expect(onPending).toHaveBeenCalledWith(photo));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("uploads an existing employee's photo with the version shown", async () => {
    storeToken();
    const fetchMock = mockFetch(() =>
      jsonResponse({ ...EMPLOYEE, version: 5, photo_url: '/static/uploads/public/photo-1.png' }),
    );
    const onUploaded = vi.fn();
    renderWithProviders(
      <EmployeePhoto
        employee={EMPLOYEE}
        pendingFile={null}
        onPendingFileChange={vi.fn()}
        onUploaded={onUploaded}
      />,
    );
    choose(new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/employees/${EMPLOYEE.uuid}/photo`);
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('If-Match')).toBe('"4"');
  });
});
