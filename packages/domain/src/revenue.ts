/**
 * The revenue ledger (DOMAIN.md §2–§3): the one definition of a file's figures.
 *
 * A file's revenue is a list of ledger entries, each in whole cents: the file's own
 * components, dated by its `calc_close_date`, and one entry per adjustment, dated by its
 * `posting_date`. The figures of a file in a period are the sums of the entries dated in it;
 * every total of a report is a sum of files' (or entries') cents. Only a share is rounded,
 * once per entry, half away from zero (as Postgres `round(numeric, 2)`).
 *
 * | figure                | one entry                                                              |
 * |-----------------------|------------------------------------------------------------------------|
 * | escrow_revenue        | settlement_fee; adjustment: magnus_escrow + bundled_escrow             |
 * | title_revenue         | owners_policy + lenders_policy + endorsements + title_processing;      |
 * |                       |   adjustment: title_processsing + endorsements + magnus_title          |
 * |                       |   + partner_title                                                      |
 * | magnus_title_revenue  | no JV partner: all of title_revenue. With one: round(split x the JV's  |
 * |                       |   magnus_title_pct) + adjustment magnus_title, where split is the      |
 * |                       |   title revenue shared by the JV (all of a file's own; an adjustment's |
 * |                       |   title_processsing + endorsements); a JV without a pct: share 1       |
 * | partner_title_revenue | title_revenue - magnus_title_revenue                                   |
 * | total_revenue         | escrow_revenue + title_revenue                                         |
 * | company_revenue       | escrow_revenue + magnus_title_revenue ("Revenue")                      |
 * | partner_total_revenue | total_revenue when the file has a JV partner, else 0                   |
 * | misc_fees             | the file's misc_fees (0 on an adjustment): shown, never revenue        |
 *
 * The underwriter's share (`uw_split_pct`, default 12%) falls on premiums: owners' and lenders'
 * policies and endorsements, and an adjustment's magnus_title, partner_title and endorsements;
 * title processing and escrow carry none. Per entry: the Magnus side's share is
 * round(Magnus premiums x uw_split_pct), where Magnus premiums are the premiums x the JV's share
 * (plus a direct magnus_title); the whole share is round(premiums x uw_split_pct); the partner
 * side's is the rest.
 */
import { type Decimal, formatDecimal } from './decimal.ts';
import {
  addCents,
  addExact,
  allocateCents,
  assertFraction,
  type Cents,
  centsFieldsText,
  type ExactAmount,
  fromCents,
  parseFraction,
  roundCents,
  shareOf,
  subtractCents,
  sumCents,
  sumCentsFields,
  timesFraction,
  toCentsOrZero,
  ZERO_CENTS,
  ZERO_EXACT,
} from './money.ts';
import { isWithin, type Period } from './period.ts';
import type { IsoDate } from './time.ts';

/** Default underwriter split: 12% of premiums and endorsements. */
export const DEFAULT_UW_SPLIT_PCT = '0.12';

const WHOLE: Decimal = { units: 1n, scale: 0 };
const NOTHING: Decimal = { units: 0n, scale: 0 };

// --- inputs --------------------------------------------------------------------------------

/** A file's revenue components, as the `esc_files` money columns return them (decimal text). */
export type RevenueComponents = {
  title_processing: string | null;
  settlement_fee: string | null;
  owners_policy: string | null;
  lenders_policy: string | null;
  endorsements: string | null;
  misc_fees?: string | null;
};

/** The amounts of one file adjustment (null when blank); `title_processsing` is spelled so. */
export type RevenueAdjustment = {
  magnus_escrow: string | null;
  magnus_title: string | null;
  partner_title: string | null;
  title_processsing: string | null;
  bundled_escrow: string | null;
  endorsements: string | null;
};

export const ADJUSTMENT_AMOUNT_FIELDS: readonly (keyof RevenueAdjustment)[] = [
  'magnus_escrow',
  'magnus_title',
  'partner_title',
  'title_processsing',
  'bundled_escrow',
  'endorsements',
];

/** An adjustment as the ledger reads it: its amounts and the date it counts on. */
export type LedgerAdjustment = RevenueAdjustment & { posting_date: IsoDate; adj_id?: number | null };

