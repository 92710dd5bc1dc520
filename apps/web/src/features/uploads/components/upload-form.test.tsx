import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { UploadForm } from './upload-form';

function renderForm(onUploaded = vi.fn()) {
  storeToken();
  renderWithProviders(
    <UploadForm uploadType="esc_files" onUploadTypeChange={vi.fn()} onUploaded={onUploaded} />,
  );
  return onUploaded;
}

function chooseFile(name: string, content = 'order_number\n1\n') {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  expect(input.accept).toBe('.csv,.xls,.xlsx');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('UploadForm (spec 000 §5, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a file: the button is disabled and the message asks for one', () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderForm();
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Please select a file.')).toBeTruthy();
    fireEvent.click(uploadButton());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the file and its type, then shows the Job ID', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ upload_id: 42, status: 'queued' }, 202));
    const onUploaded = renderForm();
    chooseFile('files.csv');
    expect(uploadButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Please select a file.')).toBeNull();
    fireEvent.click(uploadButton());

    expect(await screen.findByText('✅ Upload successful. Job ID: 42')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith(42);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/uploads/upload-file');
    expect(init?.method).toBe('POST');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('not multipart');
    expect(body.get('upload_type')).toBe('esc_files');
    expect((body.get('file') as File).name).toBe('files.csv');
    // The file is cleared so a second click does not send it again.
    await waitFor(() => expect(uploadButton()).toHaveProperty('disabled', true));
  });

  it("shows '❌' with the server's detail", async () => {
    mockFetch(() => jsonResponse({ detail: 'The workbook is password-protected.' }, 400));
    const onUploaded = renderForm();
    chooseFile('book.xlsx');
    fireEvent.click(uploadButton());
    expect(await screen.findByText('❌ The workbook is password-protected.')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows '❌ Upload failed' when the server gives no detail", async () => {
    mockFetch(() => new Response('', { status: 502 }));
    renderForm();
    chooseFile('files.csv');
    fireEvent.click(uploadButton());
    expect(await screen.findByText('❌ Upload failed')).toBeTruthy();
  });
});
