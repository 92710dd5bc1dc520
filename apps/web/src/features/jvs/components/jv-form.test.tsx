import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTH_STATES, refusedField, savesOf, serveSave } from '@/test/forms';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { JV_SAVE_FAILED, JvForm } from './jv-form';
import { MAGNUS_PCT_ERROR } from './jv-values';

// Issue 10: Magnus Title % of 150 became 15 and 12.5 became 12, with no message.
describe('JvForm Magnus Title %', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    storeToken({ roles: ['Admin'] });
    fetchMock = mockFetch(() => jsonResponse([]));
  });
  afterEach(() => vi.unstubAllGlobals());

  const saves = () => savesOf(fetchMock);

  it.each(['150', '12.5'])(
    'keeps %s as typed and refuses it with the reason, sending nothing',
    async (typed) => {
      renderWithProviders(<JvForm id={null} stateChoice={BOTH_STATES} onDone={vi.fn()} onOpen={vi.fn()} />);
      fireEvent.change(await screen.findByLabelText('Name', { exact: false }), {
        target: { value: 'Copper' },
      });
      const pct = screen.getByLabelText('Magnus Title %') as HTMLInputElement;
      fireEvent.change(pct, { target: { value: typed } });
      fireEvent.blur(pct);
      expect(pct.value).toBe(typed);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(MAGNUS_PCT_ERROR)).toBeTruthy();
      expect(pct.value).toBe(typed);
      expect(saves()).toHaveLength(0);

      fireEvent.change(pct, { target: { value: '35' } });
      expect(screen.queryByText(MAGNUS_PCT_ERROR)).toBeNull();
    },
  );

  it("shows the server's field error at its field in words, with the spec's message, and a Mantine file input for the logo", async () => {
    fetchMock = serveSave(refusedField('zip', 'must be 5 digits'), 400);
    renderWithProviders(<JvForm id={null} stateChoice={BOTH_STATES} onDone={vi.fn()} onOpen={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Name', { exact: false }), { target: { value: 'Copper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 5 digits')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(JV_SAVE_FAILED);
    fireEvent.change(screen.getByLabelText('ZIP'), { target: { value: '85201' } });
    expect(screen.queryByText('Must be 5 digits')).toBeNull();
    expect(screen.getByRole('button', { name: /Logo/ }).tagName).toBe('BUTTON');
  });
});
