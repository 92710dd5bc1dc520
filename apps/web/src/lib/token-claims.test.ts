import { ROLE_NAMES, ZState, ZTokenClaims } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { claimsFor } from '@/test/utils';
import { parseTokenClaims } from './token-claims';

/** What the contract's schema makes of a payload: its claims, or null when it refuses it. */
const contract = (payload: unknown) => {
  const parsed = ZTokenClaims.safeParse(payload);
  return parsed.success ? parsed.data : null;
};

const valid = claimsFor();
const UUID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

/** Values of every kind, for each claim in turn. */
const values: unknown[] = [
  undefined,
  null,
  '',
  'text',
  'pat@hub.test',
  UUID,
  UUID.toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '7d444840-9dc0-91d1-b245-5ffdce74fad2',
  '7d444840-9dc0-11d1-c245-5ffdce74fad2',
  '7d444840-9dc0-11d1-b245-5ffdce74fad',
  `{${UUID}}`,
  0,
  -3,
  1.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '12',
  true,
  false,
  [],
  ['Admin'],
  ['Admin', 'Sales-Assistant'],
  ['admin'],
  ['Admin', 'Root'],
  [1],
  ...ROLE_NAMES,
  ...ZState.options,
  'az',
  'CA',
  {},
];

describe('parseTokenClaims', () => {
  it('takes the claims the contract takes, and leaves other fields out', () => {
    const payload = { ...valid, iss: 'hub', nbf: 0 };
    expect(parseTokenClaims(payload)).toEqual(valid);
    expect(parseTokenClaims(payload)).toEqual(contract(payload));
  });

  it('agrees with the contract on every claim and every kind of value', () => {
    for (const name of Object.keys(ZTokenClaims.shape)) {
      for (const value of values) {
        const payload = { ...valid, [name]: value };
        expect(parseTokenClaims(payload), `${name}: ${JSON.stringify(value)}`).toEqual(contract(payload));
      }
      const { [name]: _left, ...without } = valid as Record<string, unknown>;
      expect(parseTokenClaims(without), `${name} missing`).toBeNull();
      expect(contract(without)).toBeNull();
    }
  });

  it('refuses what is not an object of claims', () => {
    for (const payload of [null, undefined, 'claims', 42, [], [valid]]) {
      expect(parseTokenClaims(payload)).toBeNull();
      expect(contract(payload)).toBeNull();
    }
  });
});