/**
 * The file's JV partner (`external_title_company`) and Magnus's share of its title revenue as
 * a fraction (`'0.400000'`); a null share leaves all title revenue to Magnus.
 */
export type JvShare = { magnus_title_pct: string | null };

/** What the ledger needs of a file. */
export type RevenueFile = {
  components: RevenueComponents;
  /** DOMAIN.md §2 ({@link calcCloseDate}); null while the file has not closed. */
  calc_close_date: IsoDate | null;
  /** Null when the file has no JV partner. */
  jv: JvShare | null;
  adjustments?: readonly LedgerAdjustment[];
};

// --- the close date and the closed-order badge (DOMAIN.md §2) -------------------------------

export type CloseDates = {
  override_close_date: IsoDate | null;
  disb_date: IsoDate | null;
  posted_settlement_date: IsoDate | null;
  posted_title_date: IsoDate | null;
};

/**
 * calc_close_date: the override closing date, else `disb_date`, else the earlier of the posted
 * settlement and posted title dates (either one when the other is missing, as Postgres
 * `least`); null when none is set.
 */
export function calcCloseDate(dates: CloseDates): IsoDate | null {
  const { posted_settlement_date: settlement, posted_title_date: title } = dates;
  const earlierPosted =
    settlement === null ? title : title === null || settlement <= title ? settlement : title;
  return dates.override_close_date ?? dates.disb_date ?? earlierPosted;
}

export type ClosedOrderBadge = 'T' | 'S';

/**
 * The closed-order badge (spec 001 §2): 'T' when the posted title date differs from
 * calc_close_date, else 'S' when the posted settlement date does; null otherwise. A missing
 * posted date differs from nothing (as SQL `<>` with a null), and a file without a close date
 * has no badge.
 */
export function closedOrderBadge(
  file: Pick<CloseDates, 'posted_settlement_date' | 'posted_title_date'> & {
    calc_close_date: IsoDate | null;
  },
): ClosedOrderBadge | null {
  const close = file.calc_close_date;
  if (close === null) return null;
  if (file.posted_title_date !== null && file.posted_title_date !== close) return 'T';
  if (file.posted_settlement_date !== null && file.posted_settlement_date !== close) return 'S';
  return null;
}

// --- ledger entries --------------------------------------------------------------------------

/** The revenue fields: a file's own components and an adjustment's amounts. */
export type RevenueCategory = keyof Omit<RevenueComponents, 'misc_fees'> | keyof RevenueAdjustment;

/**
 * How a field counts: escrow; title revenue shared by the JV (`split`), which is a premium
 * (`split_premium`) or not; or title revenue entered for one side (`magnus_premium`,
 * `partner_premium`, both premiums).
 */
export type RevenueRule = 'escrow' | 'split' | 'split_premium' | 'magnus_premium' | 'partner_premium';

const FILE_FIELDS: readonly [keyof RevenueComponents & RevenueCategory, RevenueRule][] = [
  ['settlement_fee', 'escrow'],
  ['title_processing', 'split'],
  ['owners_policy', 'split_premium'],
  ['lenders_policy', 'split_premium'],
  ['endorsements', 'split_premium'],
];

const ADJUSTMENT_FIELDS: readonly [keyof RevenueAdjustment, RevenueRule][] = [
  ['magnus_escrow', 'escrow'],
  ['bundled_escrow', 'escrow'],
  ['magnus_title', 'magnus_premium'],
  ['partner_title', 'partner_premium'],
  ['title_processsing', 'split'],
  ['endorsements', 'split_premium'],
];

const PREMIUM_RULES: readonly RevenueRule[] = ['split_premium', 'magnus_premium', 'partner_premium'];

/** One non-zero amount of an entry. */
export type RevenuePart = { category: RevenueCategory; rule: RevenueRule; amount: Cents };

/**
 * The revenue figures of DOMAIN.md §3 as the ledger names them: escrow, title on both sides, total,
 * and company (escrow + Magnus title, "Revenue" unless a screen says otherwise). The one list of
 * their names: the ledger's columns (`LEDGER_FIGURES` of the contract) begin with them.
 */
