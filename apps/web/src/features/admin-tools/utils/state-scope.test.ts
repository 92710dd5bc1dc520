import { describe, expect, it } from 'vitest';
import { adminStates } from './state-scope';

describe('adminStates', () => {
  it('gives Super User and Admin both states', () => {
    expect(adminStates('Super User', 'NV')).toEqual(['AZ', 'NV']);
    expect(adminStates('Admin', null)).toEqual(['AZ', 'NV']);
    expect(adminStates('State Super User, Admin', 'NV')).toEqual(['AZ', 'NV']);
  });

  it('gives a State Super User their own state only', () => {
    expect(adminStates('State Super User', 'NV')).toEqual(['NV']);
    expect(adminStates('State Super User', 'AZ')).toEqual(['AZ']);
    expect(adminStates('State Super User', null)).toEqual([]);
  });

  it('gives other roles nothing', () => {
    expect(adminStates('Sales', 'AZ')).toEqual([]);
    expect(adminStates('', 'AZ')).toEqual([]);
  });
});
