import type { GetFraudMatchesResponse } from '@hub/contract';
import {
  describeFraudMatch,
  exactFraudMatches,
  FRAUD_SIMILARITY_THRESHOLD,
  type FraudMatch,
  fileParties,
  fraudWindowStart,
  normalisePayees,
  normalizeName,
  orderFraudMatches,
  todayInLA,
} from '@hub/domain';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import { listFraudPayees, listWindowFiles, similarPairs } from './repository.ts';

export type FraudMatchesDeps = { db: Db; now?: () => Date };

/**
 * Spec 001 /reports/fraud-matches (DOMAIN.md §7): the files opened in the last 30 days (Los Angeles)
 * of the user's states whose parties match a fraud payee.
 *
 * The names are normalised once, in TypeScript (packages/domain fraud.ts `normalizeName`), and exact
 * matches found there; only the look-alike score comes from the database (pg_trgm `similarity()` over
 * the distinct normalised party names and payees, one statement), so the normalisation is written once.
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

  // The look-alikes of each distinct normalised party name: the payees alike enough, with the score.
  const names = new Map<string, number>();
  for (const file of files) {
    for (const { name } of fileParties(file)) {
      const key = normalizeName(name);
      if (key !== '' && !names.has(key)) names.set(key, names.size);
    }
  }
  const nameKeys = [...names.keys()];
  const payeeKeys = [...new Set(payees.map((p) => p.key))];
  const alike = new Map<string, { payeeKey: string; similarity: string }[]>();
  const pairs = await similarPairs(deps.db, nameKeys, payeeKeys, FRAUD_SIMILARITY_THRESHOLD);
  for (const pair of pairs) {
    const key = nameKeys[pair.name];
    const payeeKey = payeeKeys[pair.payee];
    if (key === undefined || payeeKey === undefined) continue;
    const list = alike.get(key) ?? [];
    list.push({ payeeKey, similarity: pair.similarity });
    alike.set(key, list);
  }

  const rows: GetFraudMatchesResponse = [];
  for (const file of files) {
    const parties = fileParties(file);
    const found: FraudMatch[] = exactFraudMatches(parties, payeeNames);
    for (const { party, name } of parties) {
      if (name === null) continue;
      for (const look of alike.get(normalizeName(name)) ?? []) {
        for (const payee of payees) {
          if (payee.key !== look.payeeKey) continue;
          found.push({
            party,
            party_name: name.trim(),
            payee: payee.payee.trim(),
            kind: 'similar',
            similarity: look.similarity,
          });
        }
      }
    }
    const matches = orderFraudMatches(found);
    if (matches.length === 0) continue;
    rows.push({
      file_id: file.file_id,
      file_uuid: file.file_uuid,
      order_number: file.order_number,
      open_date: file.open_date,
      branch_name: file.branch_name,
      matches: matches.map(describeFraudMatch),
      match_details: matches,
    });
  }
  return rows;
}