export const LEDGER_REVENUE_FIGURES = [
  'escrow_revenue',
  'title_revenue',
  'magnus_title_revenue',
  'partner_title_revenue',
  'total_revenue',
  'company_revenue',
] as const;

/**
 * Every figure of an entry: the revenue, then `partner_total_revenue` (total_revenue of files that
 * have a JV partner, "Partner Total Revenue") and `misc_fees` (shown, never revenue).
 */
export const REVENUE_FIGURES = [...LEDGER_REVENUE_FIGURES, 'partner_total_revenue', 'misc_fees'] as const;
export type RevenueFigure = (typeof REVENUE_FIGURES)[number];

/** The figures of DOMAIN.md §3, in cents: of one entry, of a file, or a sum of files. */
export type RevenueFigures = Record<RevenueFigure, Cents>;

/** One line of the revenue ledger. */
export type RevenueEntry = {
  source: 'file' | 'adjustment';
  adj_id: number | null;
  /** The day it counts on: calc_close_date for the file's own components, posting_date for an adjustment. */
  date: IsoDate | null;
  has_jv: boolean;
  /** Magnus's share of the title revenue the JV shares: magnus_title_pct; 1 without a JV or a pct. */
  magnus_share: Decimal;
  /** The non-zero amounts, in the order of the fields. */
  parts: RevenuePart[];
  figures: RevenueFigures;
  /** Premiums in title_revenue: the base of the underwriter's share. */
  premiums: Cents;
  /** The part of the premiums in magnus_title_revenue, exact (premiums x the JV's share). */
  magnus_premiums: ExactAmount;
};

function magnusShareOf(jv: JvShare | null): Decimal {
  if (jv === null || jv.magnus_title_pct === null || jv.magnus_title_pct.trim() === '') return WHOLE;
  return parseFraction(assertFraction(jv.magnus_title_pct, 'magnus_title_pct'));
}

function ledgerEntry(
  head: Pick<RevenueEntry, 'source' | 'adj_id' | 'date'>,
  parts: RevenuePart[],
  miscFees: Cents,
  jv: JvShare | null,
): RevenueEntry {
  const share = magnusShareOf(jv);
  const sum = (...rules: RevenueRule[]): Cents =>
    sumCents(parts.filter((p) => rules.includes(p.rule)).map((p) => p.amount));
  const escrow = sum('escrow');
  const split = sum('split', 'split_premium');
  const title = addCents(split, sum('magnus_premium', 'partner_premium'));
  // Without a JV there is no partner: the share is 1 and a partner_title amount is Magnus's too.
  const toMagnus = jv === null ? sum('magnus_premium', 'partner_premium') : sum('magnus_premium');
  const magnusTitle = addCents(shareOf(split, share), toMagnus);
  const premiums = sum(...PREMIUM_RULES);
  const total = addCents(escrow, title);
  return {
    ...head,
    has_jv: jv !== null,
    magnus_share: share,
    parts,
    figures: {
      escrow_revenue: escrow,
      title_revenue: title,
      magnus_title_revenue: magnusTitle,
      partner_title_revenue: subtractCents(title, magnusTitle),
      total_revenue: total,
      company_revenue: addCents(escrow, magnusTitle),
      partner_total_revenue: jv === null ? ZERO_CENTS : total,
      misc_fees: miscFees,
    },
    premiums,
    magnus_premiums: addExact(timesFraction(sum('split_premium'), share), toMagnus),
  };
}

function partsOf<T>(record: T, fields: readonly [keyof T & RevenueCategory, RevenueRule][]): RevenuePart[] {
  return fields
    .map(([category, rule]) => ({ category, rule, amount: toCentsOrZero(record[category] as string | null) }))
    .filter((part) => part.amount !== 0);
}

/** The entry of a file's own components, dated by its calc_close_date. */
export function fileEntry(file: Pick<RevenueFile, 'components' | 'calc_close_date' | 'jv'>): RevenueEntry {
  return ledgerEntry(
    { source: 'file', adj_id: null, date: file.calc_close_date },
    partsOf(file.components, FILE_FIELDS),
    toCentsOrZero(file.components.misc_fees),
    file.jv,
  );
}

