import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, fraction, updatedAt, version } from './columns.ts';
import { employees } from './people.ts';

export const costCenters = pgTable(
  'cost_centers',
  {
    cost_center_id: serial('cost_center_id').primaryKey(),
    company_name: text('company_name').notNull(),
    accounting_code: text('accounting_code'),
    description: text('description').notNull(),
    state: char('state', { length: 2 }).notNull(),
    output_order: integer('output_order').default(999),
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('cost_centers_state_idx').on(t.state)],
);

export const branches = pgTable(
  'branches',
  {
    branch_id: serial('branch_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    code: text('code'),
    name: text('name').notNull(),
    alias: text('alias'),
    add1: text('add1'),
    add2: text('add2'),
    city: text('city'),
    state: char('state', { length: 2 }).notNull().default('AZ'),
    zip: text('zip'),
    phone_number: text('phone_number'),
    active: boolean('active').notNull().default(true),
    escrow_employee_count_override: integer('escrow_employee_count_override'),
    cost_center_id: integer('cost_center_id').references(() => costCenters.cost_center_id),
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('branches_state_idx').on(t.state), index('branches_cost_center_idx').on(t.cost_center_id)],
);

export const jvEntities = pgTable(
  'jv_entities',
  {
    jv_id: serial('jv_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    alias: text('alias'),
    logo: text('logo'),
    jv_website: text('jv_website'),
    jv_license_num: text('jv_license_num'),
    phone_number: text('phone_number'),
    add1: text('add1'),
    add2: text('add2'),
    city: text('city'),
    st: char('st', { length: 2 }),
    zip: text('zip'),
    is_active: boolean('is_active').notNull().default(true),
    info_subdomain: text('info_subdomain'),
    /** employee_id of the title officer. */
    title_officer: integer('title_officer').references((): AnyPgColumn => employees.employee_id),
    title_email: text('title_email'),
    primary_color: text('primary_color').notNull().default('#000000'),
    secondary_color: text('secondary_color').notNull().default('#000000'),
    about_info: text('about_info'),
    fax: text('fax'),
    magnus_title_pct: fraction('magnus_title_pct'),
    sort_order: integer('sort_order').notNull().default(20),
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('jv_entities_st_idx').on(t.st), index('jv_entities_title_officer_idx').on(t.title_officer)],
);

export const calendarDays = pgTable(
  'calendar_days',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    day_date: date('day_date').notNull(),
    state: char('state', { length: 2 }).notNull(),
    is_business_day: boolean('is_business_day').notNull().default(false),
    holiday_name: text('holiday_name'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('calendar_days_state_date_uq').on(t.state, t.day_date)],
);

/** One row per state ('AZ', 'NV'): daily report recipients and projections (spec 001 §5). */
export const reportOptions = pgTable('report_options', {
  state: char('state', { length: 2 }).primaryKey(),
  reports_send_to: jsonb('reports_send_to').$type<string[] | null>(),
  projected_openings: integer('projected_openings'),
  projected_revenue: text('projected_revenue'),
  version: version(),
  updated_at: updatedAt(),
});

export const fraudList = pgTable('fraud_list', {
  fraud_list_id: serial('fraud_list_id').primaryKey(),
  fraud_payee_name: text('fraud_payee_name').notNull(),
  notes: text('notes'),
  version: version(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
