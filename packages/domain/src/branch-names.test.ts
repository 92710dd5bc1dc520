import { describe, expect, it } from 'vitest';
import { branchNumber, sortBranchRows, stripAgencySuffix } from './branch-names.ts';

describe('stripAgencySuffix', () => {
  it.each([
    ['101 Scottsdale - Magnus Title Agency', '101 Scottsdale'],
    ['205 Las Vegas - Summerlin - Magnus Title Agency', '205 Las Vegas - Summerlin'],
    ['102 Mesa – Magnus Title Agency of Arizona', '102 Mesa'],
    ['301 Reno - Magnus Escrow, Inc.', '301 Reno'],
    ['Title Department', 'Title Department'],
    ['103 Tempe', '103 Tempe'],
    ['104 Chandler - North', '104 Chandler - North'],
  ])('%j -> %j', (name, expected) => {
    expect(stripAgencySuffix(name)).toBe(expected);
  });
});

describe('branch report order', () => {
  it('numbered branches by number, then Title or Admin, then the rest (by name, numbers in names by value), and the all-branches row last', () => {
    const rows = [
      { branch_id: 0, branch_name: 'TOTAL' },
      { branch_id: 7, branch_name: 'Corporate' },
      { branch_id: 5, branch_name: 'Title Department - Magnus Title Agency' },
      { branch_id: 3, branch_name: '110 Gilbert - Magnus Title Agency' },
      { branch_id: 6, branch_name: 'Admin' },
      { branch_id: 2, branch_name: '102 Mesa - Magnus Title Agency' },
      { branch_id: 8, branch_name: 'Builder Services' },
      { branch_id: 4, branch_name: '1010 Long Number' },
      { branch_id: 1, branch_name: '99 Short Number' },
      { branch_id: 9, branch_name: '101 Scottsdale - Magnus Title Agency' },
    ];
    expect(sortBranchRows(rows).map((r) => r.branch_id)).toEqual([9, 2, 3, 6, 5, 1, 4, 8, 7, 0]);
  });

  it('reads the 3-digit prefix', () => {
    expect(branchNumber('101 Scottsdale')).toBe(101);
    expect(branchNumber('1010 Long')).toBeNull();
    expect(branchNumber('Admin')).toBeNull();
  });

  it('puts the files without a branch after the named branches and TOTAL last, made from the ordered rows', () => {
    const rows = [
      { branch_id: null, branch_name: 'No Branch', n: 1 },
      { branch_id: 4, branch_name: 'Admin', n: 2 },
      { branch_id: 3, branch_name: '110 Gilbert', n: 3 },
      { branch_id: 9, branch_name: '101 Scottsdale - Magnus Title Agency', n: 4 },
    ];
    const ordered = sortBranchRows(rows, (named) => ({
      branch_id: 0,
      branch_name: 'TOTAL',
      n: named.reduce((sum, row) => sum + row.n, 0),
    }));
    expect(ordered.map((r) => [r.branch_name, r.n])).toEqual([
      ['101 Scottsdale - Magnus Title Agency', 4],
      ['110 Gilbert', 3],
      ['Admin', 2],
      ['No Branch', 1],
      ['TOTAL', 10],
    ]);
    expect(rows[0]?.branch_name).toBe('No Branch');
  });
});
