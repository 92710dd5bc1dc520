import { onTestFinished, vi } from 'vitest';

/**
 * Catches the files the app hands to the browser as downloads (api-client's downloadFile: an object
 * URL and a link's click): answers the list of their names, filled as they are saved. Undone when the
 * test finishes.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}
