import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSaveCostCenterBody } from '../cost-centers/save-cost-center.ts';
import { ZCreateEmployeeJvBody } from '../employee-jvs/create-employee-jv.ts';
import { FRAUD_PAYEE_REQUIRED, ZSaveFraudListBatchBody } from '../fraud-list/save-fraud-list-batch.ts';
import { ZIsoDate, ZState, ZUuid, ZVersion } from './primitives.ts';
import './messages.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("the contract's messages in words", () => {
  it.each([
    ['text too long', z.string().max(200), 'x'.repeat(201), 'must be at most 200 characters'],
    ['text too short', z.string().min(8), 'short', 'must be at least 8 characters'],
    ['text left empty', z.string().trim().min(1), '   ', 'is required'],
    ['a field left out', z.object({ name: z.string() }), {}, 'is required'],
    ['text where a number goes', z.number(), '12', 'must be a number'],
    ['a fraction where a whole number goes', z.number().int(), 1.5, 'must be a whole number'],
    ['a number too big', z.number().max(100), 101, 'must be at most 100'],
    ['a number too small', z.number().min(0), -1, 'must be at least 0'],
    ['zero where above zero goes', z.number().positive(), 0, 'must be more than 0'],
    ['a word where true or false goes', z.boolean(), 'yes', 'must be true or false'],
    ['an object where a list goes', z.array(z.string()), {}, 'must be a list'],
    ['a list too long', z.array(z.string()).max(2), ['a', 'b', 'c'], 'must hold at most 2 items'],
    ['a bad e-mail', z.email(), 'nope', 'must be an e-mail address'],
    ['a bad uuid', ZUuid, 'x', 'must be a uuid'],
    ['a bad date', ZIsoDate, '2024-02-30', 'must be a date such as 2024-01-31'],
    ['a state other than AZ or NV', ZState, 'ZZ', 'must be AZ or NV'],
    ['a version of 0', ZVersion, 0, 'must be more than 0'],
    ['text not of its pattern', z.string().regex(/^\d+$/), 'abc', 'is not in the expected form'],
    ['a failed check', z.string().refine((v) => v === 'ok'), 'no', 'is not valid'],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("never shows zod's own wording", () => {
    const zodWords =
      /Invalid input|Invalid option|Too big|Too small|expected .* received|Invalid (email|UUID|ISO)/;
    const cases: [z.ZodType, unknown][] = [
      [ZSaveCostCenterBody, { company_name: 'x'.repeat(201), accounting_code: 'y'.repeat(101), state: 3 }],
      [ZSaveFraudListBatchBody, { fraud_payee_name: 'not an array' }],
      [ZCreateEmployeeJvBody, { jv_uuid: '', is_primary: 'yes' }],
    ];
    for (const [schema, value] of cases) {
      for (const issue of schema.safeParse(value).error?.issues ?? [])
        expect(issue.message).not.toMatch(zodWords);
    }
  });

  it("keeps a schema's own message, such as the spec's", () => {
    expect(messageOf(ZSaveFraudListBatchBody, [{ fraud_payee_name: ' ' }])).toBe(FRAUD_PAYEE_REQUIRED);
    expect(messageOf(z.string().max(3, 'keep it short'), 'long')).toBe('keep it short');
  });
});