/** The entry of one adjustment of a file with this JV partner (or none), dated by its posting_date. */
export function adjustmentEntry(adjustment: LedgerAdjustment, jv: JvShare | null): RevenueEntry {
  return ledgerEntry(
    { source: 'adjustment', adj_id: adjustment.adj_id ?? null, date: adjustment.posting_date },
    partsOf(adjustment, ADJUSTMENT_FIELDS),
    ZERO_CENTS,
    jv,
  );
}

/** Every ledger entry of a file: its own components, then its adjustments in the given order. */
export function revenueLedger(file: RevenueFile): RevenueEntry[] {
  return [fileEntry(file), ...(file.adjustments ?? []).map((a) => adjustmentEntry(a, file.jv))];
}

/** The entries dated in the period (an entry without a date counts in none). */
export function entriesIn(entries: readonly RevenueEntry[], period: Period): RevenueEntry[] {
  return entries.filter((e) => e.date !== null && isWithin(e.date, period));
}

/** The adjustments that count in a period: those whose posting date falls in it. */
export function adjustmentsPostedIn<T extends { posting_date: IsoDate }>(
  adjustments: readonly T[],
  period: Period,
): T[] {
  return adjustments.filter((a) => isWithin(a.posting_date, period));
}

// --- a file's revenue ------------------------------------------------------------------------

/** What a file contributes: the entries that count, and their figures summed. */
export type FileRevenue = {
  entries: RevenueEntry[];
  /** The file's own components are among the entries (it closed in the period). */
  counts_own_revenue: boolean;
  figures: RevenueFigures;
};

/**
 * A file's revenue. With a period: its own components when it closed in the period, plus the
 * adjustments posted in it (DOMAIN.md §3). Without one: the file as it stands, its components
 * and every adjustment.
 */
export function fileRevenue(file: RevenueFile, period?: Period): FileRevenue {
  const ledger = revenueLedger(file);
  const entries = period === undefined ? ledger : entriesIn(ledger, period);
  return revenueOfEntries(entries);
}

/** The revenue of these entries (of one file, or of several). */
export function revenueOfEntries(entries: readonly RevenueEntry[]): FileRevenue {
  return {
    entries: [...entries],
    counts_own_revenue: entries.some((e) => e.source === 'file'),
    figures: sumRevenueFigures(entries.map((e) => e.figures)),
  };
}

/** The sum of many rows' figures, field by field: every total of a report. */
export function sumRevenueFigures(rows: Iterable<RevenueFigures>): RevenueFigures {
  return sumCentsFields(rows, REVENUE_FIGURES);
}

export const NO_REVENUE_FIGURES: RevenueFigures = sumRevenueFigures([]);

/** The figures as the API's money text (`'1234.50'`). */
export function revenueBreakdown(figures: RevenueFigures): { [K in keyof RevenueFigures]: string } {
  return centsFieldsText(figures);
}

// --- the underwriter's share ----------------------------------------------------------------

export type UnderwriterShare = {
  /** round(premiums x uw_split_pct). */
  underwriter_amt: Cents;
  /** round(Magnus premiums x uw_split_pct). */
  magnus: Cents;
  /** The rest: underwriter_amt - magnus. */
  partner: Cents;
};

function uwFraction(uwSplitPct: string | null | undefined): Decimal {
  return parseFraction(assertFraction(uwSplitPct ?? DEFAULT_UW_SPLIT_PCT, 'uw_split_pct'));
}

/** The underwriter's share of one entry, rounded once for it. */
export function underwriterShare(entry: RevenueEntry, uwSplitPct?: string | null): UnderwriterShare {
  const uw = uwFraction(uwSplitPct);
  const whole = shareOf(entry.premiums, uw);
  const magnus = roundCents(timesFraction(entry.magnus_premiums, uw));
  return { underwriter_amt: whole, magnus, partner: subtractCents(whole, magnus) };
}

/** The figures less the underwriter's share. */
export type RevenueAfterUnderwriter = {
  underwriter_amt: Cents;
  escrow_revenue_after_uw: Cents;
  title_revenue_after_uw: Cents;
  magnus_title_revenue_after_uw: Cents;
  partner_title_revenue_after_uw: Cents;
  total_revenue_after_uw: Cents;
  company_revenue_after_uw: Cents;
};

