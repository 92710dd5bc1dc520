import type { CommissionRow } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { OCTOBER } from '../components/commission-fixtures';
import { parseBaseInput, stripBaseInput } from './base-input';
import { commissionHighlights, defaultCommissionDates } from './commission-period';

describe('defaultCommissionDates', () => {
  it('is the previous whole month in Los Angeles', () => {
    expect(defaultCommissionDates(new Date('2026-11-15T12:00:00Z'))).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
    // 1 March 06:30 UTC is still 28 February in Los Angeles: the previous month is January.
    expect(defaultCommissionDates(new Date('2026-03-01T06:30:00Z'))).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(defaultCommissionDates(new Date('2027-01-05T20:00:00Z'))).toEqual({
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
  });
});

describe('commissionHighlights', () => {
  const [lara, sam] = OCTOBER.rows as [CommissionRow, CommissionRow];
  it('is purple when the guarantee exceeds the commission before guarantee, yellow for a late start', () => {
    expect(commissionHighlights(lara, '2026-10-01')).toEqual(['guarantee']);
    expect(commissionHighlights(sam, '2026-10-01')).toEqual(['partial']);
    expect(commissionHighlights({ ...lara, comm_beg_dt: '2026-10-02' }, '2026-10-01')).toEqual([
      'guarantee',
      'partial',
    ]);
    expect(commissionHighlights({ ...lara, comm_guarantee_amt: '1234.56' }, '2026-10-01')).toEqual([]);
  });
});

describe('the base input', () => {
  it('keeps only digits and the decimal point', () => {
    expect(stripBaseInput('$2,500.50 ')).toBe('2500.50');
    expect(stripBaseInput('-1e3')).toBe('13');
  });
  it('reads blank as no base, a number as two decimals (half away from zero), else the error', () => {
    expect(parseBaseInput('')).toEqual({ base: null });
    expect(parseBaseInput('2500')).toEqual({ base: '2500.00' });
    expect(parseBaseInput('$2,500.5')).toEqual({ base: '2500.50' });
    expect(parseBaseInput('.125')).toEqual({ base: '0.13' });
    expect(parseBaseInput('7.')).toEqual({ base: '7.00' });
    expect(parseBaseInput('1.2.3')).toEqual({ error: 'Base must be a number (or leave blank).' });
    expect(parseBaseInput('.')).toEqual({ error: 'Base must be a number (or leave blank).' });
  });
});
