import type { CommGuarantee, CreateCommGuaranteeBody, UpdateCommGuaranteeBody } from '@hub/contract';

/** Spec 000 §5: what the add row needs before a guarantee is created. */
export const GUARANTEE_ROW_INVALID = 'Please enter begin date, end date, and a positive amount.';
export const GUARANTEE_CREATE_FAILED = 'Failed to create guarantee.';
export const GUARANTEE_UPDATE_FAILED = 'Failed to update guarantee.';
export const GUARANTEE_DELETE_FAILED = 'Failed to delete guarantee.';
export const GUARANTEE_DELETE_CONFIRM = 'Delete this guarantee?';
export const NO_GUARANTEES = 'No guarantees yet.';
export const GUARANTEES_AFTER_SAVE = 'Guarantees can be added after the employee is saved.';

/** The add row, or a row being edited, as typed. Dates are 'YYYY-MM-DD' (the date inputs' value). */
export type GuaranteeRowValues = {
  period_beg_dt: string;
  period_end_dt: string;
  guarantee_amount: string;
  override_if_comm_greater: boolean;
};

/** A new add row: override_if_comm_greater defaults to true. */
export const EMPTY_GUARANTEE_ROW: GuaranteeRowValues = {
  period_beg_dt: '',
  period_end_dt: '',
  guarantee_amount: '',
  override_if_comm_greater: true,
};

/**
 * A positive amount of dollars with at most two decimals, as the server takes it ('7500', '12.5');
 * null for anything else: empty, zero, negative, more decimals, exponents, letters.
 */
export function parsePositiveAmount(text: string): string | null {
  const amount = text.trim();
  const match = /^(\d{0,12})(?:\.(\d{0,2}))?$/.exec(amount);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (!/[1-9]/.test(whole + fraction)) return null;
  return `${whole === '' ? '0' : whole}${fraction === '' ? '' : `.${fraction}`}`;
}

const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Nothing typed in the add row (the override flag alone is no entry). */
export function isEmptyRow(row: GuaranteeRowValues): boolean {
  return (
    row.period_beg_dt.trim() === '' && row.period_end_dt.trim() === '' && row.guarantee_amount.trim() === ''
  );
}

/** The create body when the row has both dates and a positive amount; null otherwise. */
export function toCreateBody(row: GuaranteeRowValues): CreateCommGuaranteeBody | null {
  const amount = parsePositiveAmount(row.guarantee_amount);
  if (!isIsoDate(row.period_beg_dt) || !isIsoDate(row.period_end_dt) || amount === null) return null;
  return {
    period_beg_dt: row.period_beg_dt,
    period_end_dt: row.period_end_dt,
    guarantee_amount: amount,
    override_if_comm_greater: row.override_if_comm_greater,
  };
}

/** An edit row starts from the stored guarantee. */
export function toRowValues(guarantee: CommGuarantee): GuaranteeRowValues {
  return {
    period_beg_dt: guarantee.period_beg_dt,
    period_end_dt: guarantee.period_end_dt,
    guarantee_amount: guarantee.guarantee_amount,
    override_if_comm_greater: guarantee.override_if_comm_greater,
  };
}

/** Two amounts are the same money ('7500' and '7500.00'). */
function sameAmount(a: string, b: string): boolean {
  const cents = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  };
  return cents(a) === cents(b);
}

/**
 * The PATCH body of an inline edit: only what changed; null when nothing did. Spec 000 §5: an
 * amount that is empty or not positive is discarded (the stored amount stays); an emptied date
 * keeps the stored one too.
 */
export function toUpdateBody(
  guarantee: CommGuarantee,
  row: GuaranteeRowValues,
): UpdateCommGuaranteeBody | null {
  const body: UpdateCommGuaranteeBody = {};
  if (isIsoDate(row.period_beg_dt) && row.period_beg_dt !== guarantee.period_beg_dt) {
    body.period_beg_dt = row.period_beg_dt;
  }
  if (isIsoDate(row.period_end_dt) && row.period_end_dt !== guarantee.period_end_dt) {
    body.period_end_dt = row.period_end_dt;
  }
  const amount = parsePositiveAmount(row.guarantee_amount);
  if (amount !== null && !sameAmount(amount, guarantee.guarantee_amount)) body.guarantee_amount = amount;
  if (row.override_if_comm_greater !== guarantee.override_if_comm_greater) {
    body.override_if_comm_greater = row.override_if_comm_greater;
  }
  return Object.keys(body).length > 0 ? body : null;
}
