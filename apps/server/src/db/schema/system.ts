import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './people.ts';

export const uploadJobs = pgTable(
  'upload_jobs',
  {
    upload_id: serial('upload_id').primaryKey(),
    filename: text('filename').notNull(),
    upload_type: text('upload_type').$type<'employees' | 'esc_files'>().notNull(),
    status: text('status').$type<'queued' | 'processing' | 'done' | 'failed'>().notNull().default('queued'),
    create_dt: timestamp('create_dt', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.user_id),
    stored_path: text('stored_path'),
    size_bytes: integer('size_bytes'),
    rows_read: integer('rows_read').notNull().default(0),
    rows_inserted: integer('rows_inserted').notNull().default(0),
    rows_updated: integer('rows_updated').notNull().default(0),
    rows_unchanged: integer('rows_unchanged').notNull().default(0),
    rows_mismatched: integer('rows_mismatched').notNull().default(0),
    error_detail: text('error_detail'),
  },
  (t) => [
    index('upload_jobs_create_idx').on(t.create_dt),
    index('upload_jobs_created_by_idx').on(t.created_by, t.create_dt),
  ],
);

export const uploadMismatches = pgTable(
  'upload_mismatches',
  {
    mismatch_id: serial('mismatch_id').primaryKey(),
    upload_id: integer('upload_id')
      .notNull()
      .references(() => uploadJobs.upload_id, { onDelete: 'cascade' }),
    row_number: integer('row_number').notNull(),
    field_name: text('field_name').notNull(),
    field_value: text('field_value'),
    /** What is wrong with the value, in words for the screen. */
    problem: text('problem').notNull().default(''),
    resolved: boolean('resolved').notNull().default(false),
    row_data: jsonb('row_data').$type<Record<string, string>>(),
  },
  // An upload's mismatches in each order its list offers (features/uploads/repository.ts), ties by id:
  // a page reads an index range, forwards or backwards, instead of sorting every mismatch of the upload
  // (tens of thousands for a large file). A value and a problem are free text of any length, too long
  // for an index entry: the list sorts them by their first 100 characters, as these hold them.
  (t) => [
    index('upload_mismatches_upload_row_idx').on(t.upload_id, t.row_number, t.mismatch_id),
    index('upload_mismatches_upload_field_idx').on(t.upload_id, t.field_name, t.mismatch_id),
    index('upload_mismatches_upload_value_idx').on(
      t.upload_id,
      sql`left(${t.field_value}, 100)`,
      t.mismatch_id,
    ),
    index('upload_mismatches_upload_problem_idx').on(
      t.upload_id,
      sql`left(${t.problem}, 100)`,
      t.mismatch_id,
    ),
  ],
);

/**
 * Durable background work (e-mails, uploads). Workers claim rows with
 * FOR UPDATE SKIP LOCKED, so several server instances can share the queue.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<'pending' | 'processing' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /**
     * At most one job per key (`<kind>@<slot>` for a recurring job's slot, one per e-mail): queued
     * with ON CONFLICT DO NOTHING, so several server instances queue it once.
     */
    unique_key: text('unique_key').unique('outbox_unique_key'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.run_after)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id)],
);

/**
 * Sign-in attempts per key (a hash of the client address, or of the address and the e-mail) in a
 * one-minute window that starts with the key's first attempt. In the database, so the counters
 * survive a restart and several server instances share them (docs/decisions.md).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [index('sign_in_attempts_window_idx').on(t.window_start)],
);
