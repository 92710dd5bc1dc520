import { z } from 'zod';
import { dateOrderMessage, datesInOrder } from '../common/date-range.ts';
import { ZAmountText, ZIsoDate, ZMoney, ZUuid, ZVersion } from '../common/primitives.ts';
import { ZEmployee } from './employee.ts';

const BASE_FORMAT = 'must be an amount such as 5000.00';
const ZBaseAmount = ZAmountText({ format: BASE_FORMAT });

/** An amount (ZAmountText's rules and messages), or '' once trimmed: blank, allowed with a period only. */
const ZBaseText = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (text === '') return;
    const parsed = ZBaseAmount.safeParse(text);
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  });

/**
 * PATCH /employees/{uuid}/base (super only). Without a period: the employee's monthly base and its
 * description. With `period_start` and `period_end` (both or neither, in order): the base of exactly
 * that commission period (the Edit Base dialog of the Commission Summary, DOMAIN.md §4 base_amt), the
 * monthly base untouched; a blank or null base removes the period's base (the monthly base applies
 * again, halved for a half month); 0 is a base of 0. Refused with 409 while the period is finalised.
 */
export const ZUpdateEmployeeBaseBody = z
  .strictObject({
    /**
     * A non-negative amount such as '5000.00', or null for no base (with a period: the period's base
     * removed; '' too).
     */
    base: ZBaseText.nullable(),
    /** Absent keeps the stored description; '' or null clears it. */
    base_desc: z
      .string()
      .trim()
      .max(200, 'must be at most 200 characters')
      .nullish()
      .transform((v) => (v === '' ? null : v)),
    /** The first day of the period whose base this is; with `period_end`. */
    period_start: ZIsoDate.optional(),
    /** The last day of the period, on or after `period_start`. */
    period_end: ZIsoDate.optional(),
  })
  .superRefine((body, ctx) => {
    const hasStart = body.period_start !== undefined;
    const hasEnd = body.period_end !== undefined;
    if (hasStart && !hasEnd)
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: PERIOD_END_REQUIRED });
    if (hasEnd && !hasStart)
      ctx.addIssue({ code: 'custom', path: ['period_start'], message: PERIOD_START_REQUIRED });
    if (!datesInOrder(body.period_start, body.period_end)) {
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: dateOrderMessage('period_start') });
    }
    // Blank clears a period's base; the monthly base is cleared with null, as it always was.
    if (body.base === '' && !hasStart && !hasEnd)
      ctx.addIssue({ code: 'custom', path: ['base'], message: BASE_FORMAT });
  });
export type UpdateEmployeeBaseBody = z.input<typeof ZUpdateEmployeeBaseBody>;

export const PERIOD_END_REQUIRED = 'is required with period_start';
export const PERIOD_START_REQUIRED = 'is required with period_end';

/** The answer without a period: the employee, with the monthly base saved. */
export const ZUpdateEmployeeBaseResponse = ZEmployee;

/**
 * The answer with a period: the period's base as it now stands (`base` and `base_desc` null once
 * removed: the monthly base applies), and the employee's `version`, unchanged (the period's base is
 * not one of the employee's fields), sent as the ETag as the monthly answer's is.
 */
export const ZEmployeePeriodBase = z.object({
  employee_uuid: ZUuid,
  period_start: ZIsoDate,
  period_end: ZIsoDate,
  base: ZMoney.nullable(),
  base_desc: z.string().nullable(),
  version: ZVersion,
});
export type EmployeePeriodBase = z.infer<typeof ZEmployeePeriodBase>;

/** What PATCH /employees/{uuid}/base answers: the employee without a period, the period's base with one. */
export const ZUpdateEmployeeBaseAnswer = z.union([ZUpdateEmployeeBaseResponse, ZEmployeePeriodBase]);
