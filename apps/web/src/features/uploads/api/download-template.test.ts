import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeToken } from '@/test/utils';
import { downloadTemplate, templateFileName } from './download-template';

describe('templateFileName', () => {
  const csv = { uploadType: 'esc_files', format: 'csv' } as const;

  it("takes the server's file name", () => {
    expect(templateFileName('attachment; filename="hub-esc-files-template.csv"', csv)).toBe(
      'hub-esc-files-template.csv',
    );
    expect(templateFileName('attachment; filename=book.xlsx', csv)).toBe('book.xlsx');
  });

  it('falls back to the name the server would give, and never keeps a folder', () => {
    expect(templateFileName(null, csv)).toBe('hub-esc-files-template.csv');
    expect(templateFileName('attachment', { uploadType: 'employees', format: 'xlsx' })).toBe(
      'hub-employees-template.xlsx',
    );
    expect(templateFileName('attachment; filename="../../etc/x.csv"', csv)).toBe('....etcx.csv');
  });
});

describe('downloadTemplate', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches with the bearer token and saves the file through an object URL', async () => {
    const token = storeToken();
    const fetchMock = mockFetch(
      () =>
        new Response('order_number,state\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="hub-esc-files-template.csv"' },
        }),
    );
    const createUrl = vi.fn(() => 'blob:template');
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const name = await downloadTemplate({ uploadType: 'esc_files', format: 'csv' });

    expect(name).toBe('hub-esc-files-template.csv');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/uploads/templates/esc_files?format=csv');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(createUrl).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it("fails with the server's detail", async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Forbidden' }, 403));
    await expect(downloadTemplate({ uploadType: 'employees', format: 'xlsx' })).rejects.toMatchObject({
      status: 403,
      detail: 'Forbidden',
    });
  });
});
