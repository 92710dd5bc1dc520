import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, fraction, money, updatedAt, version } from './columns.ts';
import { branches, costCenters, jvEntities } from './organisation.ts';

export const employees = pgTable(
  'employees',
  {
    employee_id: serial('employee_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email'),
    alt_email: text('alt_email'),
    title: text('title'),
    start_date: date('start_date'),
    termination_date: date('termination_date'),
    is_active: boolean('is_active').notNull().default(true),
    payroll_id: text('payroll_id'),
    cell_phone: text('cell_phone'),
    office_phone: text('office_phone'),
    def_branch: integer('def_branch').references(() => branches.branch_id),
    photo_link: text('photo_link'),
    state: char('state', { length: 2 }).notNull().default('AZ'),
    base: money('base'),
    base_desc: text('base_desc'),
    srch_str1: text('srch_str1'),
    srch_str2: text('srch_str2'),
    srch_str3: text('srch_str3'),
    link_to_emp_id: integer('link_to_emp_id').references((): AnyPgColumn => employees.employee_id),
    emp_type: text('emp_type').$type<'REP' | 'EO'>(),
    mtd_opens: integer('mtd_opens'),
    mtd_close: integer('mtd_close'),
    mtd_rev: money('mtd_rev'),
    rep_gets_full_jv_title: boolean('rep_gets_full_jv_title').notNull().default(false),
    comm_pct: fraction('comm_pct'),
    uw_split_pct: fraction('uw_split_pct').default('0.12'),
    per_file_comm_amt: money('per_file_comm_amt'),
    both_rep_and_eo: boolean('both_rep_and_eo').notNull().default(false),
    rep_combo_comm_pct: fraction('rep_combo_comm_pct').default('0.05'),
    rep_combo_base: money('rep_combo_base'),
    commission_only: boolean('commission_only').notNull().default(false),
    demo_rep: boolean('demo_rep').notNull().default(false),
    floater_eo: boolean('floater_eo').notNull().default(false),
    accounting_comments: text('accounting_comments'),
    def_cost_pct: fraction('def_cost_pct').default('1'),
    cost_center_id: integer('cost_center_id').references(() => costCenters.cost_center_id),
    title_base_files: integer('title_base_files'),
    title_per_file_com: money('title_per_file_com'),
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('employees_emp_type_idx').on(t.emp_type),
    index('employees_state_idx').on(t.state),
    uniqueIndex('employees_payroll_id_uq').on(t.payroll_id),
    index('employees_def_branch_idx').on(t.def_branch),
    index('employees_link_to_emp_idx').on(t.link_to_emp_id),
    index('employees_cost_center_idx').on(t.cost_center_id),
    // The lists' order (last name, first name, id): a keyset page of an export reads an index range.
    index('employees_name_order_idx').on(
      sql`lower(${t.last_name})`,
      sql`lower(${t.first_name})`,
      t.employee_id,
    ),
  ],
);

/** Partners an employee shares commission with; optional ones are the spec's opt_share_with. */
export const employeeShareWith = pgTable(
  'employee_share_with',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    partner_employee_id: integer('partner_employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    is_optional: boolean('is_optional').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.partner_employee_id] }),
    index('employee_share_with_partner_idx').on(t.partner_employee_id),
  ],
);

export const commGuarantees = pgTable(
  'comm_guarantees',
  {
    comm_guarantee_id: serial('comm_guarantee_id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    period_beg_dt: date('period_beg_dt').notNull(),
    period_end_dt: date('period_end_dt').notNull(),
    guarantee_amount: money('guarantee_amount').notNull(),
    override_if_comm_greater: boolean('override_if_comm_greater').notNull().default(true),
    version: version(),
    created_at: createdAt(),
  },
  (t) => [index('comm_guarantees_employee_idx').on(t.employee_id)],
);

export const employeeJvLinks = pgTable(
  'employee_jv_links',
  {
    link_id: serial('link_id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    jv_id: integer('jv_id')
      .notNull()
      .references(() => jvEntities.jv_id, { onDelete: 'cascade' }),
    is_primary: boolean('is_primary').notNull().default(false),
    start_date: date('start_date'),
    end_date: date('end_date'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('employee_jv_links_uq').on(t.employee_id, t.jv_id),
    index('employee_jv_links_jv_idx').on(t.jv_id),
  ],
);

export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    cell_phone: text('cell_phone'),
    is_active: boolean('is_active').notNull().default(true),
    is_verified: boolean('is_verified').notNull().default(false),
    /** Comma-joined role names, exactly as the spec's user form sends them. */
    roles: text('roles').notNull().default(''),
    /** Home state: limits a State Super User; the token's default_state. */
    state: char('state', { length: 2 }),
    employee_id: integer('employee_id').references(() => employees.employee_id),
    view_employee_id: integer('view_employee_id').references(() => employees.employee_id),
    /** Raised on password change or deactivation: tokens carrying an older value are refused. */
    token_version: integer('token_version').notNull().default(0),
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_employee_idx').on(t.employee_id),
    index('users_view_employee_idx').on(t.view_employee_id),
    index('users_state_idx').on(t.state),
    // The users list's order, for its export's keyset pages.
    index('users_name_order_idx').on(
      sql`lower(coalesce(${t.last_name}, ''))`,
      sql`lower(coalesce(${t.first_name}, ''))`,
      sql`lower(${t.email})`,
      t.user_id,
    ),
  ],
);
