import {
  addDays,
  FRAUD_SIMILARITY_THRESHOLD,
  foldName,
  lookAlikeForms,
  mayLookAlike,
  normalisePayees,
  normalizeName,
  todayInLA,
} from '@hub/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import {
  csvRecords,
  insertClient,
  insertFile,
  insertFraudPayee,
} from '../../../test/fixtures/file-reports.ts';
import { fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { scorePairs } from './repository.ts';

/**
 * GET /api/fraud-check (DOMAIN.md §7): files opened in the last 30 days (Los Angeles) whose parties
 * match a fraud payee, exactly (normalised) or by look-alike (pg_trgm similarity >= 0.6).
 */
// 29 February 2028 at 23:30 in Los Angeles, already 1 March in UTC: the last 30 days reach into January.
const NOW = new Date('2028-03-01T07:30:00Z');
fixClock(NOW);
const t = testAppForFile();

type Detail = { party: string; party_name: string; payee: string; kind: string; similarity: string | null };
type Row = {
  file_id: number;
  file_uuid: string;
  order_number: string;
  open_date: string;
  branch_name: string | null;
  matches: string[];
  match_details: Detail[];
};
type Headers = Record<string, string>;

const get = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/fraud-check${query}`, headers });
const today = todayInLA(NOW);

let files: Record<'fr1' | 'fr2' | 'fr4', { file_id: number; file_uuid: string }>;

beforeAll(async () => {
  for (const payee of [
    'Acme Title LLC',
    'Quick Close Holdings LLC',
    'José Núñez',
    'LLC',
    'Blue Mesa Funding Group',
  ]) {
    await insertFraudPayee(t.db, payee);
  }
  const scottsdale = await createBranch(t.db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' });
  const reno = await createBranch(t.db, { name: '201 Reno - Magnus Title Agency', state: 'NV' });
  const nunez = await insertClient(t.db, { company_name: 'JOSE NUNEZ', individual_name: 'Jose' });
  files = {
    // An exact match (another way of writing the payee) and two look-alikes.
    fr1: await insertFile(t.db, {
      order_number: 'FR-1',
      open_date: addDays(today, -2),
      branch_id: scottsdale.branch_id,
      buyer: 'Acme Title, L.L.C.',
      seller: 'Acme Tit1e LLC',
      lender_name: 'Quick Cl0se Holdings Inc',
      listing_agent_name: 'Acme Tools LLC',
    }),
    // The first day of the window; the directing client without its accents.
    fr2: await insertFile(t.db, {
      order_number: 'FR-2',
      open_date: addDays(today, -30),
      branch_id: scottsdale.branch_id,
      directing_client_id: nunez.client_id,
    }),
    fr4: await insertFile(t.db, {
      order_number: 'FR-4',
      state: 'NV',
      open_date: today,
      branch_id: reno.branch_id,
      listing_agency: 'Blue Mesa Funding Group, Inc.',
    }),
  };
  // Outside the window, no match, or a party that normalises to nothing: not listed.
  await insertFile(t.db, { order_number: 'FR-3', open_date: addDays(today, -31), buyer: 'Acme Title LLC' });
  await insertFile(t.db, {
    order_number: 'FR-5',
    open_date: addDays(today, -1),
    buyer: 'Joanne Smith',
    seller: 'Acme Tools LLC',
  });
  await insertFile(t.db, {
    order_number: 'FR-6',
    open_date: addDays(today, -3),
    selling_agent_name: 'L.L.C.',
  });
});

describe('GET /api/fraud-check', () => {
  it('lists the matching files of the last 30 days, newest first, with which party matched which payee', async () => {
    const response = await get(t.as('superUser'));
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json();
    expect(rows.map((r) => r.order_number)).toEqual(['FR-4', 'FR-1', 'FR-2']);

    const fr1 = rows[1];
    expect(fr1).toMatchObject({
      file_id: files.fr1.file_id,
      file_uuid: files.fr1.file_uuid,
      open_date: addDays(today, -2),
      // Without the agency suffix, as every report names a branch.
      branch_name: '101 Scottsdale',
    });
    // The exact match first, then the look-alikes by score, highest first.
    expect(fr1?.matches).toEqual([
      "Buyer 'Acme Title, L.L.C.' matches payee 'Acme Title LLC'",
      "Lender 'Quick Cl0se Holdings Inc' ~ payee 'Quick Close Holdings LLC' (similarity 0.75)",
      "Seller 'Acme Tit1e LLC' ~ payee 'Acme Title LLC' (similarity 0.67)",
    ]);
    expect(fr1?.match_details).toEqual([
      {
        party: 'Buyer',
        party_name: 'Acme Title, L.L.C.',
        payee: 'Acme Title LLC',
        kind: 'exact',
        similarity: null,
      },
      {
        party: 'Lender',
        party_name: 'Quick Cl0se Holdings Inc',
        payee: 'Quick Close Holdings LLC',
        kind: 'similar',
        similarity: '0.75',
      },
      {
        party: 'Seller',
        party_name: 'Acme Tit1e LLC',
        payee: 'Acme Title LLC',
        kind: 'similar',
        similarity: '0.67',
      },
    ]);
    expect(rows[2]?.matches).toEqual(["Directing Client 'JOSE NUNEZ' matches payee 'José Núñez'"]);
    expect(rows[0]?.matches).toEqual([
      "Listing Agency 'Blue Mesa Funding Group, Inc.' matches payee 'Blue Mesa Funding Group'",
    ]);
  });

  it('scores a look-alike with pg_trgm: the folded names when the normalised ones are too short to tell', async () => {
    const [row] = (
      await t.db.execute<{ normalised: string; folded: string }>(
        // What the rule reads for 'Acme Tit1e LLC' against 'Acme Title LLC'.
        sql`select round(similarity('ACME TIT1E', 'ACME TITLE')::numeric, 2)::text as normalised,
          round(similarity('ACME TIT1E LLC', 'ACME TITLE LLC')::numeric, 2)::text as folded`,
      )
    ).rows;
    expect(row).toEqual({ normalised: '0.57', folded: '0.67' });
  });

  it("drops in code only pairs the database would not score 0.6: pg_trgm's trigrams, mirrored", async () => {
    const payees = [
      'Acme Title LLC',
      'Quick Close Holdings LLC',
      'Blue Mesa Funding Group',
      'J. R. Whitaker Investments',
    ];
    // Look-alikes made the way fraudsters make them: one character changed, a suffix swapped, a word dropped.
    const names: string[] = [];
    const swaps: [RegExp, string][] = [
      [/l/i, '1'],
      [/o/i, '0'],
      [/e/i, '3'],
      [/i/i, 'l'],
      [/s/i, '5'],
      [/a/i, '4'],
    ];
    for (const payee of payees) {
      for (const [from, to] of swaps) names.push(payee.replace(from, to));
      names.push(payee.replace(/ (LLC|Group|Investments)$/, ' Inc'), payee.split(' ').slice(1).join(' '));
      names.push(`${payee} Trust`, payee.toUpperCase().replace(/ /g, '  '), payee.slice(0, -3));
    }
    names.push(
      'Joanne Smith',
      'Desert Realty Inc.',
      'Acme Tools LLC',
      'First Quick Loans LLC',
      'Mesa Blue Group',
    );
    const name = names
      .map((n) => ({ key: normalizeName(n), folded: foldName(n) }))
      .filter((n) => n.key !== '');
    const payee = normalisePayees(payees).map((p) => ({ key: p.key, folded: p.folded }));
    const pairs = name.flatMap((n) => payee.map((p) => ({ name: n, payee: p })));
    // Every pair scored by the database, none left out.
    const scored = await scorePairs(t.db, pairs, FRAUD_SIMILARITY_THRESHOLD);
    expect(scored.length).toBeGreaterThan(20);
    const dropped = scored.filter(({ pair }) => {
      const p = pairs[pair];
      return (
        p !== undefined &&
        !mayLookAlike(lookAlikeForms(p.name.key, p.name.folded), lookAlikeForms(p.payee.key, p.payee.folded))
      );
    });
    expect(dropped).toEqual([]);
    // And code drops most of the rest.
    const kept = pairs.filter((p) =>
      mayLookAlike(lookAlikeForms(p.name.key, p.name.folded), lookAlikeForms(p.payee.key, p.payee.folded)),
    );
    expect(kept.length).toBeLessThan(pairs.length / 2);
  });

  it('shows a State Super User their own state only', async () => {
    expect(((await get(t.as('nvSuper'))).json() as Row[]).map((r) => r.order_number)).toEqual(['FR-4']);
    const az = await signedInUser(t, { roles: ['State Super User'], state: 'AZ' });
    expect(((await get(az.headers)).json() as Row[]).map((r) => r.order_number)).toEqual(['FR-1', 'FR-2']);
    expect(((await get(t.as('admin'))).json() as Row[]).map((r) => r.order_number)).toEqual([
      'FR-4',
      'FR-1',
      'FR-2',
    ]);
  });

  it('is for administrators only and takes no parameters', async () => {
    for (const roles of [['Sales'], ['Sales-Assistant'], ['Escrow Officer']] as const) {
      const { headers } = await signedInUser(t, { roles });
      expect((await get(headers)).statusCode, roles[0]).toBe(403);
    }
    expect((await get({})).statusCode).toBe(401);
    const extra = await get(t.as('admin'), '?days=60');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().detail).toMatch(/days/);
  });

  it("exports the list's rows, each file's matches in one cell", async () => {
    for (const member of ['superUser', 'nvSuper'] as const) {
      const rows: Row[] = (await get(t.as(member))).json();
      const file = await t.app.inject({
        method: 'GET',
        url: '/api/fraud-check/export?format=csv',
        headers: t.as(member),
      });
      expect(file.statusCode).toBe(200);
      expect(csvRecords(file.body)).toEqual(
        rows.map((r) => ({
          'Order #': r.order_number,
          'Open Date': r.open_date,
          Branch: r.branch_name ?? '',
          Matches: r.matches.join('\n'),
        })),
      );
      expect(csvRecords(file.body).map((r) => r.Branch)).toEqual(
        member === 'nvSuper' ? ['201 Reno'] : ['201 Reno', '101 Scottsdale', '101 Scottsdale'],
      );
    }
  });
});
