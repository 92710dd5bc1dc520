/**
 * Fraud matching (DOMAIN.md §7): a fraud payee matches a file when the payee's normalised
 * name occurs, as whole words, in the normalised name of one of the file's parties.
 *
 * Normalising: upper case; `&` becomes AND; apostrophes and dots are dropped (`O'Brien` ->
 * OBRIEN, `L.L.C.` -> LLC); every other non-letter, non-digit is a space; spaces are collapsed;
 * a leading THE and trailing company suffixes (LLC, INC, CORP, CO, LTD, LP, LLP, PLLC, PC,
 * TRUST, ...) are removed, repeatedly, with an AND left dangling before them
 * (`Acme Holdings, Co., Inc.` -> ACME HOLDINGS; `Smith & Co` -> SMITH).
 */
import { addDays, type IsoDate } from './time.ts';

export const COMPANY_SUFFIXES: readonly string[] = [
  'LLC',
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LTD',
  'LIMITED',
  'LP',
  'LLP',
  'LLLP',
  'PLLC',
  'PC',
  'PA',
  'TRUST',
  'TR',
];

const SUFFIXES = new Set(COMPANY_SUFFIXES);

/** The normalised form of a name; empty text when nothing but suffixes and punctuation is left. */
export function normalizeName(name: string | null | undefined): string {
  const words = (name ?? '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/['’.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
  while (words.length > 0 && (SUFFIXES.has(words.at(-1) ?? '') || words.at(-1) === 'AND')) words.pop();
  if (words.length > 1 && words[0] === 'THE') words.shift();
  return words.join(' ');
}

/** True when `needle` occurs in `haystack` as whole words (both already normalised). */
export function containsWords(haystack: string, needle: string): boolean {
  if (needle === '' || haystack === '') return false;
  return ` ${haystack} `.includes(` ${needle} `);
}

export type FileParty = { party: string; name: string | null };

/** The parties of a file that fraud matching looks at, with the labels a match shows. */
export type FraudPartyFields = {
  buyer: string | null;
  seller: string | null;
  listing_agent_name: string | null;
  listing_agency: string | null;
  selling_agent_name: string | null;
  selling_agency: string | null;
  lender_name: string | null;
  directing_client: string | null;
};

const PARTY_LABELS: Record<keyof FraudPartyFields, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  listing_agent_name: 'Listing Agent',
  listing_agency: 'Listing Agency',
  selling_agent_name: 'Selling Agent',
  selling_agency: 'Selling Agency',
  lender_name: 'Lender',
  directing_client: 'Directing Client',
};

export function fileParties(file: FraudPartyFields): FileParty[] {
  return (Object.keys(PARTY_LABELS) as (keyof FraudPartyFields)[]).map((key) => ({
    party: PARTY_LABELS[key],
    name: file[key],
  }));
}

/**
 * Every (party, payee) pair that matches, as text: `'Buyer: ACME LLC ~ Acme'` (the party, the
 * name on the file, then the fraud payee as listed). Each pair appears once.
 */
export function matchFraudPayees(parties: readonly FileParty[], payees: readonly string[]): string[] {
  const normalisedPayees = payees
    .map((payee) => ({ payee, key: normalizeName(payee) }))
    .filter((p) => p.key !== '');
  const matches = new Set<string>();
  for (const { party, name } of parties) {
    const key = normalizeName(name);
    if (key === '' || name === null) continue;
    for (const payee of normalisedPayees) {
      if (containsWords(key, payee.key)) matches.add(`${party}: ${name.trim()} ~ ${payee.payee.trim()}`);
    }
  }
  return [...matches];
}

/** How far back fraud matching looks: files opened in the last 30 days. */
export const FRAUD_WINDOW_DAYS = 30;

/** The first open date fraud matching looks at: 30 days before today (today included too). */
export function fraudWindowStart(today: IsoDate): IsoDate {
  return addDays(today, -FRAUD_WINDOW_DAYS);
}
