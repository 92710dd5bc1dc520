import type { Branch } from '@hub/contract';
import { ZCreateBranchBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver, sameNameFields } from '@/components/forms/contract-form';
import {
  cleanCount,
  costCenterLabel,
  NEW_BRANCH,
  toFormValues,
  toSaveBody,
  visibleBranches,
} from './branch-values';

const branch: Branch = {
  uuid: '5f0c1c55-8a1e-4d52-9a0a-3b4b2f0b9c11',
  branch_id: 4,
  code: '110',
  name: '110 Mesa - Magnus Title Agency',
  alias: 'Mesa',
  add1: '1 Main St',
  add2: null,
  city: 'Mesa',
  state: 'AZ',
  zip: '85201',
  phone_number: '4805550110',
  active: true,
  escrow_employee_count_override: null,
  cost_center_id: 9,
  cost_center_desc: 'Mesa Escrow',
  cost_center_code: '10-110',
  version: 2,
};

describe('branch form values', () => {
  it('starts a new branch in AZ, active', () => {
    expect(NEW_BRANCH).toMatchObject({ state: 'AZ', active: true, name: '' });
  });

  it('shows the stored digits as a formatted phone and sends digits only', () => {
    const values = toFormValues(branch);
    expect(values.phone_number).toBe('(480) 555-0110');
    expect(values.cost_center_id).toBe('9');
    // Every stored field comes back as it was; the keys, the version and the cost center's names do not go.
    const {
      uuid: _uuid,
      branch_id: _id,
      version: _version,
      cost_center_desc: _desc,
      cost_center_code: _code,
      ...stored
    } = branch;
    expect(toSaveBody(values)).toEqual(stored);
  });

  it('strips the phone to digits, sends empty text as null and the override as a number', () => {
    const body = toSaveBody({
      ...NEW_BRANCH,
      name: ' Reno ',
      state: 'NV',
      phone_number: '775.555.0199 ',
      alias: '  ',
      escrow_employee_count_override: '3',
    });
    expect(body).toMatchObject({
      name: 'Reno',
      state: 'NV',
      phone_number: '7755550199',
      alias: null,
      escrow_employee_count_override: 3,
      cost_center_id: null,
    });
    expect(toSaveBody({ ...NEW_BRANCH, name: 'X', phone_number: '  ' }).phone_number).toBeNull();
    expect(cleanCount('1a2')).toBe('12');
  });

  it("requires a name, a 10-digit phone when one is given, and a 5-digit ZIP: the contract's rules, at their fields", () => {
    const check = (values: typeof NEW_BRANCH) =>
      contractResolver(ZCreateBranchBody, toSaveBody, sameNameFields(values))(values);
    expect(check(NEW_BRANCH)).toEqual({ name: 'Name is required' });
    expect(check({ ...NEW_BRANCH, name: 'A', phone_number: '555-0100', zip: '852' })).toEqual({
      phone_number: 'Must be a 10-digit phone number',
      zip: 'Must be a 5-digit ZIP code',
    });
    expect(check({ ...NEW_BRANCH, name: 'A', phone_number: '+1 (602) 555-0100', zip: '85201' })).toEqual({});
  });
});

describe('branch list helpers', () => {
  it('hides inactive branches unless the toggle is on', () => {
    const rows = [{ active: true }, { active: false }];
    expect(visibleBranches(rows, false)).toEqual([{ active: true }]);
    expect(visibleBranches(rows, true)).toHaveLength(2);
  });

  it('labels cost centers with their code and state', () => {
    const costCenter = {
      cost_center_id: 9,
      company_name: 'Magnus Title Agency',
      accounting_code: '10-110',
      description: 'Mesa Escrow',
      state: 'AZ',
      output_order: 10,
      version: 1,
    };
    expect(costCenterLabel(costCenter)).toBe('Mesa Escrow (10-110, AZ)');
    expect(costCenterLabel({ ...costCenter, accounting_code: null })).toBe('Mesa Escrow (AZ)');
  });
});
