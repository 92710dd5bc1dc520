import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, version } from './columns.ts';
import { branches, jvEntities } from './organisation.ts';
import { employees, users } from './people.ts';

/** Directing clients (agents, lenders, companies) that send business. */
export const clients = pgTable(
  'clients',
  {
    client_id: serial('client_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    company_name: text('company_name'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    individual_name: text('individual_name'),
    contact_name: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    marketing_rep_id: integer('marketing_rep_id').references(() => employees.employee_id),
    /** The client's names folded by hub_fold (migration 0010), for client search through a trigram index. */
    name_search: text('name_search').generatedAlwaysAs(
      sql.raw(
        `hub_fold(coalesce(company_name, '') || ' ' || coalesce(individual_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(contact_name, ''))`,
      ),
    ),
    created_at: createdAt(),
  },
  (t) => [
    index('clients_company_idx').on(t.company_name),
    index('clients_marketing_rep_idx').on(t.marketing_rep_id),
    index('clients_name_trgm_idx').using('gin', sql`${t.name_search} gin_trgm_ops`),
  ],
);

/** An escrow file (order) as the order system reports it, with its revenue components. */
export const escFiles = pgTable(
  'esc_files',
  {
    file_id: serial('file_id').primaryKey(),
    file_uuid: uuid('file_uuid').notNull().unique().defaultRandom(),
    order_number: text('order_number').notNull(),
    /** State of the settling branch; reports filter on it. */
    state: char('state', { length: 2 }).notNull(),
    transaction_type: text('transaction_type').$type<'PURCHASE' | 'REFI'>().notNull(),
    order_status: text('order_status').$type<'OPEN' | 'CLOSED' | 'CANCELLED'>().notNull(),
    open_date: date('open_date').notNull(),
    close_date: date('close_date'),
    cancel_date: date('cancel_date'),
    disb_date: date('disb_date'),
    posted_settlement_date: date('posted_settlement_date'),
    posted_title_date: date('posted_title_date'),
    posted_settlement_date_imp: text('posted_settlement_date_imp'),
    posted_title_date_imp: text('posted_title_date_imp'),
    /** Closing date set by a super user in the file override dialog. */
    override_close_date: date('override_close_date'),
    calc_close_date: date('calc_close_date').generatedAlwaysAs(
      sql`coalesce(override_close_date, disb_date, least(posted_settlement_date, posted_title_date))`,
    ),
    sales_price: money('sales_price'),
    loan_amt: money('loan_amt'),
    branch_id: integer('branch_id').references(() => branches.branch_id),
    escrow_officer_id: integer('escrow_officer_id').references(() => employees.employee_id),
    marketing_rep_id: integer('marketing_rep_id').references(() => employees.employee_id),
    jv_id: integer('jv_id').references(() => jvEntities.jv_id),
    directing_client_id: integer('directing_client_id').references(() => clients.client_id),
    buyer: text('buyer'),
    seller: text('seller'),
    listing_agency: text('listing_agency'),
    listing_agent_name: text('listing_agent_name'),
    listing_agent_email: text('listing_agent_email'),
    listing_agent_phone: text('listing_agent_phone'),
    selling_agency: text('selling_agency'),
    selling_agent_name: text('selling_agent_name'),
    selling_agent_email: text('selling_agent_email'),
    selling_agent_phone: text('selling_agent_phone'),
    lender_name: text('lender_name'),
    src_bus: text('src_bus'),
    property_address: text('property_address'),
    property_city: text('property_city'),
    property_state: char('property_state', { length: 2 }),
    property_zip: text('property_zip'),
    county: text('county'),
    legal_desc: text('legal_desc'),
    title_type: text('title_type'),
    ready_for_title_date: date('ready_for_title_date'),
    commit_complete_date: date('commit_complete_date'),
    /** A super user made the file commission-eligible for title turnaround (one way). */
    title_comm_override: boolean('title_comm_override').notNull().default(false),
    title_processing: money('title_processing').notNull().default('0'),
    settlement_fee: money('settlement_fee').notNull().default('0'),
    owners_policy: money('owners_policy').notNull().default('0'),
    lenders_policy: money('lenders_policy').notNull().default('0'),
    endorsements: money('endorsements').notNull().default('0'),
    misc_fees: money('misc_fees').notNull().default('0'),
    /**
     * Every party's name (buyer, seller, agents and agencies, lender), folded by hub_fold (lower case,
     * no accents; migration 0010) for client search and fraud matching through a trigram index.
     */
    parties_search: text('parties_search').generatedAlwaysAs(
      sql.raw(
        `hub_fold(coalesce(buyer, '') || ' ' || coalesce(seller, '') || ' ' || coalesce(listing_agency, '') || ' ' || coalesce(listing_agent_name, '') || ' ' || coalesce(selling_agency, '') || ' ' || coalesce(selling_agent_name, '') || ' ' || coalesce(lender_name, ''))`,
      ),
    ),
    last_upload_id: integer('last_upload_id'),
    /** Raised by every change (override, upload): the ETag of GET /files/{uuid}, checked against If-Match. */
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('esc_files_order_number_uq').on(t.order_number),
    // File search and quick find: the order number asked, or its beginning, in any case (a prefix LIKE
    // on upper(order_number) reads one range of this index).
    index('esc_files_order_number_prefix_idx').using('btree', sql`upper(${t.order_number}) text_pattern_ops`),
    index('esc_files_state_open_idx').on(t.state, t.open_date),
    index('esc_files_state_close_idx').on(t.state, t.calc_close_date),
    index('esc_files_cancel_idx').on(t.state, t.cancel_date),
    index('esc_files_branch_idx').on(t.branch_id, t.open_date),
    // A report on one escrow officer or rep counts their opens, closes and cancellations.
    index('esc_files_eo_idx').on(t.escrow_officer_id, t.calc_close_date),
    index('esc_files_eo_open_idx').on(t.escrow_officer_id, t.open_date),
    index('esc_files_eo_cancel_idx').on(t.escrow_officer_id, t.cancel_date),
    index('esc_files_rep_idx').on(t.marketing_rep_id, t.calc_close_date),
    index('esc_files_rep_open_idx').on(t.marketing_rep_id, t.open_date),
    index('esc_files_rep_cancel_idx').on(t.marketing_rep_id, t.cancel_date),
    // A JV's files by month (the JV client trend: opens and closes per directing client, read from the
    // index alone, migration 0019).
    index('esc_files_jv_idx').on(t.jv_id, t.open_date, t.directing_client_id),
    index('esc_files_jv_close_idx').on(t.jv_id, t.calc_close_date, t.directing_client_id),
    index('esc_files_client_idx').on(t.directing_client_id),
    index('esc_files_ready_idx').on(t.jv_id, t.ready_for_title_date),
    index('esc_files_parties_trgm_idx').using('gin', sql`${t.parties_search} gin_trgm_ops`),
  ],
);

export const fileAdjustments = pgTable(
  'file_adjustments',
  {
    adj_id: serial('adj_id').primaryKey(),
    esc_file_id: integer('esc_file_id')
      .notNull()
      .references(() => escFiles.file_id, { onDelete: 'cascade' }),
    posting_date: date('posting_date').notNull(),
    event_date: date('event_date'),
    magnus_escrow: money('magnus_escrow'),
    magnus_title: money('magnus_title'),
    partner_title: money('partner_title'),
    /** Spelled with three s, as the spec's API field is. */
    title_processsing: money('title_processsing'),
    bundled_escrow: money('bundled_escrow'),
    endorsements: money('endorsements'),
    reason: text('reason'),
    note: text('note'),
    created_by: integer('created_by').references(() => users.user_id),
    created_at: createdAt(),
  },
  (t) => [
    index('file_adjustments_file_idx').on(t.esc_file_id),
    index('file_adjustments_posting_idx').on(t.posting_date),
    index('file_adjustments_created_by_idx').on(t.created_by),
  ],
);

export const clientGroups = pgTable('client_groups', {
  client_group_id: serial('client_group_id').primaryKey(),
  name: text('name').notNull().unique(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
});

export const clientGroupMembers = pgTable(
  'client_group_members',
  {
    client_group_member_id: serial('client_group_member_id').primaryKey(),
    client_group_id: integer('client_group_id')
      .notNull()
      .references(() => clientGroups.client_group_id, { onDelete: 'cascade' }),
    member_name: text('member_name').notNull(),
    normalized_member_name: text('normalized_member_name').notNull(),
  },
  (t) => [uniqueIndex('client_group_members_uq').on(t.client_group_id, t.normalized_member_name)],
);

/** Files added by hand to a title officer's turnaround report. */
export const titleFileAdditions = pgTable(
  'title_file_additions',
  {
    added_file_uuid: uuid('added_file_uuid').primaryKey().defaultRandom(),
    title_officer_id: integer('title_officer_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    order_number: text('order_number').notNull(),
    file_id: integer('file_id').references(() => escFiles.file_id, { onDelete: 'set null' }),
    search_start_dt: date('search_start_dt').notNull(),
    commit_ready_dt: date('commit_ready_dt').notNull(),
    created_by: integer('created_by').references(() => users.user_id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('title_file_additions_officer_idx').on(t.title_officer_id, t.commit_ready_dt),
    index('title_file_additions_file_idx').on(t.file_id),
    // A file is added once per officer.
    uniqueIndex('title_file_additions_officer_file_uq').on(t.title_officer_id, t.file_id),
    index('title_file_additions_created_by_idx').on(t.created_by),
  ],
);
