import { describe, expect, it } from 'vitest';
import {
  headerKey,
  nameKey,
  readChoice,
  readDate,
  readEmail,
  readMoney,
  readText,
  readYesNo,
} from './cells.ts';

const value = <T>(r: { ok: true; value: T } | { ok: false; problem: string }) =>
  r.ok ? r.value : `!${r.problem}`;

describe('cell readers', () => {
  it('keep text as written, formula-looking text included', () => {
    expect(value(readText('  =HYPERLINK("x")  '))).toBe('=HYPERLINK("x")');
    expect(value(readText('   '))).toBeNull();
    expect(value(readText('x'.repeat(11), 10))).toBe('!is longer than 10 characters');
  });

  it('read dates in ISO, US and Excel serial form, refusing impossible ones', () => {
    expect(value(readDate('2026-02-03'))).toBe('2026-02-03');
    expect(value(readDate('2/3/2026'))).toBe('2026-02-03');
    expect(value(readDate('02/03/26'))).toBe('2026-02-03');
    expect(value(readDate('46056'))).toBe('2026-02-03');
    expect(value(readDate('2026-02-30'))).toMatch(/^!is not a date/);
    expect(value(readDate('soon'))).toMatch(/^!is not a date/);
    expect(value(readDate(''))).toBeNull();
  });

  it('read amounts exactly, with currency signs, separators and accounting negatives', () => {
    expect(value(readMoney('$1,234.5'))).toBe('1234.50');
    expect(value(readMoney('(12.00)'))).toBe('-12.00');
    expect(value(readMoney('-0.07'))).toBe('-0.07');
    expect(value(readMoney('0.1'))).toBe('0.10');
    expect(value(readMoney('12.345'))).toMatch(/^!/);
    expect(value(readMoney('abc'))).toMatch(/^!/);
    expect(value(readMoney(''))).toBeNull();
  });

  it('read choices, yes/no and e-mails', () => {
    expect(value(readChoice(' refi ', ['PURCHASE', 'REFI'] as const))).toBe('REFI');
    expect(value(readChoice('sale', ['PURCHASE', 'REFI'] as const))).toBe('!must be one of PURCHASE, REFI');
    expect(value(readYesNo('yes'))).toBe(true);
    expect(value(readYesNo('0'))).toBe(false);
    expect(value(readYesNo('maybe'))).toBe('!must be Y or N');
    expect(value(readEmail(' Ann@Hub.Test '))).toBe('ann@hub.test');
    expect(value(readEmail('ann@'))).toBe('!is not an e-mail address');
  });

  it('compare names and headers loosely', () => {
    expect(nameKey('Mary  Ann Lee')).toBe(nameKey('maryann LEE'));
    expect(headerKey('Order #')).toBe(headerKey('order_number'));
    expect(headerKey('Open Date')).toBe('opendate');
  });
});
