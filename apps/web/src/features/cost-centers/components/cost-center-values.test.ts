import { ZSaveCostCenterBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver, sameNameFields } from '@/components/forms/contract-form';
import { cleanOutputOrder, NEW_COST_CENTER, toSaveBody } from './cost-center-values';

const validateCostCenter = (values: typeof NEW_COST_CENTER) =>
  contractResolver(ZSaveCostCenterBody, toSaveBody, sameNameFields(values))(values);
const STATE_INVALID = 'Must be AZ or NV';

import { cleanStateFilter, matchesStateFilter, stateQuery } from './state-filter';

const filled = { ...NEW_COST_CENTER, company_name: ' Hub ', state: 'az', description: ' Escrow ' };

describe('cost center form values', () => {
  it('starts a new cost center at output order 999', () => {
    expect(NEW_COST_CENTER.output_order).toBe('999');
  });

  it("requires Company Name, State AZ or NV and Description (the contract's rules); Accounting Code is optional", () => {
    expect(validateCostCenter(NEW_COST_CENTER)).toEqual({
      company_name: 'Company Name is required',
      state: STATE_INVALID,
      description: 'Description is required',
    });
    expect(validateCostCenter(filled)).toEqual({});
    expect(validateCostCenter({ ...filled, state: 'NV' })).toEqual({});
  });

  it('refuses a state other than AZ or NV (spec 000 §9), such as ZZ', () => {
    expect(validateCostCenter({ ...filled, state: 'ZZ' })).toEqual({ state: STATE_INVALID });
  });

  it('sends trimmed text, an upper-case state, an empty accounting code as null and an empty order as 0', () => {
    expect(toSaveBody({ ...filled, accounting_code: '  ', output_order: '' })).toEqual({
      company_name: 'Hub',
      accounting_code: null,
      state: 'AZ',
      output_order: 0,
      description: 'Escrow',
    });
    expect(toSaveBody({ ...filled, accounting_code: ' 41-00 ', output_order: '12' })).toMatchObject({
      accounting_code: '41-00',
      output_order: 12,
    });
  });

  it('limits Output Order to digits', () => {
    expect(cleanOutputOrder('1a2.5')).toBe('125');
  });
});

describe('State filter', () => {
  it('keeps two upper-case letters', () => {
    expect(cleanStateFilter(' a-z9x')).toBe('AZ');
    expect(cleanStateFilter('n')).toBe('N');
  });

  it('asks the server for a whole state only, and filters by its first letter meanwhile', () => {
    expect(stateQuery('')).toBeNull();
    expect(stateQuery('N')).toBeNull();
    expect(stateQuery('NV')).toBe('NV');
    expect(matchesStateFilter('NV', 'N')).toBe(true);
    expect(matchesStateFilter('AZ', 'N')).toBe(false);
    expect(matchesStateFilter('AZ', '')).toBe(true);
  });
});
