import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money in dollars and cents: exact numeric, returned as a string by both drivers. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A fraction such as 0.12 for 12%, edited as a percentage on the screens. */
export const fraction = (name: string) => numeric(name, { precision: 9, scale: 6 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic-concurrency version, sent as the ETag and checked against If-Match. */
export const version = () => integer('version').notNull().default(1);
