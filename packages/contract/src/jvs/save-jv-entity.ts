import { z } from 'zod';
import { ZStateCode } from '../common/primitives.ts';
import { JV_PHONE_MAX, JV_ZIP_MAX, MAGNUS_TITLE_PCT_RULE } from './jv-entity.ts';

/** Optional text: trimmed, empty becomes null; undefined means "not sent". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** '#rrggbb'. */
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #000000');

/**
 * Magnus Title %: a whole percent 0..100 divided by 100, so a fraction 0..1 with at most 2 decimals
 * ('0.35'; trailing zeros as stored, '0.350000', are fine). 12.5 % ('0.125') is refused, not rounded.
 */
const magnusFraction = z
  .string()
  .trim()
  .regex(/^(0(\.\d{1,2}0{0,4})?|1(\.0{1,6})?)$/, MAGNUS_TITLE_PCT_RULE);

/**
 * POST /jv-entities and PUT /jv-entities/{id} (spec 000 §3 JV entity, §5 JV form).
 * `name` is required. Every other field may be left out: on create it then takes its default
 * (null; is_active true, colors '#000000', sort_order 20), on update it keeps its stored value;
 * null (or empty text) clears it. The logo is changed through PATCH /jv-entities/{id}/logo.
 */
export const ZSaveJvEntityBody = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200, 'must be at most 200 characters'),
  alias: optionalText(200),
  jv_website: optionalText(500),
  jv_license_num: optionalText(100),
  phone_number: optionalText(JV_PHONE_MAX),
  fax: optionalText(JV_PHONE_MAX),
  add1: optionalText(200),
  add2: optionalText(200),
  city: optionalText(100),
  /** AZ or NV in any case; null or empty for a JV without a state ('Unassigned'). */
  st: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(ZStateCode.nullable())
    .nullish(),
  zip: z
    .string()
    .trim()
    .regex(new RegExp(`^(\\d{${JV_ZIP_MAX}})?$`), `must be ${JV_ZIP_MAX} digits`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  is_active: z.boolean().optional(),
  info_subdomain: optionalText(100),
  /** employee_id of an existing employee, or null. */
  title_officer: z.number().int().positive('must be an employee id').nullish(),
  title_email: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  primary_color: color.optional(),
  secondary_color: color.optional(),
  about_info: optionalText(5000),
  /** Fraction 0..1 as decimal text ('0.35' for 35 %); the form edits a whole percent. */
  magnus_title_pct: magnusFraction.nullish(),
  /** 'Report Order'. */
  sort_order: z.number().int('must be a whole number').min(-1_000_000).max(1_000_000).optional(),
});
export type SaveJvEntityBody = z.input<typeof ZSaveJvEntityBody>;
export type SaveJvEntityValues = z.output<typeof ZSaveJvEntityBody>;
