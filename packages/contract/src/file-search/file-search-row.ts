import { z } from 'zod';
import { ZIsoDate, ZMoney } from '../common/primitives.ts';

const ZPersonName = z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() });
export type PersonName = z.infer<typeof ZPersonName>;

/**
 * Spec 001 §3 "File (search)": one escrow file as file search and client search list it (and the
 * override dialog prefills from it). A link the file lacks (no escrow officer, no JV) is null.
 */
export const ZFileSearchRow = z.object({
  file_id: z.number().int(),
  file_uuid: z.uuid(),
  order_number: z.string(),
  open_date: ZIsoDate,
  /** The order system's close date (for an open file, the date it is set to close). */
  close_date: ZIsoDate.nullable(),
  /** The date the file counts as closed (DOMAIN.md §2): the override, else disbursement, else posting. */
  calc_close_date: ZIsoDate.nullable(),
  escrow_officer: ZPersonName.nullable(),
  marketing_rep: ZPersonName.nullable(),
  /** The settling branch. */
  settlement_agency: z.object({ name: z.string(), branch_id: z.number().int() }).nullable(),
  /** The client's own name, else its company's. */
  directing_client: z.object({ name: z.string().nullable() }).nullable(),
  listing_agency: z.string().nullable(),
  listing_agent_name: z.string().nullable(),
  selling_agency: z.string().nullable(),
  selling_agent_name: z.string().nullable(),
  /** The JV partner (title company) of the file. */
  external_title_company: z.object({ jv_id: z.number().int(), name: z.string() }).nullable(),
  lender_name: z.string().nullable(),
  property: z.object({ state: z.string().nullable() }),
  revenue_components: z.object({
    title_processing: ZMoney,
    settlement_fee: ZMoney,
    owners_policy: ZMoney,
    lenders_policy: ZMoney,
    endorsements: ZMoney,
  }),
});
export type FileSearchRow = z.infer<typeof ZFileSearchRow>;

/** A person's name as the lists show it: 'First Last' ('' for nobody). */
export function personName(person: PersonName | null | undefined): string {
  if (!person) return '';
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/** The Close Date a list shows: the date the file closed (calc_close_date), else the date it is set to close. */
export function fileCloseDate(file: Pick<FileSearchRow, 'close_date' | 'calc_close_date'>): string | null {
  return file.calc_close_date ?? file.close_date;
}
