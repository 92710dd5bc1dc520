import { z } from 'zod';
import { ZVersion } from '../common/primitives.ts';
import { isUuid, ZUuidOrId } from '../common/record-key.ts';

/** Spec 000 §5 JV form: phone (and fax) at most 14 characters. */
export const JV_PHONE_MAX = 14;
/** Spec 000 §5 / §9: ZIP at most 5 (digits). */
export const JV_ZIP_MAX = 5;
/** Spec 000 §9: JV colors default to black. */
export const JV_DEFAULT_COLOR = '#000000';
/** Spec 000 §5 JV form: Magnus Title % is a number 0 to 100 in whole steps, stored divided by 100. */
export const MAGNUS_TITLE_PCT = { min: 0, max: 100, decimals: 0 } as const;
/** Why a save refuses any other magnus_title_pct (it is never rounded or cut to fit). */
export const MAGNUS_TITLE_PCT_RULE =
  'must be a whole percent from 0 to 100 as a fraction with at most 2 decimals, such as 0.35';
/** Spec 000 §9: JV sort_order ('Report Order') defaults to 20. */
export const JV_DEFAULT_SORT_ORDER = 20;

/**
 * Spec 000 §3 JV entity, as every JV call answers it. `magnus_title_pct` is a fraction 0..1 as a
 * decimal string (`'0.350000'` for 35 %); `logo` is the stored file name and `logo_url` where it is
 * served (`/static/uploads/public/{logo}`), both null without a logo.
 */
export const ZJvEntity = z.object({
  jv_id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  alias: z.string().nullable(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  jv_website: z.string().nullable(),
  jv_license_num: z.string().nullable(),
  phone_number: z.string().nullable(),
  add1: z.string().nullable(),
  add2: z.string().nullable(),
  city: z.string().nullable(),
  /** Two letters, upper case; null for a JV without a state ('Unassigned'). */
  st: z.string().nullable(),
  zip: z.string().nullable(),
  is_active: z.boolean(),
  info_subdomain: z.string().nullable(),
  /** employee_id of the title officer. */
  title_officer: z.number().int().nullable(),
  title_email: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  about_info: z.string().nullable(),
  fax: z.string().nullable(),
  magnus_title_pct: z.string().nullable(),
  /** 'Report Order'. */
  sort_order: z.number().int(),
  version: ZVersion,
});
export type JvEntity = z.infer<typeof ZJvEntity>;

/** How a path names a JV: its number (`jv_id`) or its uuid. */
export type JvKey = { jv_id: number } | { uuid: string };

/** `/jv-entities/{id}`: the numeric jv_id or the uuid. */
export const ZJvEntityParams = z.strictObject({
  id: ZUuidOrId('must be a JV number or uuid').transform(
    (s): JvKey => (isUuid(s) ? { uuid: s.toLowerCase() } : { jv_id: Number(s) }),
  ),
});
export type JvEntityParams = z.input<typeof ZJvEntityParams>;
