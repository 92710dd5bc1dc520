import { z } from 'zod';
import { phoneDigitsOrNull } from '../common/phone.ts';
import { ZStateCode } from '../common/primitives.ts';
import { ZBranch, ZBranchParams } from './branch.ts';

/** Free text that may be cleared: trimmed, and '' is stored as null. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * Spec 000 §5: the phone is stripped to digits on save; spec 000 §9: ten digits (a leading country
 * code 1 is dropped). Empty means none.
 */
export const ZBranchPhone = z
  .string()
  .max(30, 'must be at most 30 characters')
  .nullable()
  .transform((value, ctx) => {
    const digits = phoneDigitsOrNull(value);
    if (digits === null) return null;
    if (digits.length !== 10) {
      ctx.addIssue({ code: 'custom', message: 'must be a 10-digit phone number' });
      return z.NEVER;
    }
    return digits;
  });

const branchFields = {
  code: clearableText(20).optional(),
  name: z.string().trim().min(1, 'Name is required').max(200, 'must be at most 200 characters'),
  alias: clearableText(200).optional(),
  add1: clearableText(200).optional(),
  add2: clearableText(200).optional(),
  city: clearableText(100).optional(),
  /** AZ or NV, any case; default AZ. */
  state: ZStateCode.optional(),
  /** Five digits (or ZIP+4). */
  zip: z
    .string()
    .trim()
    .regex(/^(?:\d{5}(?:-\d{4})?)?$/, 'must be a 5-digit ZIP code')
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  phone_number: ZBranchPhone.optional(),
  /** Default true. */
  active: z.boolean().optional(),
  escrow_employee_count_override: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000)
    .nullable()
    .optional(),
  /** Must be an existing cost center; null for none. */
  cost_center_id: z.number().int().positive('must be a cost center id').nullable().optional(),
};

/** POST /branches: name required; omitted fields take their defaults. */
export const ZCreateBranchBody = z.strictObject(branchFields);
export type CreateBranchBody = z.input<typeof ZCreateBranchBody>;

/** PUT /branches/{uuid}: an omitted field keeps its value. */
export const ZUpdateBranchBody = z.strictObject({ ...branchFields, name: branchFields.name.optional() });
export type UpdateBranchBody = z.input<typeof ZUpdateBranchBody>;

export const ZUpdateBranchParams = ZBranchParams;

/** Both saves answer the stored branch with its new version (also the ETag). */
export const ZSaveBranchResponse = ZBranch;
export type SaveBranchResponse = z.infer<typeof ZSaveBranchResponse>;
