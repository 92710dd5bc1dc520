import { z } from 'zod';
import { ZIsoDate, ZMoney, ZUuid, ZVersion } from '../common/primitives.ts';
import { ZAmountInput, ZDateOrBlank } from './inputs.ts';

/** The `:file_uuid` of /files/{file_uuid}. */
export const ZFileParams = z.strictObject({ file_uuid: ZUuid });
export type FileParams = z.infer<typeof ZFileParams>;

/**
 * GET /files/{file_uuid}: what the file override dialog (spec 001 §2) is prefilled with, with the
 * file's version (also its ETag) for the save's If-Match. `calc_close_date` is the closing date the
 * file counts on (DOMAIN.md §2); `override_close_date` the part of it a super user set, if any.
 */
export const ZFileOverride = z.object({
  file_id: z.number().int(),
  file_uuid: ZUuid,
  order_number: z.string(),
  state: z.string(),
  calc_close_date: ZIsoDate.nullable(),
  override_close_date: ZIsoDate.nullable(),
  title_processing: ZMoney,
  settlement_fee: ZMoney,
  owners_policy: ZMoney,
  lenders_policy: ZMoney,
  endorsements: ZMoney,
  /** The settling branch (spec 001 §3 File: settlement_agency), null when the file has none. */
  settlement_agency: z.object({ branch_id: z.number().int(), name: z.string() }).nullable(),
  /** The JV partner (external_title_company), null when the file has none. */
  external_title_company: z.object({ jv_id: z.number().int(), name: z.string() }).nullable(),
  version: ZVersion,
});
export type FileOverride = z.infer<typeof ZFileOverride>;

const id = (what: string) =>
  z
    .number(`must be a ${what} number`)
    .int(`must be a ${what} number`)
    .positive(`must be a ${what} number`)
    .max(2_147_483_647, `must be a ${what} number`);

/**
 * PUT /files/{file_uuid} (spec 001 §7), super only; If-Match with the file's ETag refuses a stale
 * save (412). A field left out keeps its value. `calc_close_date` sets the closing date: a date the
 * file's own dates give already leaves no override, another date is kept as the override, null
 * removes the override. Blank or non-numeric amounts come as null (spec 001 §5) and are saved as 0
 * (the file's amounts are never empty). `settlement_agency_id` is the branch (null: none),
 * `external_title_company_id` the JV partner (null: none); both of the file's state.
 */
export const ZSaveFileOverrideBody = z.strictObject({
  calc_close_date: ZDateOrBlank.optional(),
  settlement_agency_id: id('branch').nullable().optional(),
  external_title_company_id: id('JV').nullable().optional(),
  owners_policy: ZAmountInput.optional(),
  lenders_policy: ZAmountInput.optional(),
  endorsements: ZAmountInput.optional(),
  title_processing: ZAmountInput.optional(),
  settlement_fee: ZAmountInput.optional(),
});
export type SaveFileOverrideBody = z.infer<typeof ZSaveFileOverrideBody>;
/** What the dialog sends, before the server reads it. */
export type SaveFileOverrideInput = z.input<typeof ZSaveFileOverrideBody>;

export const ZSaveFileOverrideResponse = ZFileOverride;