const AFTER_UW_FIELDS: readonly (keyof RevenueAfterUnderwriter)[] = [
  'underwriter_amt',
  'escrow_revenue_after_uw',
  'title_revenue_after_uw',
  'magnus_title_revenue_after_uw',
  'partner_title_revenue_after_uw',
  'total_revenue_after_uw',
  'company_revenue_after_uw',
];

/** `*_after_uw` of one entry. */
export function entryAfterUnderwriter(
  entry: RevenueEntry,
  uwSplitPct?: string | null,
): RevenueAfterUnderwriter {
  const uw = underwriterShare(entry, uwSplitPct);
  const f = entry.figures;
  const titleAfter = subtractCents(f.title_revenue, uw.underwriter_amt);
  const magnusAfter = subtractCents(f.magnus_title_revenue, uw.magnus);
  return {
    underwriter_amt: uw.underwriter_amt,
    escrow_revenue_after_uw: f.escrow_revenue,
    title_revenue_after_uw: titleAfter,
    magnus_title_revenue_after_uw: magnusAfter,
    partner_title_revenue_after_uw: subtractCents(f.partner_title_revenue, uw.partner),
    total_revenue_after_uw: addCents(f.escrow_revenue, titleAfter),
    company_revenue_after_uw: addCents(f.escrow_revenue, magnusAfter),
  };
}

/** `*_after_uw` of a file (or any entries): the sums of the entries' figures. */
export function revenueAfterUnderwriter(
  revenue: Pick<FileRevenue, 'entries'>,
  uwSplitPct?: string | null,
): RevenueAfterUnderwriter {
  return sumCentsFields(
    revenue.entries.map((e) => entryAfterUnderwriter(e, uwSplitPct)),
    AFTER_UW_FIELDS,
  );
}

/** The after-underwriter fields the spec lists on a file adjustment (null stays null). */
export type AdjustmentAfterUnderwriter = {
  endorsements_after_uw: string | null;
  mag_title_after_uw: string | null;
  part_title_after_uw: string | null;
  bundled_escrow_after_adj: string | null;
};

/**
 * An adjustment's amounts less the underwriter's share: the adjustment's share is rounded once
 * (round((magnus_title + partner_title + endorsements) x uw_split_pct)) and told by field
 * (largest remainder, magnus_title first on a tie), so the three after-uw amounts add up to the
 * adjustment's title revenue after the underwriter. Bundled escrow carries none.
 */
export function adjustmentAfterUnderwriter(
  adjustment: RevenueAdjustment,
  uwSplitPct?: string | null,
): AdjustmentAfterUnderwriter {
  const uw = uwFraction(uwSplitPct);
  const blank = (value: string | null): boolean => value === null || value.trim() === '';
  const fields = ['magnus_title', 'partner_title', 'endorsements'] as const;
  const amounts = fields.map((field) => toCentsOrZero(adjustment[field]));
  const shares = allocateCents(amounts.map((amount) => timesFraction(amount, uw)));
  const after = (index: number): string | null => {
    const field = fields[index] as (typeof fields)[number];
    if (blank(adjustment[field])) return null;
    return fromCents(subtractCents(amounts[index] ?? ZERO_CENTS, shares[index] ?? ZERO_CENTS));
  };
  return {
    endorsements_after_uw: after(2),
    mag_title_after_uw: after(0),
    part_title_after_uw: after(1),
    bundled_escrow_after_adj: blank(adjustment.bundled_escrow)
      ? null
      : fromCents(toCentsOrZero(adjustment.bundled_escrow)),
  };
}

/** Sum of an adjustment's amounts (the "sum" in the file override dialog). */
export function adjustmentTotal(adjustment: RevenueAdjustment): Cents {
  return sumCents(ADJUSTMENT_AMOUNT_FIELDS.map((field) => toCentsOrZero(adjustment[field])));
}

// --- revenue credited to an employee (rep_ and eo_ figures) ------------------------------------

export type EmployeeRole = 'REP' | 'EO';

/** What decides how a file's revenue is credited to an employee (the `employees` columns). */
export type CreditSettings = {
  /** Fraction; null counts as the default 12%. */
  uw_split_pct: string | null;
  rep_gets_full_jv_title: boolean;
};

