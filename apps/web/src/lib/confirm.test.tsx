import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { confirmAction } from './confirm';

describe('confirmAction', () => {
  it("asks the spec's question in a modal, not the browser's confirm, and answers true on Delete", async () => {
    renderWithProviders(<p>screen</p>);
    await screen.findByText('screen');
    const answer = confirmAction('Delete this holiday?');
    expect(await screen.findByRole('dialog', { name: 'Delete this holiday?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers false on Cancel, and the modal goes', async () => {
    renderWithProviders(<p>screen</p>);
    await screen.findByText('screen');
    const answer = confirmAction('Delete this guarantee?');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
