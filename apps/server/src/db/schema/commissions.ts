import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { employees, users } from './people.ts';

export const monthlyCharges = pgTable(
  'monthly_charges',
  {
    charge_id: serial('charge_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    month_end_date: date('month_end_date').notNull(),
    loss_total: money('loss_total').notNull().default('0'),
    other_against_rev: money('other_against_rev').notNull().default('0'),
    other_against_commission: money('other_against_commission').notNull().default('0'),
    notes: text('notes').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('monthly_charges_month_idx').on(t.month_end_date, t.employee_id),
    index('monthly_charges_employee_idx').on(t.employee_id, t.month_end_date),
  ],
);

export const commPayments = pgTable(
  'comm_payments',
  {
    payment_id: serial('payment_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    from_employee_id: integer('from_employee_id')
      .notNull()
      .references(() => employees.employee_id),
    to_employee_id: integer('to_employee_id')
      .notNull()
      .references(() => employees.employee_id),
    period_begin: date('period_begin').notNull(),
    period_end: date('period_end').notNull(),
    amount: money('amount').notNull(),
    /** The POST's Idempotency-Key: a retry with the same key (same payer) answers the payment it made. */
    idempotency_key: text('idempotency_key'),
    created_by: integer('created_by').references(() => users.user_id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('comm_payments_period_idx').on(t.period_begin, t.period_end, t.from_employee_id),
    index('comm_payments_from_idx').on(t.from_employee_id, t.period_begin),
    index('comm_payments_to_idx').on(t.to_employee_id, t.period_begin),
    index('comm_payments_created_by_idx').on(t.created_by),
    uniqueIndex('comm_payments_idempotency_uq').on(t.from_employee_id, t.idempotency_key),
  ],
);

/** Per-period base set in the Edit Base dialog; overrides the employee's monthly base. */
export const commBaseOverrides = pgTable(
  'comm_base_overrides',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    base: money('base'),
    base_desc: text('base_desc'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.period_start, t.period_end] })],
);

export const finalizedPeriods = pgTable(
  'finalized_periods',
  {
    pf_id: serial('pf_id').primaryKey(),
    pf_uuid: uuid('pf_uuid').notNull().unique().defaultRandom(),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    frequency: text('frequency').$type<'MONTHLY' | 'SEMI_MONTHLY'>().notNull(),
    scope: text('scope').notNull().default('GLOBAL'),
    state: text('state').notNull().default('AZ'),
    note: text('note').notNull().default(''),
    finalized_at: timestamp('finalized_at', { withTimezone: true }).notNull().defaultNow(),
    finalized_by: integer('finalized_by').references(() => users.user_id),
  },
  (t) => [
    uniqueIndex('finalized_periods_uq').on(t.period_start, t.period_end, t.scope),
    index('finalized_periods_finalized_by_idx').on(t.finalized_by),
  ],
);

/** The commission rows as they were when the period was finalised. */
export const commissionSnapshots = pgTable(
  'commission_snapshots',
  {
    pf_id: integer('pf_id')
      .notNull()
      .references(() => finalizedPeriods.pf_id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id),
    row: jsonb('row').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pf_id, t.employee_id] }),
    index('commission_snapshots_employee_idx').on(t.employee_id),
  ],
);

export const employeeProfit = pgTable(
  'employee_profit',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.employee_id, { onDelete: 'cascade' }),
    month_end_date: date('month_end_date').notNull(),
    is_profitable: boolean('is_profitable').notNull().default(false),
    notes: text('notes'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.month_end_date] })],
);
