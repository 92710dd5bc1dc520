import { z } from 'zod';
import { inDateOrder } from '../common/date-range.ts';
import { ZIsoDate, ZUuid } from '../common/primitives.ts';

/**
 * The filters of GET /clients/reports/new-clients (spec 001 §7): both dates required and in order;
 * `marketing_rep_uuid` narrows the files counted to that rep's.
 */
export const ZNewClientsFilter = inDateOrder(
  z.strictObject({
    start_date: ZIsoDate,
    end_date: ZIsoDate,
    marketing_rep_uuid: z.uuid('must be the uuid of a marketing rep').optional(),
  }),
  'start_date',
  'end_date',
);
export const ZGetNewClientsQuery = ZNewClientsFilter;
export type GetNewClientsQuery = z.input<typeof ZGetNewClientsQuery>;

/**
 * Spec 001 §3 New client: a client whose first file ever (the earliest open_date of all its files)
 * opened in the range. `files` counts its files opened in the range that the caller may see (and, with
 * a rep, that rep's); `first_open_date` is the day its first file opened.
 */
export const ZNewClient = z.object({
  uuid: ZUuid,
  individual_name: z.string().nullable(),
  company_name: z.string().nullable(),
  files: z.number().int().min(1),
  first_open_date: ZIsoDate,
});
export type NewClient = z.infer<typeof ZNewClient>;

/** Sorted by company name, then individual name (ignoring case; clients without one last). */
export const ZGetNewClientsResponse = z.array(ZNewClient);
export type GetNewClientsResponse = z.infer<typeof ZGetNewClientsResponse>;

/** The 403 of a Sales, Sales-Assistant or Escrow Officer user asking for another rep's clients. */
export const NEW_CLIENTS_OTHER_REP =
  "You may see only your own clients (marketing_rep_uuid is another rep's).";
export const NEW_CLIENTS_REP_NOT_FOUND = 'Marketing rep not found.';