export const DEFAULT_CREDIT_SETTINGS: CreditSettings = { uw_split_pct: null, rep_gets_full_jv_title: false };

/** The commissionable figures credited to an employee (rep_/eo_ esc_rev, title_rev, commable_rev). */
export type CreditedLine = { esc_rev: Cents; title_rev: Cents; underwriter_amt: Cents; commable_rev: Cents };

const CREDITED_FIELDS: readonly (keyof CreditedLine)[] = [
  'esc_rev',
  'title_rev',
  'underwriter_amt',
  'commable_rev',
];

/**
 * One entry credited: its escrow revenue; its Magnus title revenue (all its title revenue with
 * `rep_gets_full_jv_title`); less the underwriter's share of the premiums in it, rounded once.
 */
export function creditEntry(entry: RevenueEntry, settings: CreditSettings): CreditedLine {
  const full = settings.rep_gets_full_jv_title;
  const uw = underwriterShare(entry, settings.uw_split_pct);
  const esc = entry.figures.escrow_revenue;
  const title = full ? entry.figures.title_revenue : entry.figures.magnus_title_revenue;
  const underwriter = full ? uw.underwriter_amt : uw.magnus;
  return {
    esc_rev: esc,
    title_rev: title,
    underwriter_amt: underwriter,
    commable_rev: subtractCents(addCents(esc, title), underwriter),
  };
}

/** A file's (or any entries') credited figures: the sums of the entries'. */
export function creditedRevenue(
  revenue: Pick<FileRevenue, 'entries'>,
  settings: CreditSettings,
): CreditedLine {
  return sumCreditedLines(revenue.entries.map((e) => creditEntry(e, settings)));
}

/** Column totals of credited lines. */
export function sumCreditedLines(lines: Iterable<CreditedLine>): CreditedLine {
  return sumCentsFields(lines, CREDITED_FIELDS);
}

/** One line of comm_rev_components: how one amount of the file counts in commissionable revenue. */
export type CommRevComponent = {
  category: RevenueCategory;
  source: 'file' | 'adjustment';
  adj_id: number | null;
  /** The amount as entered. */
  raw_amount: Cents;
  /** The share of it credited (1; the JV's Magnus share; 0 for the partner's title). */
  value: Decimal;
  /** raw_amount x value: its part of esc_rev + title_rev. */
  amount: Cents;
  /** amount less its part of the underwriter's share: its part of commable_rev. */
  final_amount: Cents;
};

/**
 * The components that explain an entry's credited figures. Per entry, the amounts of the
 * fields the JV shares and the underwriter's share are told by field (largest remainder), so
 * amounts sum to esc_rev + title_rev and final amounts to commable_rev, to the cent.
 */
export function entryComponents(entry: RevenueEntry, settings: CreditSettings): CommRevComponent[] {
  const full = settings.rep_gets_full_jv_title;
  const uw = uwFraction(settings.uw_split_pct);
  const creditedShare = (rule: RevenueRule): Decimal => {
    if (rule === 'escrow' || rule === 'magnus_premium' || full) return WHOLE;
    if (rule === 'partner_premium') return entry.has_jv ? NOTHING : WHOLE;
    return entry.magnus_share;
  };
  const lines = entry.parts.map((part) => {
    const value = creditedShare(part.rule);
    return { part, value, exact: timesFraction(part.amount, value) };
  });
  type Line = (typeof lines)[number];
  const isSplit = (l: Line): boolean => l.part.rule === 'split' || l.part.rule === 'split_premium';
  const isPremium = (l: Line): boolean => PREMIUM_RULES.includes(l.part.rule);
  // The entry rounds the JV's share of its split amounts once, and its underwriter share once.
  const amounts = roundTogether(lines, isSplit, (l) => l.exact);
  const uwShares = roundTogether(lines, isPremium, (l) =>
    isPremium(l) ? timesFraction(l.exact, uw) : ZERO_EXACT,
  );
  return lines.map(({ part, value }, index) => {
    const amount = amounts[index] ?? ZERO_CENTS;
    return {
      category: part.category,
      source: entry.source,
      adj_id: entry.adj_id,
      raw_amount: part.amount,
      value,
      amount,
      final_amount: subtractCents(amount, uwShares[index] ?? ZERO_CENTS),
    };
  });
}

