/**
 * Escrow files, generated one at a time in open-date order so any number of them can be
 * streamed into the database in batches.
 */

import { asCents, fromCents } from '@hub/domain/money';
import {
  type DayNumber,
  dayFromParts,
  dayParts,
  formatUsDate,
  isoDay,
  monthIndexOf,
  weekdayOfDay,
} from '@hub/domain/time';
import type { escFiles, fileAdjustments } from '../db/schema/index.ts';
import type { Agent, Client, ClientKind, ClientPools } from './clients.ts';
import type { BusinessCalendar, HubState } from './holidays.ts';
import {
  ADJUSTMENT_REASONS,
  FIRST_NAMES,
  INVESTOR_BUYERS,
  LAST_NAMES,
  STREET_DIRECTIONS,
  STREET_NAMES,
  STREET_SUFFIXES,
  SUBDIVISION_KINDS,
  SUBDIVISION_WORDS,
} from './names.ts';
import type { Branch, Jv } from './organisation.ts';
import type { Employee } from './people.ts';
import { Rng, WeightedList } from './prng.ts';

export type FileRow = typeof escFiles.$inferInsert;
export type AdjustmentRow = typeof fileAdjustments.$inferInsert;

/** Share of files with a JV partner, and of AZ among all files. */
const JV_SHARE = 0.3;
const JV_PURCHASE_SHARE = 0.9;
const AZ_SHARE = 0.68;
/** Opens by calendar month (January first). */
const SEASON = [0.78, 0.88, 1.05, 1.1, 1.14, 1.15, 1.06, 1.04, 0.96, 0.95, 0.86, 0.83];
/** Share of purchases by calendar month; refinances make up the rest. */
const PURCHASE_SHARE = [0.55, 0.56, 0.6, 0.63, 0.65, 0.66, 0.64, 0.62, 0.6, 0.58, 0.56, 0.55];
/** Opens by weekday (Sunday first). */
const WEEKDAY = [0, 1.12, 1.05, 1, 0.98, 0.9, 0];
/** Business days from ready-for-title to commitment complete (weights for 0..5 days). */
const TURNAROUND_WEIGHTS = [15, 35, 25, 12, 8, 5];
const STATE_NAME: Record<HubState, string> = { AZ: 'Arizona', NV: 'Nevada' };
const BAD_IMPORTED_DATES = [null, '', '00/00/0000', '1/0/1900', 'PENDING'];

/** Payee names a fraud alert was raised for; the first ones turn up on recent files. */
export const FRAUD_PAYEES = [
  {
    name: 'Quick Close Holdings LLC',
    notes: 'Wire fraud attempt reported by a Scottsdale lender.',
    onFiles: true,
  },
  {
    name: 'Summit Escrow Solutions Inc',
    notes: 'Impersonates an escrow company; fake payoff letters.',
    onFiles: true,
  },
  {
    name: 'Desert Gold Wire Services',
    notes: 'Requested changed wiring instructions by e-mail.',
    onFiles: true,
  },
  { name: 'Harold T. Benning', notes: 'Seller impersonation on vacant land.', onFiles: true },
  { name: 'Prime Meridian Capital LLC', notes: 'Forged payoff demand.', onFiles: true },
  { name: 'Blue Mesa Funding Group', notes: 'Unlicensed lender; verify before funding.', onFiles: true },
  {
    name: 'Westgate Title Services Inc',
    notes: 'Not affiliated with any licensed title agency.',
    onFiles: false,
  },
  { name: 'J. R. Whitaker Investments', notes: 'Straw buyer scheme (NV).', onFiles: false },
  { name: 'Coastal Payoff Center', notes: 'Fake payoff processor.', onFiles: false },
  { name: 'Nationwide Lien Release LLC', notes: 'Demands fees to release liens.', onFiles: false },
];

export type FileWorld = {
  seed: number;
  calendar: BusinessCalendar;
  today: DayNumber;
  dataStart: DayNumber;
  branches: readonly Branch[];
  employees: readonly Employee[];
  jvs: readonly Jv[];
  clients: ClientPools;
  firstFileId: number;
  adjustmentAuthorId: number | null;
};

