import {
  addCents,
  type Cents,
  compareCents,
  fromCents,
  roundToCents,
  sumCents,
  ZERO_CENTS,
} from '@hub/domain';

/** Spec 000 §5: a payment amount keeps digits and one decimal point only (the first one typed). */
export function sanitizeAmount(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/** The amount in cents; an empty or unreadable amount ('', '.') is zero. */
export function amountCents(text: string): Cents {
  const clean = sanitizeAmount(text);
  if (!/\d/.test(clean)) return ZERO_CENTS;
  return roundToCents(clean.startsWith('.') ? `0${clean}` : clean.endsWith('.') ? clean.slice(0, -1) : clean);
}

/** Spec 000 §5: on blur an amount is written with 2 decimals ('12' -> '12.00'); empty stays empty. */
export function formatAmountOnBlur(text: string): string {
  const clean = sanitizeAmount(text);
  return /\d/.test(clean) ? fromCents(amountCents(clean)) : '';
}

export function totalCents(amounts: readonly string[]): Cents {
  return sumCents(amounts.map(amountCents));
}

/**
 * The available commission (spec 000 §5): the row's comm_end_balance plus the amounts of the existing
 * payments being edited (their old amounts are already paid out of that balance). Null: no cap known.
 */
export function paymentCap(
  endBalance: string | null | undefined,
  existingAmounts: readonly string[],
): Cents | null {
  if (endBalance === null || endBalance === undefined) return null;
  return addCents(roundToCents(endBalance), totalCents(existingAmounts));
}

/** Whether the amounts together exceed the cap (never without a cap). */
export function exceedsCap(amounts: readonly string[], cap: Cents | null): boolean {
  return cap !== null && compareCents(totalCents(amounts), cap) > 0;
}

export type SaveState = {
  amounts: readonly string[];
  loading: boolean;
  saving: boolean;
  periodKnown: boolean;
};

/** Spec 000 §4, §5: Save only with an amount above zero, while nothing loads or saves, the period known. */
export function canSavePayments({ amounts, loading, saving, periodKnown }: SaveState): boolean {
  return !loading && !saving && periodKnown && amounts.some((amount) => amountCents(amount) > 0);
}
