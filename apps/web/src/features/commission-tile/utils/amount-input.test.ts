import { describe, expect, it } from 'vitest';
import {
  amountCents,
  canSavePayments,
  exceedsCap,
  formatAmountOnBlur,
  paymentCap,
  sanitizeAmount,
  totalCents,
} from './amount-input';

describe('payment amounts (spec 000 §5)', () => {
  it('keeps digits and one decimal point only', () => {
    expect(sanitizeAmount('$1,234.5a6')).toBe('1234.56');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('-5')).toBe('5');
    expect(sanitizeAmount('.')).toBe('.');
    expect(sanitizeAmount('')).toBe('');
  });

  it('formats to 2 decimals on blur, and leaves an empty amount empty', () => {
    expect(formatAmountOnBlur('12')).toBe('12.00');
    expect(formatAmountOnBlur('12.5')).toBe('12.50');
    expect(formatAmountOnBlur('.5')).toBe('0.50');
    expect(formatAmountOnBlur('7.')).toBe('7.00');
    expect(formatAmountOnBlur('1.005')).toBe('1.01');
    expect(formatAmountOnBlur('')).toBe('');
    expect(formatAmountOnBlur('.')).toBe('');
  });

  it('sums amounts to the cent, empty ones as zero', () => {
    expect(amountCents('')).toBe(0);
    expect(totalCents(['0.10', '0.20', '', '.'])).toBe(30);
  });

  it('caps at the end balance plus the existing payments being edited', () => {
    const cap = paymentCap('100.00', ['50.00', '25.50']);
    expect(cap).toBe(17550);
    expect(exceedsCap(['175.50'], cap)).toBe(false);
    expect(exceedsCap(['100.00', '75.51'], cap)).toBe(true);
  });

  it('enforces no cap when none is known', () => {
    expect(paymentCap(null, ['10.00'])).toBeNull();
    expect(exceedsCap(['999999.99'], null)).toBe(false);
  });

  it('allows Save only with an amount above zero while nothing loads or saves and the period is known', () => {
    const ready = { amounts: ['', '10.00'], loading: false, saving: false, periodKnown: true };
    expect(canSavePayments(ready)).toBe(true);
    expect(canSavePayments({ ...ready, amounts: ['', '0.00', '.'] })).toBe(false);
    expect(canSavePayments({ ...ready, loading: true })).toBe(false);
    expect(canSavePayments({ ...ready, saving: true })).toBe(false);
    expect(canSavePayments({ ...ready, periodKnown: false })).toBe(false);
  });
});