type MonthPools = {
  branches: Record<HubState, WeightedList<Branch>>;
  reps: Record<HubState, WeightedList<Employee>>;
  eosByBranch: Map<number, WeightedList<Employee>>;
  floaters: Record<HubState, WeightedList<Employee>>;
  eos: Record<HubState, WeightedList<Employee>>;
  jvs: Record<HubState, WeightedList<Jv>>;
  jvReps: Map<number, WeightedList<Employee>>;
};

type AdjustmentCategory =
  | 'magnus_escrow'
  | 'magnus_title'
  | 'partner_title'
  | 'title_processsing'
  | 'bundled_escrow'
  | 'endorsements';

export type GeneratedFile = { file: FileRow; adjustments: AdjustmentRow[] };

/** Opens and company revenue per state and month, for the report options' projections. */
export type MonthlyStats = Map<string, { opens: number; revenueCents: number }>;

export class FileGenerator {
  readonly #w: FileWorld;
  readonly #rng: Rng;
  readonly #uuids: Rng;
  readonly #count: number;
  readonly #days: DayNumber[] = [];
  readonly #cumulative: number[] = [];
  readonly #azFraction: number[] = [];
  #cursor = 0;
  readonly #months = new Map<number, MonthPools>();
  readonly #sequence = new Map<string, number>();
  readonly #employeesById: Map<number, Employee>;
  readonly #jvPct: Map<number, number>;
  readonly stats: MonthlyStats = new Map();

  constructor(world: FileWorld, count: number, jvPct: Map<number, number>) {
    this.#w = world;
    this.#count = count;
    this.#rng = Rng.stream(world.seed, 'files');
    this.#uuids = Rng.stream(world.seed, 'file-uuids');
    this.#employeesById = new Map(world.employees.map((e) => [e.id, e]));
    this.#jvPct = jvPct;
    this.#buildDayWeights();
  }

  /** Weight of every day from the data start to today: season, weekday, growth and daily noise. */
  #buildDayWeights() {
    const noise = Rng.stream(this.#w.seed, 'day-noise');
    const { dataStart, today, calendar } = this.#w;
    let total = 0;
    for (let day = dataStart; day <= today; day++) {
      const month = dayParts(day).month;
      const years = (day - dataStart) / 365;
      const base =
        (SEASON[month - 1] as number) * (WEEKDAY[weekdayOfDay(day)] as number) * (1 + 0.05 * years);
      const az = calendar.isBusinessDay('AZ', day) ? AZ_SHARE * base * noise.logNormal(1, 0.18) : 0;
      const nv = calendar.isBusinessDay('NV', day) ? (1 - AZ_SHARE) * base * noise.logNormal(1, 0.18) : 0;
      total += az + nv;
      this.#days.push(day);
      this.#cumulative.push(total);
      this.#azFraction.push(az + nv > 0 ? az / (az + nv) : 0);
    }
  }

