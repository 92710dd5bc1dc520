import { type CommGuarantee, ZCreateCommGuaranteeBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver, sameNameFields } from '@/components/forms/contract-form';
import {
  amountText,
  EMPTY_GUARANTEE_ROW,
  type GuaranteeRowValues,
  isEmptyRow,
  toCreateBody,
  toRowValues,
  toUpdateBody,
} from './guarantee-values';

describe('amountText', () => {
  it.each([
    ['7500', '7500'],
    [' 12.5 ', '12.5'],
    ['.5', '0.5'],
    ['10.', '10'],
    ['-5', '-5'],
    ['abc', 'abc'],
    ['', ''],
  ])('sends %j as %j (the contract judges it)', (text, sent) => {
    expect(amountText(text)).toBe(sent);
  });
});

/** What the add row's contract form finds, each problem at its field. */
const refusals = (row: GuaranteeRowValues) =>
  contractResolver(ZCreateCommGuaranteeBody, toCreateBody, sameNameFields(row))(row);

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

  it('is sent as typed once the contract takes it: both dates, in order, and a positive amount', () => {
    expect(toCreateBody(filled)).toEqual(filled);
    expect(refusals(filled)).toEqual({});
    expect(refusals({ ...filled, guarantee_amount: '.5' })).toEqual({});
  });

  it.each([
    ['no amount', { guarantee_amount: '' }, 'guarantee_amount'],
    ['an amount of 0', { guarantee_amount: '0' }, 'guarantee_amount'],
    ['a negative amount', { guarantee_amount: '-10' }, 'guarantee_amount'],
    ['three decimals', { guarantee_amount: '10.005' }, 'guarantee_amount'],
    ['no begin date', { period_beg_dt: '' }, 'period_beg_dt'],
    ['no end date', { period_end_dt: '' }, 'period_end_dt'],
    ['an end before the begin', { period_end_dt: '2025-12-31' }, 'period_end_dt'],
  ])('is refused with %s, at that field', (_, change, field) => {
    expect(Object.keys(refusals({ ...filled, ...change }))).toEqual([field]);
  });

  it('says why in words', () => {
    expect(refusals({ ...filled, period_end_dt: '2025-12-31' })).toEqual({
      period_end_dt: 'Must be on or after the begin date',
    });
    expect(refusals({ ...filled, period_beg_dt: '' })).toEqual({
      period_beg_dt: 'Must be a date such as 2024-01-31',
    });
    expect(refusals({ ...filled, guarantee_amount: '0' })).toEqual({
      guarantee_amount: 'Must be above zero',
    });
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
