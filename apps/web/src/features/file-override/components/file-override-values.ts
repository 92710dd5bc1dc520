import type {
  CreateFileAdjustmentInput,
  FileAdjustment,
  FileAdjustmentAmount,
  FileOverride,
  SaveFileOverrideInput,
} from '@hub/contract';
import { fromCents } from '@hub/domain/money';
import { adjustmentTotal } from '@hub/domain/revenue';

// The texts of spec 001 §8 and the dialog's own.
export const NO_ADJUSTMENTS = 'No adjustments to show.';
export const ADJUSTMENTS_LOAD_FAILED = 'Failed to load adjustments.';
export const ADJUSTMENT_CREATE_FAILED = 'Failed to create adjustment.';
export const ADJUSTMENT_DELETE_FAILED = 'Failed to delete adjustment.';
export const FILE_DELETE_FAILED = 'Delete failed. You may not have permission or the file no longer exists.';
export const FILE_LOAD_FAILED = 'Failed to load file.';
export const FILE_SAVE_FAILED = 'Failed to save file.';
export const FILE_DELETE_CONFIRM = 'Delete this file and its adjustments?';
export const ADJUSTMENT_DELETE_CONFIRM = 'Delete this adjustment?';
export const BRANCH_PLACEHOLDER = '— Select Branch —';
export const JV_PLACEHOLDER = '— None —';

/**
 * Spec 001 §5: a blank or non-numeric number is sent as null. A number input hands over '' for
 * anything it cannot read, so only text is looked at, never parsed into a float: what is typed is sent
 * as decimal text, and the contract refuses (at the field) an amount with more than two decimals.
 */
export function amountOrNull(text: string): string | null {
  const trimmed = text.trim();
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? trimmed.replace(/\.$/, '') : null;
}

/** A blank date is sent as null. */
export const dateOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

// ---- Override File Values ---------------------------------------------------------------------

export type OverrideFormValues = {
  calc_close_date: string;
  title_processing: string;
  settlement_fee: string;
  owners_policy: string;
  lenders_policy: string;
  endorsements: string;
  /** The branch's id as text; '' for none. */
  settlement_agency_id: string;
  /** The JV's id as text; '' for none. */
  external_title_company_id: string;
};

/** The form prefilled from the file (GET /files/{uuid}). */
export function toOverrideFormValues(file: FileOverride): OverrideFormValues {
  return {
    calc_close_date: file.calc_close_date ?? '',
    title_processing: file.title_processing,
    settlement_fee: file.settlement_fee,
    owners_policy: file.owners_policy,
    lenders_policy: file.lenders_policy,
    endorsements: file.endorsements,
    settlement_agency_id: file.settlement_agency ? String(file.settlement_agency.branch_id) : '',
    external_title_company_id: file.external_title_company ? String(file.external_title_company.jv_id) : '',
  };
}

const idOrNull = (text: string): number | null => (text === '' ? null : Number(text));

/** PUT /files/{uuid}'s body (spec 001 §7): every field, blanks as null. */
export function toOverrideBody(values: OverrideFormValues): SaveFileOverrideInput {
  return {
    calc_close_date: dateOrNull(values.calc_close_date),
    settlement_agency_id: idOrNull(values.settlement_agency_id),
    external_title_company_id: idOrNull(values.external_title_company_id),
    owners_policy: amountOrNull(values.owners_policy),
    lenders_policy: amountOrNull(values.lenders_policy),
    endorsements: amountOrNull(values.endorsements),
    title_processing: amountOrNull(values.title_processing),
    settlement_fee: amountOrNull(values.settlement_fee),
  };
}

/** A picker's options: the records offered, plus the file's own when the list lacks it (inactive). */
export function withCurrent(
  options: readonly { value: string; label: string }[],
  current: { value: string; label: string } | null,
): { value: string; label: string }[] {
  if (!current || options.some((o) => o.value === current.value)) return [...options];
  return [current, ...options];
}

// ---- File Adjustments -------------------------------------------------------------------------

/** The add form's amount fields, as the dialog shows them. */
export const ADJUSTMENT_FIELDS: readonly { field: FileAdjustmentAmount; label: string }[] = [
  { field: 'magnus_escrow', label: 'Magnus Escrow' },
  { field: 'bundled_escrow', label: 'Bundled Escrow' },
  { field: 'magnus_title', label: 'Magnus Title' },
  { field: 'partner_title', label: 'Partner Title' },
  { field: 'title_processsing', label: 'Title Processing' },
  { field: 'endorsements', label: 'Endorsements' },
];

export type AdjustmentFormValues = { [K in FileAdjustmentAmount]: string } & {
  posting_date: string;
  event_date: string;
  reason: string;
  note: string;
};

/** An empty add form; the posting date defaults to today (in Los Angeles, spec 001 §5). */
export function emptyAdjustment(postingDate: string): AdjustmentFormValues {
  return {
    posting_date: postingDate,
    event_date: '',
    magnus_escrow: '',
    bundled_escrow: '',
    magnus_title: '',
    partner_title: '',
    title_processsing: '',
    endorsements: '',
    reason: '',
    note: '',
  };
}

/**
 * POST /file-adjustments' body (spec 001 §5): numbers as decimal text or null when blank or not a
 * number; amounts may be negative; reason and note null when blank. A missing posting date is blank
 * text, which the contract refuses with 'Posting Date is required.' before anything is sent.
 */
export function toAdjustmentBody(fileId: number, values: AdjustmentFormValues): CreateFileAdjustmentInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    esc_file_id: fileId,
    posting_date: values.posting_date.trim(),
    event_date: dateOrNull(values.event_date),
    magnus_escrow: amountOrNull(values.magnus_escrow),
    magnus_title: amountOrNull(values.magnus_title),
    partner_title: amountOrNull(values.partner_title),
    title_processsing: amountOrNull(values.title_processsing),
    bundled_escrow: amountOrNull(values.bundled_escrow),
    endorsements: amountOrNull(values.endorsements),
    reason: text(values.reason),
    note: text(values.note),
  };
}

/** After a successful add: the fields are cleared, the posting date stays (spec 001 §4). */
export const afterAdd = (values: AdjustmentFormValues): AdjustmentFormValues =>
  emptyAdjustment(values.posting_date);

/** An adjustment's sum: every amount of the row, in cents (packages/domain adjustmentTotal). */
export const adjustmentSum = (row: FileAdjustment): string => fromCents(adjustmentTotal(row));