  /** The open day of file `index` (0-based): files are spread over the days by their weights. */
  #openDay(index: number): { day: DayNumber; azFraction: number } {
    const total = this.#cumulative[this.#cumulative.length - 1] ?? 0;
    const target = ((index + 0.5) / this.#count) * total;
    while (
      this.#cursor < this.#cumulative.length - 1 &&
      (this.#cumulative[this.#cursor] as number) < target
    ) {
      this.#cursor++;
    }
    return { day: this.#days[this.#cursor] as number, azFraction: this.#azFraction[this.#cursor] as number };
  }

  #pools(month: number): MonthPools {
    let pools = this.#months.get(month);
    if (pools) return pools;
    const active = (e: { firstMonth: number; lastMonth: number }) =>
      e.firstMonth <= month && month <= e.lastMonth;
    const { branches, employees, jvs } = this.#w;
    const byState = <T extends { state: HubState }>(items: readonly T[], weight: (t: T) => number) => ({
      AZ: new WeightedList(
        items.filter((i) => i.state === 'AZ'),
        weight,
      ),
      NV: new WeightedList(
        items.filter((i) => i.state === 'NV'),
        weight,
      ),
    });
    const activeEmployees = employees.filter(active);
    const repLike = activeEmployees.filter((e) => e.kind === 'REP' || e.bothRepAndEo);
    const eos = activeEmployees.filter((e) => e.kind === 'EO');
    const eosByBranch = new Map<number, WeightedList<Employee>>();
    for (const branch of branches) {
      eosByBranch.set(
        branch.id,
        new WeightedList(
          eos.filter((e) => e.branchId === branch.id && !e.floater),
          (e) => e.weight,
        ),
      );
    }
    const jvReps = new Map<number, WeightedList<Employee>>();
    for (const jv of jvs) {
      jvReps.set(
        jv.id,
        new WeightedList(
          repLike.filter((r) => r.jvIds.includes(jv.id)),
          (r) => r.weight,
        ),
      );
    }
    pools = {
      branches: byState(
        branches.filter((b) => month <= b.lastMonth),
        (b) => b.weight,
      ),
      reps: byState(repLike, (r) => (r.kind === 'REP' ? r.weight : 0.25)),
      eosByBranch,
      floaters: byState(
        eos.filter((e) => e.floater),
        (e) => e.weight,
      ),
      eos: byState(eos, (e) => e.weight),
      jvs: byState(jvs.filter(active), (j) => j.weight),
      jvReps,
    };
    this.#months.set(month, pools);
    return pools;
  }

  next(index: number): GeneratedFile {
    const rng = this.#rng;
    const { calendar, today, clients } = this.#w;
    const { day: open, azFraction } = this.#openDay(index);
    const state: HubState = rng.next() < azFraction ? 'AZ' : 'NV';
    const openParts = dayParts(open);
    const month = monthIndexOf(open);
    const pools = this.#pools(month);

    // Who brings the file: a JV partner's agent, or a rep's (or the house's) client.
    let jv: Jv | null = null;
    if (pools.jvs[state].size > 0 && rng.chance(JV_SHARE)) jv = pools.jvs[state].pick(rng);
    let purchase: boolean;
    let client: Client;
    let rep: Employee | null;
    if (jv) {
      purchase = rng.chance(JV_PURCHASE_SHARE);
      client = rng.skewed(clients.byJv.get(jv.id) ?? []);
      const clientRep = client.repId === null ? undefined : this.#employeesById.get(client.repId);
      const jvReps = pools.jvReps.get(jv.id);
      rep =
        clientRep && clientRep.firstMonth <= month && month <= clientRep.lastMonth
          ? clientRep
          : jvReps && jvReps.size > 0
            ? jvReps.pick(rng)
            : pools.reps[state].size > 0
              ? pools.reps[state].pick(rng)
              : null;
    } else {
      const target = PURCHASE_SHARE[openParts.month - 1] as number;
      purchase = rng.chance((target - JV_SHARE * JV_PURCHASE_SHARE) / (1 - JV_SHARE));
      rep = rng.chance(0.06) || pools.reps[state].size === 0 ? null : pools.reps[state].pick(rng);
      const u = rng.next();
      const kind: ClientKind = purchase
        ? u < 0.8
          ? 'agent'
          : u < 0.9
            ? 'lender'
            : 'company'
        : u < 0.85
          ? 'lender'
          : u < 0.95
            ? 'agent'
            : 'company';
      const lists = (rep ? clients.byRep.get(rep.id) : undefined) ?? clients.house[state];
      const list =
        lists[kind].length > 0
          ? lists[kind]
          : ([lists.agent, lists.lender, lists.company].find((l) => l.length > 0) ??
            clients.house[state][kind]);
      client = rng.skewed(list);
    }

    // Where it settles and who closes it.
    let branch: Branch | undefined;
    if (rep?.branchId != null && rng.chance(rep.bothRepAndEo ? 1 : 0.75)) {
      branch = pools.branches[state].items.find((b) => b.id === rep?.branchId);
    }
    branch ??= pools.branches[state].pick(rng);
    const branchEos = pools.eosByBranch.get(branch.id);
    let eo: Employee | null = null;
    if (pools.floaters[state].size > 0 && (rng.chance(0.05) || !branchEos || branchEos.size === 0)) {
      eo = pools.floaters[state].pick(rng);
    } else if (branchEos && branchEos.size > 0) {
      eo = branchEos.pick(rng);
    } else if (pools.eos[state].size > 0) {
      eo = pools.eos[state].pick(rng);
    }
    if (rep?.bothRepAndEo) eo = rep;

    // Property and price.
    const area = branch.areas[rng.weightedIndex(branch.areaWeights)] ?? branch.areas[0];
    if (!area) throw new Error(`Branch ${branch.name} serves no area`);
    const commercial = rng.chance(0.01);
    const builderDeal =
      purchase && (client.builder || (jv?.partnerKind === 'builder' && client.kind === 'company'));
    const growth = 1.04 ** ((open - today) / 365);
    const medianPrice = branch.medianPrice * growth * (commercial ? 3 : 1) * (builderDeal ? 1.1 : 1);
    const price = Math.min(
      8_000_000,
      Math.max(85_000, Math.round(rng.logNormal(medianPrice, 0.42) / 1000) * 1000),
    );
    const financed = purchase ? rng.chance(commercial ? 0.6 : 0.78) : true;
    let loan = 0;
    if (purchase && financed) {
      const ltv = rng.pick([0.8, 0.8, 0.8, 0.9, 0.9, 0.95, 0.965, 0.7, 0.75, 0.85]);
      loan = Math.round((price * ltv) / 100) * 100;
    } else if (!purchase) {
      loan = Math.min(
        5_000_000,
        Math.max(60_000, Math.round(rng.logNormal(medianPrice * 0.7, 0.4) / 100) * 100),
      );
    }

    // Status and dates.
    const closeAfter = purchase
      ? 24 + rng.int(0, 24) + (rng.chance(0.15) ? rng.int(0, 12) : 0)
      : 20 + rng.int(0, 18) + (rng.chance(0.1) ? rng.int(0, 15) : 0);
    // Closings fall on business days; a weekend target usually moves back to the Friday.
    const target = open + closeAfter;
    const before = calendar.onOrBefore(state, target);
    const planned = before >= open + 18 && rng.chance(0.6) ? before : calendar.onOrAfter(state, target);
    const cancels = rng.chance(purchase ? 0.1 : 0.08);
    const cancelDay = calendar.onOrAfter(state, open + rng.int(3, Math.max(3, closeAfter - 2)));
    let status: 'OPEN' | 'CLOSED' | 'CANCELLED';
    let closeDate: DayNumber | null = null;
    let cancelDate: DayNumber | null = null;
    let disb: DayNumber | null = null;
    let postedSettlement: DayNumber | null = null;
    let postedTitle: DayNumber | null = null;
    let settlementImp: string | null = null;
    let titleImp: string | null = null;
    const stale = rng.chance(0.02);
    const missingClose = rng.chance(0.0006);
    if (cancels && cancelDay <= today) {
      status = 'CANCELLED';
      cancelDate = cancelDay;
    } else if (cancels || planned > today || (stale && planned > today - 150)) {
      status = 'OPEN';
      closeDate = planned;
    } else if (missingClose) {
      status = 'CLOSED';
      settlementImp = rng.pick(BAD_IMPORTED_DATES);
      titleImp = rng.pick(BAD_IMPORTED_DATES);
    } else {
      status = 'CLOSED';
      closeDate = planned;
      const later = (n: number) => {
        const day = calendar.add(state, planned, n);
        return day <= today ? day : planned;
      };
      disb = rng.chance(0.82) ? planned : null;
      postedSettlement = rng.chance(0.05) ? later(rng.int(1, 2)) : planned;
      postedTitle = rng.chance(0.07) ? later(rng.int(1, 3)) : planned;
      if (disb === null && postedSettlement !== planned && postedTitle !== planned)
        postedSettlement = planned;
      settlementImp = formatUsDate(isoDay(postedSettlement));
      titleImp = formatUsDate(isoDay(postedTitle));
    }

    // Revenue components, in cents.
    const priceCents = price * 100;
    const loanCents = loan * 100;
    let settlement = purchase
      ? roundToDollars(Math.min(250_000, Math.max(50_000, 70_000 + priceCents * 0.0016)), 5)
      : rng.int(90, 180) * 500;
    if (commercial) settlement = Math.min(250_000, settlement * 2);
    const jitter = () => 0.97 + rng.next() * 0.06;
    let owners = purchase
      ? Math.round((state === 'AZ' ? 38_000 + priceCents * 0.0036 : 45_000 + priceCents * 0.0031) * jitter())
      : 0;
    let lenders =
      loan === 0
        ? 0
        : purchase
          ? Math.round((15_000 + loanCents * 0.0009) * jitter())
          : Math.round((30_000 + loanCents * 0.0024) * (rng.chance(0.35) ? 0.7 : 1) * jitter());
    let endorsements = 0;
    if (loan > 0) {
      for (let k = rng.int(1, 4); k > 0; k--) endorsements += rng.pick([25, 50, 75, 100, 125]) * 100;
    } else if (rng.chance(0.2)) {
      endorsements = 50 * 100;
    }
    let titleProcessing = rng.pick([0, 95, 125, 150, 150, 175, 195, 250]) * 100;
    let misc =
      rng.pick([0, 25, 35, 50]) * 100 +
      (rng.chance(0.8) ? rng.int(30, 125) * 100 : 0) +
      (rng.chance(0.5) ? 25 * 100 : 0);
    if (status === 'CANCELLED') {
      settlement = rng.chance(0.25) ? rng.pick([100, 150, 250, 350]) * 100 : 0;
      owners = 0;
      lenders = 0;
      endorsements = 0;
      if (!rng.chance(0.3)) titleProcessing = 0;
      misc = 0;
    }

    // Parties.
    const agents = clients.agents[state];
    const otherAgent = (): Agent => rng.skewed(agents, 1.6);
    let listing: Agent | null = null;
    let selling: Agent | null = null;
    let buyer: string;
    let seller: string | null = null;
    let lender: string | null = null;
    if (purchase) {
      buyer = this.#people(true);
      if (builderDeal) {
        seller =
          client.kind === 'company' && client.company
            ? `${client.company} LLC`
            : `${jv?.partner ?? 'Builder'} LLC`;
      } else if (jv?.partnerKind === 'builder') {
        seller = `${jv.partner} LLC`;
      } else {
        seller = rng.chance(0.05) ? rng.pick(INVESTOR_BUYERS) : this.#people(false);
      }
      if (client.agent) {
        if (rng.chance(0.55)) {
          selling = client.agent;
          listing = builderDeal ? null : otherAgent();
        } else {
          listing = client.agent;
          selling = otherAgent();
        }
      } else {
        listing = builderDeal ? null : otherAgent();
        selling = rng.chance(0.92) ? otherAgent() : null;
      }
      if (financed) lender = client.kind === 'lender' ? client.company : rng.pick(clients.lenders[state]);
    } else {
      buyer = this.#people(false);
      lender = client.kind === 'lender' ? client.company : rng.pick(clients.lenders[state]);
    }

    // A few recent files carry a name from the fraud list, written the way people type it.
    if (open > today - 30 && rng.chance(0.01)) {
      const payee = rng.pick(FRAUD_PAYEES.filter((p) => p.onFiles)).name;
      const variant = rng.pick([
        payee,
        payee.toUpperCase(),
        payee.replace(/\s+(LLC|Inc)$/, ''),
        payee.replace(/\s+(LLC|Inc)$/, ', $1.'),
      ]);
      const where = rng.next();
      if (purchase && where < 0.5) seller = variant;
      else if (where < 0.8) buyer = variant;
      else lender = variant;
    }

    // Title production for JV files: ready for title, then the commitment 0-5 business days later.
    let ready: DayNumber | null = null;
    let commit: DayNumber | null = null;
    let titleOverride = false;
    if (jv) {
      ready = calendar.add(state, open, rng.int(0, 2));
      const turn = rng.weightedIndex(TURNAROUND_WEIGHTS);
      commit = calendar.add(state, ready, turn);
      if (cancelDate !== null && ready > cancelDate) ready = null;
      if (ready === null || ready > today) {
        ready = null;
        commit = null;
      } else if (commit > today || (cancelDate !== null && commit > cancelDate)) {
        commit = null;
      }
      titleOverride = turn > 2 && commit !== null && rng.chance(0.05);
    }

    const typeOfTitle = commercial
      ? 'Commercial'
      : !purchase
        ? 'Refinance'
        : builderDeal || jv?.partnerKind === 'builder'
          ? 'New Construction'
          : financed
            ? 'Resale'
            : 'Cash Sale';

    const srcBus = rng.chance(0.12)
      ? null
      : rng.chance(0.03)
        ? 'Website'
        : client.kind === 'lender'
          ? 'Lender'
          : client.kind === 'company'
            ? client.builder
              ? 'Builder'
              : rng.pick(['Attorney', 'Relocation', 'Investor'])
            : rng.pick(['Realtor', 'Realtor', 'Repeat Client', 'Referral']);

    const yy = String(openParts.year % 100).padStart(2, '0');
    const seqKey = `${branch.code}-${yy}`;
    const seq = (this.#sequence.get(seqKey) ?? 0) + 1;
    this.#sequence.set(seqKey, seq);
    const fileId = this.#w.firstFileId + index;

    const file: FileRow = {
      file_id: fileId,
      file_uuid: this.#uuids.uuid(),
      order_number: `${branch.code}-${yy}${String(seq).padStart(5, '0')}`,
      state,
      transaction_type: purchase ? 'PURCHASE' : 'REFI',
      order_status: status,
      open_date: isoDay(open),
      close_date: closeDate === null ? null : isoDay(closeDate),
      cancel_date: cancelDate === null ? null : isoDay(cancelDate),
      disb_date: disb === null ? null : isoDay(disb),
      posted_settlement_date: postedSettlement === null ? null : isoDay(postedSettlement),
      posted_title_date: postedTitle === null ? null : isoDay(postedTitle),
      posted_settlement_date_imp: settlementImp,
      posted_title_date_imp: titleImp,
      sales_price: purchase ? fromCents(asCents(priceCents)) : null,
      loan_amt: loan > 0 ? fromCents(asCents(loanCents)) : null,
      branch_id: branch.id,
      escrow_officer_id: eo?.id ?? null,
      marketing_rep_id: rep?.id ?? null,
      jv_id: jv?.id ?? null,
      directing_client_id: client.id,
      buyer,
      seller,
      listing_agency: listing?.agency ?? (builderDeal ? (client.company ?? jv?.partner ?? null) : null),
      listing_agent_name: listing?.name ?? null,
      listing_agent_email: listing?.email ?? null,
      listing_agent_phone: listing?.phone ?? null,
      selling_agency: selling?.agency ?? null,
      selling_agent_name: selling?.name ?? null,
      selling_agent_email: selling?.email ?? null,
      selling_agent_phone: selling?.phone ?? null,
      lender_name: lender,
      src_bus: srcBus,
      property_address: this.#street(),
      property_city: area.city,
      property_state: state,
      property_zip: rng.pick(area.zips),
      county: area.county,
      legal_desc: this.#legal(state, area.county),
      title_type: typeOfTitle,
      ready_for_title_date: ready === null ? null : isoDay(ready),
      commit_complete_date: commit === null ? null : isoDay(commit),
      title_comm_override: titleOverride,
      title_processing: fromCents(asCents(titleProcessing)),
      settlement_fee: fromCents(asCents(settlement)),
      owners_policy: fromCents(asCents(owners)),
      lenders_policy: fromCents(asCents(lenders)),
      endorsements: fromCents(asCents(endorsements)),
      misc_fees: fromCents(asCents(misc)),
    };

    this.#tally(state, open, 'opens', 1);
    if (status === 'CLOSED' && closeDate !== null) {
      const title = owners + lenders + endorsements + titleProcessing;
      const pct = jv ? (this.#jvPct.get(jv.id) ?? 1) : 1;
      this.#tally(state, closeDate, 'revenueCents', settlement + Math.round(title * pct));
    }

    const adjustments =
      status === 'CLOSED' && closeDate !== null && rng.chance(0.008)
        ? this.#adjustments(fileId, state, closeDate, jv !== null)
        : [];
    return { file, adjustments };
  }

  #tally(state: HubState, day: DayNumber, field: 'opens' | 'revenueCents', amount: number) {
    const p = dayParts(day);
    const key = `${state}:${p.year}-${String(p.month).padStart(2, '0')}`;
    let entry = this.stats.get(key);
    if (!entry) {
      entry = { opens: 0, revenueCents: 0 };
      this.stats.set(key, entry);
    }
    entry[field] += amount;
  }

  /** Buyer or seller: one person, a couple, a trust, or (buyers) an investor company. */
  #people(allowInvestor: boolean): string {
    const rng = this.#rng;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const u = rng.next();
    if (u < 0.45) return `${first} ${last}`;
    if (u < 0.8) return `${first} and ${rng.pick(FIRST_NAMES)} ${last}`;
    if (u < 0.88) return `${first} ${last} and ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    if (u < 0.95 || !allowInvestor) {
      return rng.chance(0.5) ? `${last} Family Trust` : `The ${first} ${last} Living Trust`;
    }
    return rng.pick(INVESTOR_BUYERS);
  }

  #street(): string {
    const rng = this.#rng;
    const direction = rng.pick(STREET_DIRECTIONS);
    const number = rng.int(100, 29_999);
    const unit = rng.chance(0.06) ? ` Unit ${rng.int(1, 350)}` : '';
    return `${number} ${direction ? `${direction} ` : ''}${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}${unit}`;
  }

  #legal(state: HubState, county: string): string {
    const rng = this.#rng;
    const first = rng.pick(SUBDIVISION_WORDS);
    let second = rng.pick(SUBDIVISION_WORDS);
    if (second === first) second = 'Vista';
    const subdivision = `${first} ${second} ${rng.pick(SUBDIVISION_KINDS)}`.toUpperCase();
    const phase = rng.chance(0.4) ? ` ${rng.pick(['UNIT', 'PHASE', 'PARCEL'])} ${rng.int(1, 6)}` : '';
    const lot = rng.int(1, 480);
    const book = rng.int(100, 1_650);
    const page = rng.int(1, 99);
    if (state === 'AZ') {
      return `Lot ${lot}, ${subdivision}${phase}, according to the plat of record in the office of the County Recorder of ${county} County, ${STATE_NAME[state]}, recorded in Book ${book} of Maps, Page ${page}.`;
    }
    return `Lot ${lot} in Block ${rng.int(1, 12)} of ${subdivision}${phase}, as shown by map thereof on file in Book ${book} of Plats, Page ${page}, in the Office of the County Recorder of ${county} County, ${STATE_NAME[state]}.`;
  }

  /** Corrections posted after closing, counted in the month of their posting date. */
  #adjustments(fileId: number, state: HubState, closed: DayNumber, hasJv: boolean): AdjustmentRow[] {
    const rng = this.#rng;
    const { calendar, today } = this.#w;
    const rows: AdjustmentRow[] = [];
    const count = rng.chance(0.2) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const posting = calendar.add(state, closed, rng.int(3, 45));
      if (posting > today) continue;
      const categories: AdjustmentCategory[] = [
        'magnus_escrow',
        'magnus_title',
        'title_processsing',
        'bundled_escrow',
        'endorsements',
      ];
      if (hasJv) categories.push('partner_title');
      const category = rng.pick(categories);
      const negative = category === 'bundled_escrow' ? rng.chance(0.1) : rng.chance(0.35);
      const dollars =
        category === 'magnus_escrow' || category === 'bundled_escrow'
          ? rng.int(25, 500)
          : category === 'title_processsing'
            ? rng.int(25, 150)
            : category === 'endorsements'
              ? rng.pick([25, 50, 75, 100, 150, 200])
              : rng.int(50, 600);
      const cents = dollars * 100 + (rng.chance(0.3) ? rng.int(1, 99) : 0);
      const amount = fromCents(asCents(negative ? -cents : cents));
      const row: AdjustmentRow = {
        esc_file_id: fileId,
        posting_date: isoDay(posting),
        event_date: isoDay(calendar.onOrBefore(state, posting - rng.int(0, 5))),
        magnus_escrow: null,
        magnus_title: null,
        partner_title: null,
        title_processsing: null,
        bundled_escrow: null,
        endorsements: null,
        reason: rng.pick(negative ? ADJUSTMENT_REASONS.credit : ADJUSTMENT_REASONS.charge),
        note: negative ? 'Refunded after closing.' : 'Collected after closing.',
        created_by: this.#w.adjustmentAuthorId,
      };
      row[category] = amount;
      rows.push(row);
    }
    return rows;
  }
}

/** The first day of the data: the first of the month three years before today's month. */
export function dataStartFor(today: DayNumber): DayNumber {
  const p = dayParts(today);
  return dayFromParts(p.year - 3, p.month, 1);
}

/** Cents rounded to a whole multiple of `step` dollars (fees are quoted in round amounts). */
function roundToDollars(cents: number, step: number): number {
  const unit = step * 100;
  return Math.round(cents / unit) * unit;
}
