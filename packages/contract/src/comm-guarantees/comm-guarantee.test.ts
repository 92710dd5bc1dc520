import { describe, expect, it } from 'vitest';
import { ZCommGuaranteeParams, ZGuaranteeAmount } from './comm-guarantee.ts';
import { ZCreateCommGuaranteeBody } from './create-comm-guarantee.ts';
import { ZUpdateCommGuaranteeBody } from './update-comm-guarantee.ts';

describe('ZGuaranteeAmount', () => {
  it.each(['0.01', '7500', '7500.5', '7500.50', '99999999.99'])('takes %j', (amount) => {
    expect(ZGuaranteeAmount.parse(amount)).toBe(amount);
  });

  it.each([
    '0',
    '0.00',
    '-1',
    '-0.01',
    'abc',
    '',
    '1e3',
    '10.005',
    '1,000',
    '100000000.00',
    '999999999999.99',
  ])('refuses %j', (amount) => {
    expect(ZGuaranteeAmount.safeParse(amount).success).toBe(false);
  });
});

describe('the employee key of the routes', () => {
  it('is a uuid or an employee number', () => {
    const id = 4;
    expect(ZCommGuaranteeParams.parse({ uuid: '42', id: String(id) })).toEqual({ uuid: '42', id });
    const uuid = '3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e6f';
    expect(ZCommGuaranteeParams.parse({ uuid, id: '1' }).uuid).toBe(uuid);
    for (const bad of ['abc', '-3', '1.5', '', '3f6c1d2e']) {
      expect(ZCommGuaranteeParams.safeParse({ uuid: bad, id: '1' }).success).toBe(false);
    }
    expect(ZCommGuaranteeParams.safeParse({ uuid: '42', id: '0' }).success).toBe(false);
  });
});

describe('guarantee bodies', () => {
  const january = { period_beg_dt: '2026-01-01', period_end_dt: '2026-01-31', guarantee_amount: '10.00' };

  it('create: override defaults to true; the period must be in order', () => {
    expect(ZCreateCommGuaranteeBody.parse(january)).toEqual({ ...january, override_if_comm_greater: true });
    expect(
      ZCreateCommGuaranteeBody.parse({
        ...january,
        period_end_dt: '2026-01-01',
        period_beg_dt: '2026-01-01',
      }),
    ).toBeTruthy();
    const backwards = ZCreateCommGuaranteeBody.safeParse({ ...january, period_end_dt: '2025-12-31' });
    expect(backwards.error?.issues[0]?.path).toEqual(['period_end_dt']);
  });

  it('update: at least one field; both dates, when sent, in order', () => {
    expect(ZUpdateCommGuaranteeBody.safeParse({}).success).toBe(false);
    expect(ZUpdateCommGuaranteeBody.parse({ override_if_comm_greater: false })).toEqual({
      override_if_comm_greater: false,
    });
    expect(
      ZUpdateCommGuaranteeBody.safeParse({ period_beg_dt: '2026-02-01', period_end_dt: '2026-01-01' })
        .success,
    ).toBe(false);
    expect(ZUpdateCommGuaranteeBody.safeParse({ period_end_dt: '2020-01-01' }).success).toBe(true);
  });
});