/** Each item's exact amount in cents: the items of the group rounded as one (largest remainder), the others alone. */
function roundTogether<T>(
  items: readonly T[],
  inGroup: (item: T) => boolean,
  exact: (item: T) => ExactAmount,
): Cents[] {
  const group = items.filter(inGroup);
  const shares = allocateCents(group.map(exact));
  return items.map((item) => {
    const index = group.indexOf(item);
    return index >= 0 ? (shares[index] ?? ZERO_CENTS) : roundCents(exact(item));
  });
}

/** The components of a file's (or any entries') credited figures, entry by entry. */
export function commRevComponents(
  revenue: Pick<FileRevenue, 'entries'>,
  settings: CreditSettings,
): CommRevComponent[] {
  return revenue.entries.flatMap((e) => entryComponents(e, settings));
}

// --- the figures of a file on the order reports (spec 001 §3) --------------------------------

export type OrderReportComponent = {
  /** Whose figures it explains: rep_* (REP) or eo_* (EO). */
  role: EmployeeRole;
  category: RevenueCategory;
  source: 'file' | 'adjustment';
  adj_id: number | null;
  raw_amount: string;
  value: string;
  amount: string;
  final_amount: string;
};

/** The per-file figures spec 001 §3 "File (order reports)" names, as money text. */
export type OrderReportFigures = {
  calc: {
    revenue_breakdown: {
      escrow_revenue: string;
      title_revenue: string;
      magnus_title_revenue: string;
      partner_title_revenue: string;
      misc_fees: string;
    };
    total_revenue: string;
  };
  rep_esc_rev: string;
  rep_title_rev: string;
  rep_commable_rev: string;
  eo_esc_rev: string;
  eo_title_rev: string;
  eo_commable_rev: string;
  comm_rev_components: OrderReportComponent[];
};

export type OrderReportOptions = {
  /** Count only the entries of this period; without one, the file as it stands. */
  period?: Period;
  /** The marketing rep's settings; null or absent: the defaults (12%, not the full JV title). */
  rep?: CreditSettings | null;
  /** The credited escrow officer's settings; null or absent: the defaults. */
  eo?: CreditSettings | null;
};

/** A file's figures for the order reports: its revenue breakdown and what its rep and escrow officer are credited. */
export function orderReportFigures(file: RevenueFile, options: OrderReportOptions = {}): OrderReportFigures {
  const revenue = fileRevenue(file, options.period);
  const f = revenue.figures;
  const rep = options.rep ?? DEFAULT_CREDIT_SETTINGS;
  const eo = options.eo ?? DEFAULT_CREDIT_SETTINGS;
  const repLine = creditedRevenue(revenue, rep);
  const eoLine = creditedRevenue(revenue, eo);
  const components = (role: EmployeeRole, settings: CreditSettings): OrderReportComponent[] =>
    commRevComponents(revenue, settings).map((c) => ({
      role,
      category: c.category,
      source: c.source,
      adj_id: c.adj_id,
      raw_amount: fromCents(c.raw_amount),
      value: formatDecimal(c.value),
      amount: fromCents(c.amount),
      final_amount: fromCents(c.final_amount),
    }));
  return {
    calc: {
      revenue_breakdown: {
        escrow_revenue: fromCents(f.escrow_revenue),
        title_revenue: fromCents(f.title_revenue),
        magnus_title_revenue: fromCents(f.magnus_title_revenue),
        partner_title_revenue: fromCents(f.partner_title_revenue),
        misc_fees: fromCents(f.misc_fees),
      },
      total_revenue: fromCents(f.total_revenue),
    },
    rep_esc_rev: fromCents(repLine.esc_rev),
    rep_title_rev: fromCents(repLine.title_rev),
    rep_commable_rev: fromCents(repLine.commable_rev),
    eo_esc_rev: fromCents(eoLine.esc_rev),
    eo_title_rev: fromCents(eoLine.title_rev),
    eo_commable_rev: fromCents(eoLine.commable_rev),
    comm_rev_components: [...components('REP', rep), ...components('EO', eo)],
  };
}
