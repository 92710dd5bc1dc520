import { z } from 'zod';
import { ZDateRange } from '../common/date-range.ts';
import { ZUuid } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';

/** Why `email=true` without `employee_uuid` is refused: it e-mails one employee's workbook. */
export const COMMISSION_XLS_EMAIL_NEEDS_EMPLOYEE =
  "email=true needs employee_uuid: it e-mails one employee's workbook (eml_all_items=true e-mails every employee's)";
/** Why `eml_all_items=true` is refused beside `employee_uuid` or `email=true`: it is every employee's workbook. */
export const COMMISSION_XLS_ALL_ITEMS_ALONE =
  "eml_all_items=true e-mails every employee's workbook of the period: it takes neither employee_uuid nor email=true";
/** Why a download without `employee_uuid` is refused: a download is one employee's workbook. */
export const COMMISSION_XLS_DOWNLOAD_NEEDS_EMPLOYEE =
  "employee_uuid: required to download a workbook (or eml_all_items=true to e-mail every employee's)";

/**
 * GET /commission/xls (spec 001 §7): the commission spreadsheets of the period `start_date` to
 * `end_date` (YYYY-MM-DD, both required, in order), one workbook per employee (sheets Summary, Steps,
 * Files). `employee_uuid` with `email=true` e-mails that employee's workbook to the signed-in user;
 * `eml_all_items=true` e-mails every employee's workbook of the period in one message; `employee_uuid`
 * alone downloads the workbook.
 */
export const ZCommissionXlsQuery = ZDateRange('start_date', 'end_date')
  .safeExtend({
    employee_uuid: ZUuid.optional(),
    email: ZQueryFlag.optional(),
    eml_all_items: ZQueryFlag.optional(),
  })
  .refine((query) => query.email !== true || query.employee_uuid !== undefined, {
    message: COMMISSION_XLS_EMAIL_NEEDS_EMPLOYEE,
    path: ['employee_uuid'],
  })
  .refine(
    (query) => query.eml_all_items !== true || (query.employee_uuid === undefined && query.email !== true),
    { message: COMMISSION_XLS_ALL_ITEMS_ALONE, path: ['eml_all_items'] },
  )
  .refine(
    (query) => query.email === true || query.eml_all_items === true || query.employee_uuid !== undefined,
    {
      message: COMMISSION_XLS_DOWNLOAD_NEEDS_EMPLOYEE,
      path: ['employee_uuid'],
    },
  );
export type CommissionXlsQuery = z.input<typeof ZCommissionXlsQuery>;

/** 202 of the e-mailing calls: the message is queued to the signed-in user with `workbooks` attachments. */
export const ZCommissionXlsQueued = z.object({
  queued: z.literal(true),
  to: z.string(),
  workbooks: z.number().int(),
});
export type CommissionXlsQueued = z.infer<typeof ZCommissionXlsQueued>;

export const COMMISSION_XLS_PATH = '/commission/xls';
