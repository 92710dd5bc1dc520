import {
  type CommGuarantee,
  type CreateCommGuaranteeBody,
  type UpdateCommGuaranteeBody,
  ZGuaranteeAmount,
  ZIsoDate,
} from '@hub/contract';
import { cleanMoneyText, toCents } from '@hub/domain/money';

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

/** The amount as it is sent: what was typed, read as a decimal ('.5' is '0.5'); the contract judges it. */
export function amountText(text: string): string {
  return cleanMoneyText(text) ?? text.trim();
}

/** Nothing typed in the add row (the override flag alone is no entry). */
export function isEmptyRow(row: GuaranteeRowValues): boolean {
  return (
    row.period_beg_dt.trim() === '' && row.period_end_dt.trim() === '' && row.guarantee_amount.trim() === ''
  );
}

/** The create body of the add row, as typed: ZCreateCommGuaranteeBody says whether it can be sent. */
export function toCreateBody(row: GuaranteeRowValues): CreateCommGuaranteeBody {
  return {
    period_beg_dt: row.period_beg_dt,
    period_end_dt: row.period_end_dt,
    guarantee_amount: amountText(row.guarantee_amount),
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

/**
 * The PATCH body of an inline edit: only what changed; null when nothing did. Spec 000 §5: an
 * amount the contract refuses (empty, not positive) is discarded, the stored amount stays; a date it
 * refuses (emptied) keeps the stored one too. The same money written differently ('7500', '7500.00')
 * is no change.
 */
export function toUpdateBody(
  guarantee: CommGuarantee,
  row: GuaranteeRowValues,
): UpdateCommGuaranteeBody | null {
  const body: UpdateCommGuaranteeBody = {};
  const begin = ZIsoDate.safeParse(row.period_beg_dt);
  if (begin.success && begin.data !== guarantee.period_beg_dt) body.period_beg_dt = begin.data;
  const end = ZIsoDate.safeParse(row.period_end_dt);
  if (end.success && end.data !== guarantee.period_end_dt) body.period_end_dt = end.data;
  const amount = ZGuaranteeAmount.safeParse(amountText(row.guarantee_amount));
  if (amount.success && toCents(amount.data) !== toCents(guarantee.guarantee_amount)) {
    body.guarantee_amount = amount.data;
  }
  if (row.override_if_comm_greater !== guarantee.override_if_comm_greater) {
    body.override_if_comm_greater = row.override_if_comm_greater;
  }
  return Object.keys(body).length > 0 ? body : null;
}
