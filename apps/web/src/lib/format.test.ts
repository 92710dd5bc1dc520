import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPhone } from './format';

describe('format', () => {
  it('formats money as USD with 2 decimals, missing as $0.00', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('n/a')).toBe('$0.00');
  });

  it('formats phone numbers as (xxx) xxx-xxxx, at most 10 digits', () => {
    expect(formatPhone('6025550100')).toBe('(602) 555-0100');
    expect(formatPhone('602-555-01009')).toBe('(602) 555-0100');
    expect(formatPhone('602')).toBe('602');
  });

  it('formats calendar dates without shifting them', () => {
    expect(formatDate('2025-01-31')).toBe('01/31/2025');
    expect(formatDate(null)).toBe('');
  });
});
