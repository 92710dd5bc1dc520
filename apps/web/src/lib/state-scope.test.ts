import { describe, expect, it } from 'vitest';
import { listStateOf, reportStateOf, scopeStates, stateChoice } from './state-scope';

const live = (roles: string, state: 'AZ' | 'NV' | null) => ({ roles, state });

describe('scopeStates', () => {
  it('gives Super User and Admin both states', () => {
    expect(scopeStates(live('Super User', 'NV'))).toEqual(['AZ', 'NV']);
    expect(scopeStates(live('Admin', null))).toEqual(['AZ', 'NV']);
    expect(scopeStates(live('State Super User, Admin', 'NV'))).toEqual(['AZ', 'NV']);
  });

  it('gives a State Super User their own state only', () => {
    expect(scopeStates(live('State Super User', 'NV'))).toEqual(['NV']);
    expect(scopeStates(live('State Super User', 'AZ'))).toEqual(['AZ']);
    expect(scopeStates(live('State Super User', null))).toEqual([]);
  });

  it('gives other roles nothing', () => {
    expect(scopeStates(live('Sales', 'AZ'))).toEqual([]);
    expect(scopeStates(live('', 'AZ'))).toEqual([]);
    expect(scopeStates(undefined)).toEqual([]);
  });

  it('for users, gives an Admin who is a State Super User their own state only', () => {
    expect(scopeStates(live('Super User', 'NV'), 'super')).toEqual(['AZ', 'NV']);
    expect(scopeStates(live('State Super User, Admin', 'NV'), 'super')).toEqual(['NV']);
  });
});

describe('stateChoice', () => {
  it("starts a new record in the user's own state", () => {
    expect(stateChoice(live('State Super User', 'NV'))).toEqual({ states: ['NV'], defaultState: 'NV' });
    expect(stateChoice(live('Super User', 'NV'))).toEqual({ states: ['AZ', 'NV'], defaultState: 'NV' });
    expect(stateChoice(live('Admin', 'AZ'))).toEqual({ states: ['AZ', 'NV'], defaultState: 'AZ' });
  });

  it('starts with the first state the user may choose when they have no state of their own', () => {
    expect(stateChoice(live('Admin', null))).toEqual({ states: ['AZ', 'NV'], defaultState: 'AZ' });
    expect(stateChoice(live('Sales', 'NV'))).toEqual({ states: [], defaultState: null });
  });
});

describe('reportStateOf', () => {
  it("shows the address's state when the user may see it, else AZ, else their own", () => {
    expect(reportStateOf(['AZ', 'NV'], 'NV')).toBe('NV');
    expect(reportStateOf(['AZ', 'NV'], undefined)).toBe('AZ');
    expect(reportStateOf(['NV'], 'AZ')).toBe('NV');
    expect(reportStateOf(['NV'], null)).toBe('NV');
    expect(reportStateOf([], 'AZ')).toBeNull();
  });
});

describe('listStateOf', () => {
  it("keeps the address's state (or none) unless an administrator may not see it, then their own", () => {
    expect(listStateOf(['NV'], 'AZ')).toBe('NV');
    expect(listStateOf(['NV'], 'NV')).toBe('NV');
    expect(listStateOf(['NV'], undefined)).toBeUndefined();
    expect(listStateOf(['AZ', 'NV'], 'AZ')).toBe('AZ');
    expect(listStateOf([], 'AZ')).toBe('AZ');
  });
});
