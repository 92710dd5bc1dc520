/**
 * Fraud matching (DOMAIN.md §7): a fraud payee matches a file when the payee's normalised
 * name occurs, as whole words, in the normalised name of one of the file's parties.
 *
 * Normalising: accents dropped (`José` -> JOSE, as the database's hub_fold does); upper case;
 * `&` becomes AND; apostrophes and dots are dropped (`O'Brien` -> OBRIEN, `L.L.C.` -> LLC); every
 * other character that is not a letter or digit is a space; spaces are collapsed;
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

/** A name's words: accents dropped, upper case, `&` as AND, apostrophes and dots dropped, the rest split. */
function nameWords(name: string | null | undefined): string[] {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/**
 * A name folded but whole: accents, case, punctuation and spaces as {@link normalizeName} treats
 * them, the suffixes and a leading THE kept (`Acme Tit1e, L.L.C.` -> `ACME TIT1E LLC`). Look-alikes
 * are scored on this form too: a short name changes a lot with one letter once its suffix is gone.
 */
export function foldName(name: string | null | undefined): string {
  return nameWords(name).join(' ');
}

/** The normalised form of a name; empty text when nothing but suffixes and punctuation is left. */
export function normalizeName(name: string | null | undefined): string {
  const words = nameWords(name);
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
 * One party of a file matched to one fraud payee: `exact` when the payee's normalised name occurs in
 * the party's normalised name (whole words), `similar` when the normalised names are only alike
 * (trigram similarity of at least {@link FRAUD_SIMILARITY_THRESHOLD}, scored by the database's
 * pg_trgm `similarity()` on the normalised and on the folded names, the higher of the two; the score
 * is decimal text such as '0.67').
 */
export type FraudMatch = {
  party: string;
  /** The name on the file, as written there (trimmed). */
  party_name: string;
  /** The payee as the fraud list has it (trimmed). */
  payee: string;
  kind: 'exact' | 'similar';
  similarity: string | null;
};

/** A look-alike name matches when its trigram similarity to a payee is at least this. */
export const FRAUD_SIMILARITY_THRESHOLD = 0.6;

/**
 * The trigrams pg_trgm makes of a name of ASCII letters, digits and spaces: each word (a run of
 * letters and digits), lower-cased, padded with two spaces before and one after, cut into every run of
 * three characters; each trigram once. Null for text with any other character (pg_trgm's idea of a
 * letter beyond ASCII depends on the database's locale, so such a name is left to the database).
 */
export function asciiTrigrams(text: string): Set<string> | null {
  if (!/^[A-Za-z0-9 ]*$/.test(text)) return null;
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** pg_trgm's similarity of two trigram sets: the shared trigrams over all of them (0 for two empty sets). */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** A name in the two forms look-alikes are scored on, with their trigrams (null: not plain ASCII). */
export type LookAlikeForms = {
  key: string;
  folded: string;
  keyTrigrams: Set<string> | null;
  foldedTrigrams: Set<string> | null;
};

export function lookAlikeForms(key: string, folded: string): LookAlikeForms {
  return { key, folded, keyTrigrams: asciiTrigrams(key), foldedTrigrams: asciiTrigrams(folded) };
}

/**
 * Whether a party's name and a payee may be look-alikes, decided cheaply in code so that the database
 * scores only the pairs that can reach the threshold. The trigrams are pg_trgm's own for plain ASCII
 * names, so a pair is dropped only when both forms score clearly below the threshold (a margin of 0.05
 * covers pg_trgm's float4 arithmetic); a pair with any other character always goes to the database.
 */
export function mayLookAlike(
  name: LookAlikeForms,
  payee: LookAlikeForms,
  threshold: number = FRAUD_SIMILARITY_THRESHOLD,
): boolean {
  const floor = threshold - 0.05;
  const pairs = [
    [name.keyTrigrams, payee.keyTrigrams],
    [name.foldedTrigrams, payee.foldedTrigrams],
  ] as const;
  return pairs.some(([a, b]) => a === null || b === null || trigramSimilarity(a, b) >= floor);
}

/**
 * A payee of the fraud list with its normalised name (`key`) and its folded name (`folded`, see
 * {@link foldName}); payees that normalise to nothing are left out.
 */
export type NormalisedPayee = { payee: string; key: string; folded: string };

export function normalisePayees(payees: readonly string[]): NormalisedPayee[] {
  return payees
    .map((payee) => ({ payee, key: normalizeName(payee), folded: foldName(payee) }))
    .filter((p) => p.key !== '');
}

/**
 * Every (party, payee) pair whose payee occurs in the party's name (DOMAIN.md §7), in the order of
 * the parties, then of the payees. Each pair appears once.
 */
export function exactFraudMatches(parties: readonly FileParty[], payees: readonly string[]): FraudMatch[] {
  const normalised = normalisePayees(payees);
  const matches: FraudMatch[] = [];
  const seen = new Set<string>();
  for (const { party, name } of parties) {
    if (name === null) continue;
    const key = normalizeName(name);
    if (key === '') continue;
    for (const payee of normalised) {
      if (!containsWords(key, payee.key)) continue;
      const match: FraudMatch = {
        party,
        party_name: name.trim(),
        payee: payee.payee.trim(),
        kind: 'exact',
        similarity: null,
      };
      const id = matchId(match);
      if (seen.has(id)) continue;
      seen.add(id);
      matches.push(match);
    }
  }
  return matches;
}

/** What identifies a match: the party, the name on the file and the payee. */
export function matchId(match: Pick<FraudMatch, 'party' | 'party_name' | 'payee'>): string {
  return `${match.party}\u0000${match.party_name}\u0000${match.payee}`;
}

/**
 * A file's matches as the report lists them: exact ones first (in the order found), then similar
 * ones by score, highest first; a similar match of a pair that also matched exactly is dropped.
 */
export function orderFraudMatches(matches: readonly FraudMatch[]): FraudMatch[] {
  const exact = matches.filter((m) => m.kind === 'exact');
  const exactIds = new Set(exact.map(matchId));
  const similar = matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.kind === 'similar' && !exactIds.has(matchId(match)))
    .sort((a, b) => scoreOf(b.match) - scoreOf(a.match) || a.index - b.index)
    .map(({ match }) => match);
  return [...exact, ...similar];
}

function scoreOf(match: FraudMatch): number {
  // A ratio from 0 to 1 in decimal text, compared only to order the list (not money).
  return Number(match.similarity ?? 0);
}

/**
 * A match in words: `Buyer 'ACME Holdings, LLC' matches payee 'Acme Holdings'`, or for a look-alike
 * `Seller 'Acme Tit1e LLC' ~ payee 'Acme Title LLC' (similarity 0.71)`.
 */
export function describeFraudMatch(match: FraudMatch): string {
  const who = `${match.party} '${match.party_name}'`;
  if (match.kind === 'exact') return `${who} matches payee '${match.payee}'`;
  return `${who} ~ payee '${match.payee}' (similarity ${match.similarity ?? '?'})`;
}

/** The exact matches of a file's parties, in words (see {@link describeFraudMatch}). */
export function matchFraudPayees(parties: readonly FileParty[], payees: readonly string[]): string[] {
  return exactFraudMatches(parties, payees).map(describeFraudMatch);
}

/** How far back fraud matching looks: files opened in the last 30 days. */
export const FRAUD_WINDOW_DAYS = 30;

/** The first open date fraud matching looks at: 30 days before today (today included too). */
export function fraudWindowStart(today: IsoDate): IsoDate {
  return addDays(today, -FRAUD_WINDOW_DAYS);
}
