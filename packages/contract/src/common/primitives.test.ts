import { describe, expect, it } from 'vitest';
import { ZDateRange } from './date-range.ts';
import { phoneDigitsOrNull } from './phone.ts';
import { ZAmountText, ZStateCode } from './primitives.ts';
import { ZQueryFlag } from './query-flag.ts';
import { isUuid, ZUuidOrId } from './record-key.ts';

describe('ZQueryFlag', () => {
  it('reads true and false as the screens send them', () => {
    expect(ZQueryFlag.parse('true')).toBe(true);
    expect(ZQueryFlag.parse('True')).toBe(true);
    expect(ZQueryFlag.parse('false')).toBe(false);
    expect(ZQueryFlag.parse('False')).toBe(false);
  });

  it('refuses anything else with a reason', () => {
    for (const bad of ['yes', '1', 'TRUE', '']) {
      const result = ZQueryFlag.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("must be 'true' or 'false'");
    }
  });
});

describe('ZUuidOrId', () => {
  const key = ZUuidOrId('must be a branch uuid or number');
  const uuid = '3F6C1D2E-8A4B-4C5D-9E0F-1A2B3C4D5E6F';

  it('takes a record number or a uuid, spaces around it ignored', () => {
    expect(key.parse(' 42 ')).toBe('42');
    expect(key.parse(uuid)).toBe(uuid);
    expect(isUuid(uuid)).toBe(true);
    expect(isUuid('42')).toBe(false);
  });

  it('refuses anything else with the given message', () => {
    for (const bad of ['abc', '-3', '1.5', '', '3f6c1d2e', '1234567890']) {
      const result = key.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must be a branch uuid or number');
    }
  });
});

describe('ZDateRange', () => {
  const range = ZDateRange('beg_date', 'end_date');

  it('takes a range in order, one day long included', () => {
    expect(range.parse({ beg_date: '2026-01-01', end_date: '2026-01-31' })).toEqual({
      beg_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(range.safeParse({ beg_date: '2026-01-31', end_date: '2026-01-31' }).success).toBe(true);
  });

  it('refuses an end before the begin at the end field, and a missing or impossible date', () => {
    const backwards = range.safeParse({ beg_date: '2026-02-01', end_date: '2026-01-31' });
    expect(backwards.error?.issues).toMatchObject([
      { path: ['end_date'], message: 'must be on or after beg_date' },
    ]);
    expect(range.safeParse({ beg_date: '2026-01-01' }).success).toBe(false);
    expect(range.safeParse({ beg_date: '2026-02-30', end_date: '2026-03-01' }).success).toBe(false);
  });

  it('takes other filters next to the range', () => {
    const query = range.safeExtend({ state: ZStateCode });
    expect(query.parse({ beg_date: '2026-01-01', end_date: '2026-01-02', state: 'nv' }).state).toBe('NV');
    expect(query.safeParse({ beg_date: '2026-01-03', end_date: '2026-01-02', state: 'AZ' }).success).toBe(
      false,
    );
  });
});

describe('ZStateCode', () => {
  it('reads AZ and NV in any case and refuses other states', () => {
    expect(ZStateCode.parse(' nv')).toBe('NV');
    expect(ZStateCode.safeParse('ZZ').error?.issues[0]?.message).toBe('must be AZ or NV');
  });
});

describe('phoneDigitsOrNull', () => {
  it('keeps the digits a save stores, without a leading country code 1', () => {
    expect(phoneDigitsOrNull('(602) 555-1234')).toBe('6025551234');
    expect(phoneDigitsOrNull('+1 602.555.1234')).toBe('6025551234');
    expect(phoneDigitsOrNull('602')).toBe('602');
    expect(phoneDigitsOrNull(' - ')).toBeNull();
    expect(phoneDigitsOrNull(null)).toBeNull();
  });
});

describe('ZAmountText', () => {
  const messages = (schema: ReturnType<typeof ZAmountText>, value: string) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('takes amounts up to 99,999,999.99 either way, trimmed', () => {
    const signed = ZAmountText({ negative: true });
    for (const ok of ['99999999.99', '-99999999.99', '0', '000099999999.50', '12.5', ' 1234.50 ']) {
      expect(signed.safeParse(ok).success, ok).toBe(true);
    }
    expect(signed.parse(' -12.50 ')).toBe('-12.50');
    expect(ZAmountText().safeParse('99999999.99').success).toBe(true);
  });

  it('refuses an amount beyond the bound, with the bound in words', () => {
    const signed = ZAmountText({ negative: true });
    for (const tooMuch of ['100000000', '100000000.00', '-100000000.00', '999999999999.99']) {
      expect(messages(signed, tooMuch), tooMuch).toEqual([
        'must be between -99,999,999.99 and 99,999,999.99',
      ]);
    }
    expect(messages(ZAmountText(), '123456789.00')).toEqual(['must be at most 99,999,999.99']);
  });

  it('says only its format for text that is not an amount (or a negative one where none is allowed)', () => {
    expect(messages(ZAmountText({ format: 'must be an amount such as 7500.00' }), '1e12')).toEqual([
      'must be an amount such as 7500.00',
    ]);
    expect(messages(ZAmountText(), '-5')).toEqual(['must be an amount such as 1234.50']);
    expect(messages(ZAmountText({ negative: true }), '1.005')).toEqual(['must be an amount such as 1234.50']);
  });
});
