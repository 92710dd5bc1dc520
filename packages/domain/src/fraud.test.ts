import { describe, expect, it } from 'vitest';
import { containsWords, fileParties, fraudWindowStart, matchFraudPayees, normalizeName } from './fraud.ts';

describe('normalizeName', () => {
  it.each([
    ['Acme LLC', 'ACME'],
    ['ACME, L.L.C.', 'ACME'],
    ['  acme   holdings, co., inc. ', 'ACME HOLDINGS'],
    ['The Smith Family Trust', 'SMITH FAMILY'],
    ["O'Brien & Sons, Ltd", 'OBRIEN AND SONS'],
    ['Smith & Co', 'SMITH'],
    ['Quick-Close Title PLLC', 'QUICK CLOSE TITLE'],
    ['J.P. Morgan Chase N.A.', 'JP MORGAN CHASE NA'],
    ['LLC', ''],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (name, expected) => {
    expect(normalizeName(name)).toBe(expected);
  });
});

describe('containsWords: whole words only', () => {
  it('does not find ANN in JOANNE', () => {
    expect(containsWords('JOANNE SMITH', 'ANN')).toBe(false);
    expect(containsWords('ANN SMITH', 'ANN')).toBe(true);
    expect(containsWords('MARY ANN SMITH', 'ANN SMITH')).toBe(true);
    expect(containsWords('MARY ANN SMITHSON', 'ANN SMITH')).toBe(false);
  });
});

describe('matchFraudPayees', () => {
  const parties = fileParties({
    buyer: 'ACME Holdings, LLC',
    seller: 'Joanne Smith',
    listing_agent_name: 'Bob Jones',
    listing_agency: 'Desert Realty Inc.',
    selling_agent_name: null,
    selling_agency: 'Sun Valley Realty',
    lender_name: 'First Quick Loans LLC',
    directing_client: 'Acme Holdings Co',
  });

  it('says which party matched which payee', () => {
    expect(matchFraudPayees(parties, ['Acme Holdings', 'Ann', 'quick loans', 'Desert Realty'])).toEqual([
      'Buyer: ACME Holdings, LLC ~ Acme Holdings',
      'Listing Agency: Desert Realty Inc. ~ Desert Realty',
      'Lender: First Quick Loans LLC ~ quick loans',
      'Directing Client: Acme Holdings Co ~ Acme Holdings',
    ]);
  });

  it('finds nothing for names that only share letters, or payees that normalise to nothing', () => {
    expect(matchFraudPayees(parties, ['Ann', 'Joan', 'LLC', '  ', 'Sun Valley Realty Group'])).toEqual([]);
  });

  it('lists each party and payee pair once', () => {
    expect(matchFraudPayees(parties, ['Joanne Smith', 'JOANNE SMITH'])).toEqual([
      'Seller: Joanne Smith ~ Joanne Smith',
      'Seller: Joanne Smith ~ JOANNE SMITH',
    ]);
  });

  it('labels every party fraud matching looks at', () => {
    expect(parties.map((p) => p.party)).toEqual([
      'Buyer',
      'Seller',
      'Listing Agent',
      'Listing Agency',
      'Selling Agent',
      'Selling Agency',
      'Lender',
      'Directing Client',
    ]);
  });

  it('looks at files opened in the last 30 days', () => {
    expect(fraudWindowStart('2026-03-15')).toBe('2026-02-13');
  });
});
