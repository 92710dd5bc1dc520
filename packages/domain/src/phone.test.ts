import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, phoneForStorage } from './phone.ts';

// One function for lists and fields. While typing, the first three digits stay as typed: '602' is
// shown as '602', not '(602', because a bracket opened before the area code is complete reads as a
// typo and would show half-open in a list when only an area code is stored. From the fourth digit
// on the number takes its (xxx) xxx-xxxx shape.
describe('formatPhone: (xxx) xxx-xxxx from up to 10 digits, also while typing', () => {
  it.each([
    ['6025551234', '(602) 555-1234'],
    ['602-555-1234', '(602) 555-1234'],
    ['+1 (602) 555-1234', '(602) 555-1234'],
    ['60255512345', '(602) 555-1234'],
    ['6', '6'],
    ['602', '602'],
    ['(602', '602'],
    ['6025', '(602) 5'],
    ['602555', '(602) 555'],
    ['6025551', '(602) 555-1'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('phoneDigits and phoneForStorage', () => {
  it('keep digits only, at most 10; nothing is null when stored', () => {
    expect(phoneDigits('(602) 555-1234 ext')).toBe('6025551234');
    expect(phoneForStorage('(602) 555-1234')).toBe('6025551234');
    expect(phoneForStorage(' - ')).toBeNull();
    expect(phoneForStorage(undefined)).toBeNull();
  });
});
