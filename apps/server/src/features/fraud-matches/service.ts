import type { GetFraudMatchesResponse } from '@hub/contract';
import {
  describeFraudMatch,
  exactFraudMatches,
  FRAUD_SIMILARITY_THRESHOLD,
  type FraudMatch,
  fileParties,
  foldName,
  fraudWindowStart,
  type LookAlikeForms,
  lookAlikeForms,
  mayLookAlike,
  type NormalisedPayee,
  normalisePayees,
  normalizeName,
  orderFraudMatches,
  stripAgencySuffix,
  todayInLA,
} from '@hub/domain';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import { listFraudPayees, listWindowFiles, scorePairs } from './repository.ts';

export type FraudMatchesDeps = { db: Db; now?: () => Date };

/**
 * Spec 001 /reports/fraud-matches (DOMAIN.md §7): the files opened in the last 30 days (Los Angeles)
 * of the user's states whose parties match a fraud payee.
 *
 * The names are normalised once, in TypeScript (packages/domain fraud.ts `normalizeName`, `foldName`),
 * and exact matches found there; only the look-alike score comes from the database (pg_trgm
 * `similarity()`, one statement), so the normalisation is written once and never mirrored in SQL.
 * The database scores only the (distinct party name, payee) pairs that can reach the threshold: code
 * with pg_trgm's own trigrams (`mayLookAlike`) drops the rest; at a month of a large company's files
 * (tens of thousands of names) scoring every pair took seconds.
 */
export async function getFraudMatches(
  deps: FraudMatchesDeps,
  user: CurrentUser,
): Promise<GetFraudMatchesResponse> {
  const today = todayInLA(deps.now?.());
  const [files, payeeNames] = await Promise.all([
    listWindowFiles(deps.db, { start: fraudWindowStart(today), end: today }, fileReach(user)),
    listFraudPayees(deps.db),
  ]);
  const payees = normalisePayees(payeeNames);
  if (files.length === 0 || payees.length === 0) return [];

  // The look-alikes of each distinct party name (by its folded form, which fixes the normalised one):
  // the pairs that may reach the threshold are picked in code (pg_trgm's trigrams), the database scores them.
  const names = new Map<string, LookAlikeForms>();
  for (const file of files) {
    for (const { name } of fileParties(file)) {
      const key = normalizeName(name);
      const folded = foldName(name);
      if (key !== '' && !names.has(folded)) names.set(folded, lookAlikeForms(key, folded));
    }
  }
  const payeeForms = payees.map((payee) => ({ payee, forms: lookAlikeForms(payee.key, payee.folded) }));
  const candidates: { name: LookAlikeForms; payee: NormalisedPayee }[] = [];
  for (const name of names.values()) {
    for (const { payee, forms } of payeeForms) {
      if (mayLookAlike(name, forms)) candidates.push({ name, payee });
    }
  }
  const scores = await scorePairs(
    deps.db,
    candidates.map(({ name, payee }) => ({
      name: { key: name.key, folded: name.folded },
      payee: { key: payee.key, folded: payee.folded },
    })),
    FRAUD_SIMILARITY_THRESHOLD,
  );
  const alike = new Map<string, { payee: NormalisedPayee; similarity: string }[]>();
  for (const { pair, similarity } of scores) {
    const candidate = candidates[pair];
    if (candidate === undefined) continue;
    const list = alike.get(candidate.name.folded) ?? [];
    list.push({ payee: candidate.payee, similarity });
    alike.set(candidate.name.folded, list);
  }

  const rows: GetFraudMatchesResponse = [];
  for (const file of files) {
    const parties = fileParties(file);
    const found: FraudMatch[] = exactFraudMatches(parties, payeeNames);
    for (const { party, name } of parties) {
      if (name === null) continue;
      for (const { payee, similarity } of alike.get(foldName(name)) ?? []) {
        found.push({
          party,
          party_name: name.trim(),
          payee: payee.payee.trim(),
          kind: 'similar',
          similarity,
        });
      }
    }
    const matches = orderFraudMatches(found);
    if (matches.length === 0) continue;
    rows.push({
      file_id: file.file_id,
      file_uuid: file.file_uuid,
      order_number: file.order_number,
      open_date: file.open_date,
      // Without the agency suffix, as every report shows a branch (screen and export).
      branch_name: file.branch_name === null ? null : stripAgencySuffix(file.branch_name),
      matches: matches.map(describeFraudMatch),
      match_details: matches,
    });
  }
  return rows;
}
