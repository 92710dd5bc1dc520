import { type StateScope, scopeIncludes } from '../../../plugins/authorization/policies.ts';
import { readChoice, readDate, readEmail, readMoney, readText } from '../rows/cells.ts';
import type { Matcher } from '../rows/matcher.ts';
import {
  type Cells,
  type RowOutcome,
  readingRow,
  recordOutsideScope,
  stateOutsideScope,
} from '../rows/row-problems.ts';

/** An escrow file as the upload stores it (esc_files columns; ids resolved). */
export type EscFileRecord = {
  order_number: string;
  state: 'AZ' | 'NV';
  transaction_type: 'PURCHASE' | 'REFI';
  order_status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  open_date: string;
  close_date: string | null;
  cancel_date: string | null;
  disb_date: string | null;
  posted_settlement_date: string | null;
  posted_title_date: string | null;
  sales_price: string | null;
  loan_amt: string | null;
  branch_id: number;
  escrow_officer_id: number | null;
  marketing_rep_id: number | null;
  jv_id: number | null;
  /** The directing client's name: its id is found or created when the row is stored. */
  directing_client: string | null;
  buyer: string | null;
  seller: string | null;
  listing_agency: string | null;
  listing_agent_name: string | null;
  listing_agent_email: string | null;
  listing_agent_phone: string | null;
  selling_agency: string | null;
  selling_agent_name: string | null;
  selling_agent_email: string | null;
  selling_agent_phone: string | null;
  lender_name: string | null;
  src_bus: string | null;
  property_address: string | null;
  property_city: string | null;
  property_state: string | null;
  property_zip: string | null;
  county: string | null;
  legal_desc: string | null;
  title_type: string | null;
  ready_for_title_date: string | null;
  commit_complete_date: string | null;
  title_processing: string;
  settlement_fee: string;
  owners_policy: string;
  lenders_policy: string;
  endorsements: string;
  misc_fees: string;
};

export type EscFileMatchers = { branches: Matcher; people: Matcher; jvs: Matcher };

const STATES = ['AZ', 'NV'] as const;
const REVENUE = [
  'title_processing',
  'settlement_fee',
  'owners_policy',
  'lenders_policy',
  'endorsements',
  'misc_fees',
] as const;

/**
 * One sheet row -> an escrow file, or every problem it has (each becomes a mismatch). `cells` holds
 * the row's text by layout column name. `scope` is the uploader's (policies.ts stateScope): a row of
 * another state, or one linking a branch, employee or JV of another state, is refused.
 */
export function toEscFile(
  cells: Cells,
  matchers: EscFileMatchers,
  scope: StateScope,
): RowOutcome<EscFileRecord> {
  const { problems, raw, take } = readingRow(cells);
  const need = <T>(name: string, value: T | null): T | null => {
    if (value === null && !problems.some((p) => p.field === name)) {
      problems.push({ field: name, value: raw(name), problem: `${name} is required` });
    }
    return value;
  };
  const text = (name: string, max?: number) => take(name, readText(raw(name), max));
  const date = (name: string) => take(name, readDate(raw(name)));
  const money = (name: string) => take(name, readMoney(raw(name)));

  const orderNumber = need('order_number', text('order_number', 60));
  const state = need('state', take('state', readChoice(raw('state'), STATES)));
  const stateInScope = !state || scopeIncludes(scope, state);
  if (state && !stateInScope) problems.push(stateOutsideScope(raw('state'), state));
  const match = (name: string, matcher: Matcher, required: boolean): number | null => {
    const value = raw(name).trim();
    if (!value) return required ? need(name, null) : null;
    const found = matcher.find(value, state);
    if (!('id' in found)) {
      problems.push({ field: name, value, problem: `${name} '${value}' ${found.problem}` });
      return null;
    }
    // A row outside the uploader's states says so once, not for each of its links too.
    if (stateInScope && !scopeIncludes(scope, found.state)) {
      problems.push(recordOutsideScope(name, value, `${name} '${value}'`, found.state));
      return null;
    }
    return found.id;
  };

  const record = {
    order_number: orderNumber,
    state,
    transaction_type: need(
      'transaction_type',
      take('transaction_type', readChoice(raw('transaction_type'), ['PURCHASE', 'REFI'] as const)),
    ),
    order_status: need(
      'order_status',
      take('order_status', readChoice(raw('order_status'), ['OPEN', 'CLOSED', 'CANCELLED'] as const)),
    ),
    open_date: need('open_date', date('open_date')),
    close_date: date('close_date'),
    cancel_date: date('cancel_date'),
    disb_date: date('disb_date'),
    posted_settlement_date: date('posted_settlement_date'),
    posted_title_date: date('posted_title_date'),
    sales_price: money('sales_price'),
    loan_amt: money('loan_amt'),
    branch_id: match('branch', matchers.branches, true),
    escrow_officer_id: match('escrow_officer', matchers.people, false),
    marketing_rep_id: match('marketing_rep', matchers.people, false),
    jv_id: match('jv', matchers.jvs, false),
    directing_client: text('directing_client', 200),
    buyer: text('buyer'),
    seller: text('seller'),
    listing_agency: text('listing_agency'),
    listing_agent_name: text('listing_agent_name'),
    listing_agent_email: take('listing_agent_email', readEmail(raw('listing_agent_email'))),
    listing_agent_phone: text('listing_agent_phone', 40),
    selling_agency: text('selling_agency'),
    selling_agent_name: text('selling_agent_name'),
    selling_agent_email: take('selling_agent_email', readEmail(raw('selling_agent_email'))),
    selling_agent_phone: text('selling_agent_phone', 40),
    lender_name: text('lender_name'),
    src_bus: text('src_bus'),
    property_address: text('property_address'),
    property_city: text('property_city'),
    property_state: take('property_state', readChoice(raw('property_state'), STATES)),
    property_zip: text('property_zip', 10),
    county: text('county'),
    legal_desc: text('legal_desc', 4000),
    title_type: text('title_type'),
    ready_for_title_date: date('ready_for_title_date'),
    commit_complete_date: date('commit_complete_date'),
    ...Object.fromEntries(REVENUE.map((name) => [name, money(name) ?? '0.00'])),
  };
  if (
    record.order_status === 'CANCELLED' &&
    !record.cancel_date &&
    !problems.some((p) => p.field === 'cancel_date')
  ) {
    problems.push({
      field: 'cancel_date',
      value: '',
      problem: 'cancel_date is required for a CANCELLED file',
    });
  }
  if (record.open_date && record.cancel_date && record.cancel_date < record.open_date) {
    problems.push({
      field: 'cancel_date',
      value: raw('cancel_date'),
      problem: 'cancel_date is before open_date',
    });
  }
  if (problems.length > 0) return { record: null, problems };
  return { record: record as EscFileRecord, problems: [] };
}
