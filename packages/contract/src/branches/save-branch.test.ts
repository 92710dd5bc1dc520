import { describe, expect, it } from 'vitest';
import { ZBranchPhone, ZCreateBranchBody } from './save-branch.ts';

describe('ZBranchPhone', () => {
  it('stores digits only, dropping a leading country code', () => {
    expect(ZBranchPhone.parse('(602) 555-0100')).toBe('6025550100');
    expect(ZBranchPhone.parse('+1 602.555.0100')).toBe('6025550100');
    expect(ZBranchPhone.parse('  ')).toBeNull();
    expect(ZBranchPhone.parse(null)).toBeNull();
  });

  it('refuses anything but ten digits', () => {
    expect(ZBranchPhone.safeParse('555-0100').success).toBe(false);
    expect(ZBranchPhone.safeParse('602 555 01000').success).toBe(false);
  });
});

describe('ZCreateBranchBody', () => {
  it('needs a name, takes AZ or NV only and refuses unknown fields', () => {
    expect(ZCreateBranchBody.safeParse({ name: 'Reno', state: 'NV' }).success).toBe(true);
    expect(ZCreateBranchBody.safeParse({ name: ' ' }).success).toBe(false);
    expect(ZCreateBranchBody.safeParse({ name: 'Reno', state: 'CA' }).success).toBe(false);
    expect(ZCreateBranchBody.safeParse({ name: 'Reno', uuid: 'x' }).success).toBe(false);
  });
});
