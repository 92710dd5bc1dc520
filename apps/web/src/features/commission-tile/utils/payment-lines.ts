import type { CommPayment, EmployeePartner, SaveCommPaymentBody } from '@hub/contract';
import { amountCents, formatAmountOnBlur } from './amount-input';
import type { TilePeriod } from './tile-condition';

/** Spec 000 §9: at most 2 optional share slots; loaded optional payments capped at 2. */
export const OPTIONAL_SLOTS = 2;

/** One amount of the dialog: a payee (null in an optional slot with none chosen) and, when stored, its payment. */
export type PaymentLine = {
  key: string;
  payeeUuid: string | null;
  payeeName: string;
  amount: string;
  /** The stored payment this line edits, else null (a new payment). */
  paymentUuid: string | null;
  /** The stored payment's amount (it counts in the cap), else null. */
  storedAmount: string | null;
};

export type Distribution = { main: PaymentLine[]; slots: PaymentLine[] };

export type Payees = { share_with: EmployeePartner[]; opt_share_with: EmployeePartner[] };

export const partnerName = (partner: Pick<EmployeePartner, 'first_name' | 'last_name'>) =>
  `${partner.first_name} ${partner.last_name}`.trim();

const paymentLine = (key: string, payment: CommPayment): PaymentLine => ({
  key,
  payeeUuid: payment.to_employee_uuid,
  payeeName: partnerName({
    first_name: payment.to_employee_first_name,
    last_name: payment.to_employee_last_name,
  }),
  amount: formatAmountOnBlur(payment.amount),
  paymentUuid: payment.uuid,
  storedAmount: payment.amount,
});

const emptySlot = (index: number): PaymentLine => ({
  key: `slot-${index}`,
  payeeUuid: null,
  payeeName: '',
  amount: '',
  paymentUuid: null,
  storedAmount: null,
});

/** Whether the dialog has nothing to show: no payees of either list and no stored payment. */
export function isEmptyDistribution(payees: Payees, payments: readonly CommPayment[]): boolean {
  return payees.share_with.length === 0 && payees.opt_share_with.length === 0 && payments.length === 0;
}

/**
 * The dialog's lines (spec 000 §4, §5): one per share_with payee with its stored payment if any; the
 * stored payments to optional payees fill the optional slots (at most 2), the other slots empty; a stored
 * payment to anyone else is listed too, so it can still be edited.
 */
export function buildDistribution(payees: Payees, payments: readonly CommPayment[]): Distribution {
  const remaining = [...payments];
  const take = (uuid: string) => {
    const index = remaining.findIndex((payment) => payment.to_employee_uuid === uuid);
    return index === -1 ? undefined : remaining.splice(index, 1)[0];
  };
  const main: PaymentLine[] = payees.share_with.map((partner) => {
    const payment = take(partner.uuid);
    return payment
      ? paymentLine(`main-${partner.uuid}`, payment)
      : {
          key: `main-${partner.uuid}`,
          payeeUuid: partner.uuid,
          payeeName: partnerName(partner),
          amount: '',
          paymentUuid: null,
          storedAmount: null,
        };
  });
  const optional = new Set(payees.opt_share_with.map((partner) => partner.uuid));
  const loaded = remaining
    .filter((payment) => optional.has(payment.to_employee_uuid))
    .slice(0, OPTIONAL_SLOTS);
  const slots = Array.from({ length: OPTIONAL_SLOTS }, (_, index) => {
    const payment = loaded[index];
    return payment ? paymentLine(`slot-${index}`, payment) : emptySlot(index);
  });
  const others = remaining.filter(
    (payment) => !loaded.includes(payment) && !optional.has(payment.to_employee_uuid),
  );
  return {
    main: [...main, ...others.map((payment) => paymentLine(`other-${payment.uuid}`, payment))],
    slots,
  };
}

const chosenInSlots = (distribution: Distribution) =>
  new Set(distribution.slots.map((slot) => slot.payeeUuid).filter((uuid) => uuid !== null));

/**
 * Each line's label: the payee's name, and where one payee has several stored payments of the period
 * ('Ann Lee (payment 1)', 'Ann Lee (payment 2)') so that each field says which one it edits.
 */
export function lineLabels(lines: readonly PaymentLine[]): string[] {
  const total = new Map<string, number>();
  for (const line of lines) total.set(line.payeeName, (total.get(line.payeeName) ?? 0) + 1);
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const count = (seen.get(line.payeeName) ?? 0) + 1;
    seen.set(line.payeeName, count);
    return (total.get(line.payeeName) ?? 0) > 1 ? `${line.payeeName} (payment ${count})` : line.payeeName;
  });
}

/** The main list: a payee chosen in an optional slot leaves it (unless a stored payment is listed there). */
export function visibleMainLines(distribution: Distribution): PaymentLine[] {
  const chosen = chosenInSlots(distribution);
  return distribution.main.filter(
    (line) => line.paymentUuid !== null || line.payeeUuid === null || !chosen.has(line.payeeUuid),
  );
}

/** The optional payees a slot offers: every optional payee but the one chosen in another slot. */
export function slotOptions(
  payees: Payees,
  distribution: Distribution,
  slotIndex: number,
): EmployeePartner[] {
  const taken = new Set(
    distribution.slots.filter((_, index) => index !== slotIndex).map((slot) => slot.payeeUuid),
  );
  return payees.opt_share_with.filter((partner) => !taken.has(partner.uuid));
}

/** The lines that count: the visible main lines and the slots with a payee chosen. */
export function activeLines(distribution: Distribution): PaymentLine[] {
  return [...visibleMainLines(distribution), ...distribution.slots.filter((slot) => slot.payeeUuid !== null)];
}

/** The stored amounts being edited (added back to the end balance for the cap). */
export function storedAmounts(distribution: Distribution): string[] {
  return [...distribution.main, ...distribution.slots]
    .map((line) => line.storedAmount)
    .filter((amount): amount is string => amount !== null);
}

export type PlannedSave = { uuid: string | null; body: SaveCommPaymentBody };

/**
 * Spec 000 §4: a stored payment (has id) is updated, a new one above zero created, a new one with no
 * amount skipped.
 */
export function plannedSaves(
  distribution: Distribution,
  payerUuid: string,
  period: TilePeriod,
): PlannedSave[] {
  return activeLines(distribution).flatMap((line): PlannedSave[] => {
    if (line.payeeUuid === null) return [];
    if (line.paymentUuid === null && amountCents(line.amount) <= 0) return [];
    return [
      {
        uuid: line.paymentUuid,
        body: {
          from_employee_uuid: payerUuid,
          to_employee_uuid: line.payeeUuid,
          period_begin: period.start_date,
          period_end: period.end_date,
          amount: formatAmountOnBlur(line.amount) || '0.00',
        },
      },
    ];
  });
}

/** The distribution with the line of `key` (main or slot) changed. */
export function updateLine(
  distribution: Distribution,
  key: string,
  patch: Partial<PaymentLine>,
): Distribution {
  const change = (line: PaymentLine) => (line.key === key ? { ...line, ...patch } : line);
  return { main: distribution.main.map(change), slots: distribution.slots.map(change) };
}
