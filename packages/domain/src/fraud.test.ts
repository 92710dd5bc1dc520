import { describe, expect, it } from 'vitest';
import {
  asciiTrigrams,
  containsWords,
  describeFraudMatch,
  exactFraudMatches,
  type FraudMatch,
  fileParties,
  foldName,
  fraudWindowStart,
  lookAlikeForms,
  matchFraudPayees,
  mayLookAlike,
  normalisePayees,
  normalizeName,
  orderFraudMatches,
  trigramSimilarity,
} from './fraud.ts';

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
    ['José Núñez Ltd.', 'JOSE NUNEZ'],
    ['BJÖRK & Søn, Inc', 'BJORK AND SØN'],
    ['Acme Tit1e, L.L.C.', 'ACME TIT1E'],
    ['  Acme\tTitle\n LLP', 'ACME TITLE'],
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
      "Buyer 'ACME Holdings, LLC' matches payee 'Acme Holdings'",
      "Listing Agency 'Desert Realty Inc.' matches payee 'Desert Realty'",
      "Lender 'First Quick Loans LLC' matches payee 'quick loans'",
      "Directing Client 'Acme Holdings Co' matches payee 'Acme Holdings'",
    ]);
  });

  it('finds nothing for names that only share letters, or payees that normalise to nothing', () => {
    expect(matchFraudPayees(parties, ['Ann', 'Joan', 'LLC', '  ', 'Sun Valley Realty Group'])).toEqual([]);
  });

  it('lists each party and payee pair once', () => {
    expect(matchFraudPayees(parties, ['Joanne Smith', 'JOANNE SMITH', 'Joanne Smith'])).toEqual([
      "Seller 'Joanne Smith' matches payee 'Joanne Smith'",
      "Seller 'Joanne Smith' matches payee 'JOANNE SMITH'",
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

describe('exactFraudMatches: structured, accents and suffixes ignored', () => {
  it('matches a payee written with accents, other case and another suffix', () => {
    const parties = fileParties({
      buyer: 'JOSÉ NÚÑEZ, INC.',
      seller: null,
      listing_agent_name: null,
      listing_agency: null,
      selling_agent_name: null,
      selling_agency: null,
      lender_name: null,
      directing_client: null,
    });
    expect(exactFraudMatches(parties, ['Jose Nunez LLC'])).toEqual([
      {
        party: 'Buyer',
        party_name: 'JOSÉ NÚÑEZ, INC.',
        payee: 'Jose Nunez LLC',
        kind: 'exact',
        similarity: null,
      },
    ]);
  });

  it('leaves out payees that normalise to nothing', () => {
    expect(normalisePayees(['LLC', ' Inc. ', 'Acme L.L.C.'])).toEqual([
      { payee: 'Acme L.L.C.', key: 'ACME', folded: 'ACME LLC' },
    ]);
  });
});

describe('foldName: like normalizeName, suffixes and a leading THE kept', () => {
  it.each([
    ['Acme Tit1e, L.L.C.', 'ACME TIT1E LLC'],
    ['The José Núñez Trust', 'THE JOSE NUNEZ TRUST'],
    ['Smith & Co', 'SMITH AND CO'],
    [null, ''],
  ])('%j -> %j', (name, expected) => {
    expect(foldName(name)).toBe(expected);
  });
});

describe('orderFraudMatches and describeFraudMatch', () => {
  const exact: FraudMatch = {
    party: 'Buyer',
    party_name: 'Acme Title LLC',
    payee: 'Acme Title LLC',
    kind: 'exact',
    similarity: null,
  };
  const similar = (party_name: string, similarity: string, party = 'Seller'): FraudMatch => ({
    party,
    party_name,
    payee: 'Acme Title LLC',
    kind: 'similar',
    similarity,
  });

  it('lists exact matches first, then look-alikes by score, highest first', () => {
    const low = similar('Acme Tite', '0.62');
    const high = similar('Acme Tit1e LLC', '0.71');
    expect(orderFraudMatches([low, exact, high])).toEqual([exact, high, low]);
  });

  it('drops a look-alike of a pair that matched exactly', () => {
    const same = similar('Acme Title LLC', '1.00', 'Buyer');
    expect(orderFraudMatches([same, exact])).toEqual([exact]);
  });

  it('says which party matched which payee, with the score of a look-alike', () => {
    expect(describeFraudMatch(exact)).toBe("Buyer 'Acme Title LLC' matches payee 'Acme Title LLC'");
    expect(describeFraudMatch(similar('Acme Tit1e LLC', '0.71'))).toBe(
      "Seller 'Acme Tit1e LLC' ~ payee 'Acme Title LLC' (similarity 0.71)",
    );
  });
});

describe("asciiTrigrams and trigramSimilarity: pg_trgm's trigrams of plain names", () => {
  it('pads each word with two spaces before and one after, lower case, each trigram once', () => {
    expect(asciiTrigrams('AB A')).toEqual(new Set(['  a', ' ab', 'ab ', ' a ']));
    expect(asciiTrigrams('')).toEqual(new Set());
    expect(asciiTrigrams('SØN')).toBeNull();
  });

  // The scores pg_trgm gives (select similarity(a, b)), as PostgreSQL prints them.
  it.each([
    ['ACME TIT1E', 'ACME TITLE', 0.5714286],
    ['ACME TIT1E LLC', 'ACME TITLE LLC', 0.6666667],
    ['QUICK CLOSE HOLDINGS', 'QUICK CL0SE HOLDINGS', 0.75],
    ['ACME TITLE', 'ACME TITLES', 0.7692308],
  ])('%s / %s = %d', (a, b, expected) => {
    const score = trigramSimilarity(asciiTrigrams(a) ?? new Set(), asciiTrigrams(b) ?? new Set());
    expect(score).toBeCloseTo(expected, 6);
  });
});

describe('mayLookAlike: only pairs that can reach the threshold go to the database', () => {
  const forms = (name: string) => lookAlikeForms(normalizeName(name), foldName(name));

  it('keeps a look-alike by either form, and any name beyond plain ASCII', () => {
    expect(mayLookAlike(forms('Acme Tit1e LLC'), forms('Acme Title LLC'))).toBe(true);
    expect(mayLookAlike(forms('Quick Cl0se Holdings Inc'), forms('Quick Close Holdings LLC'))).toBe(true);
    expect(mayLookAlike(forms('Søren Hansen'), forms('Acme Title LLC'))).toBe(true);
  });

  it('drops names far apart', () => {
    expect(mayLookAlike(forms('Joanne Smith'), forms('Acme Title LLC'))).toBe(false);
    expect(mayLookAlike(forms('Acme Tools LLC'), forms('Acme Title LLC'))).toBe(false);
  });
});
