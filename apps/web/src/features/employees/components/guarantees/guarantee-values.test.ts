import type { CommGuarantee } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_GUARANTEE_ROW,
  isEmptyRow,
  parsePositiveAmount,
  toCreateBody,
  toRowValues,
  toUpdateBody,
} from './guarantee-values';

describe('parsePositiveAmount', () => {
  it.each([
    ['7500', '7500'],
    ['7500.00', '7500.00'],
    [' 12.5 ', '12.5'],
    ['.5', '0.5'],
    ['0.01', '0.01'],
    ['10.', '10'],
    ['999999999999.99', '999999999999.99'],
  ])('takes %j as %j', (text, amount) => {
    expect(parsePositiveAmount(text)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    '0',
    '0.00',
    '.',
    '-5',
    '-0.01',
    'abc',
    '1e3',
    '10.005',
    '1,000',
    '$5',
    '1234567890123',
  ])('refuses %j', (text) => {
    expect(parsePositiveAmount(text)).toBeNull();
  });
});

describe('the add row', () => {
  const filled = {
    period_beg_dt: '2026-01-01',
    period_end_dt: '2026-01-31',
    guarantee_amount: '7500',
    override_if_comm_greater: false,
  };

  it('is empty when no date or amount is typed, whatever the override flag', () => {
    expect(isEmptyRow(EMPTY_GUARANTEE_ROW)).toBe(true);
    expect(isEmptyRow({ ...EMPTY_GUARANTEE_ROW, override_if_comm_greater: false })).toBe(true);
    expect(isEmptyRow({ ...EMPTY_GUARANTEE_ROW, guarantee_amount: ' ' })).toBe(true);
    expect(isEmptyRow({ ...EMPTY_GUARANTEE_ROW, period_end_dt: '2026-01-31' })).toBe(false);
    expect(isEmptyRow({ ...EMPTY_GUARANTEE_ROW, guarantee_amount: '0' })).toBe(false);
  });

  it('becomes a create body only with both dates and a positive amount', () => {
    expect(toCreateBody(filled)).toEqual(filled);
    expect(toCreateBody({ ...filled, guarantee_amount: '' })).toBeNull();
    expect(toCreateBody({ ...filled, guarantee_amount: '0' })).toBeNull();
    expect(toCreateBody({ ...filled, guarantee_amount: '-10' })).toBeNull();
    expect(toCreateBody({ ...filled, period_beg_dt: '' })).toBeNull();
    expect(toCreateBody({ ...filled, period_end_dt: '' })).toBeNull();
  });
});

describe('toUpdateBody (inline edit)', () => {
  const stored: CommGuarantee = {
    comm_guarantee_id: 4,
    period_beg_dt: '2026-01-01',
    period_end_dt: '2026-01-31',
    guarantee_amount: '7500.00',
    override_if_comm_greater: true,
    version: 2,
  };

  it('sends only what changed', () => {
    const row = toRowValues(stored);
    expect(toUpdateBody(stored, row)).toBeNull();
    expect(toUpdateBody(stored, { ...row, guarantee_amount: '8000' })).toEqual({ guarantee_amount: '8000' });
    expect(
      toUpdateBody(stored, { ...row, period_end_dt: '2026-02-28', override_if_comm_greater: false }),
    ).toEqual({
      period_end_dt: '2026-02-28',
      override_if_comm_greater: false,
    });
  });

  it('treats the same money written differently as no change', () => {
    expect(toUpdateBody(stored, { ...toRowValues(stored), guarantee_amount: '7500' })).toBeNull();
    expect(toUpdateBody(stored, { ...toRowValues(stored), guarantee_amount: '7500.1' })).toEqual({
      guarantee_amount: '7500.1',
    });
  });

  it.each(['', '0', '0.00', '-100', 'abc'])(
    'discards an amount edit of %j, keeping the other changes',
    (amount) => {
      const row = { ...toRowValues(stored), guarantee_amount: amount };
      expect(toUpdateBody(stored, row)).toBeNull();
      expect(toUpdateBody(stored, { ...row, override_if_comm_greater: false })).toEqual({
        override_if_comm_greater: false,
      });
    },
  );

  it('keeps a stored date that was emptied', () => {
    expect(toUpdateBody(stored, { ...toRowValues(stored), period_beg_dt: '' })).toBeNull();
  });
});
