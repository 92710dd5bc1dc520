import type { CommPayment, GetEmployeeSecureResponse } from '@hub/contract';
import { formatUsd } from '@hub/domain';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { usePayerPayments, useSavePayments } from '../api/comm-payments';
import { usePayer } from '../api/get-payer';
import {
  canSavePayments,
  exceedsCap,
  formatAmountOnBlur,
  paymentCap,
  sanitizeAmount,
  totalCents,
} from '../utils/amount-input';
import {
  activeLines,
  buildDistribution,
  type Distribution,
  isEmptyDistribution,
  lineLabels,
  type PaymentLine,
  partnerName,
  plannedSaves,
  slotOptions,
  storedAmounts,
  updateLine,
  visibleMainLines,
} from '../utils/payment-lines';
import type { TilePeriod } from '../utils/tile-condition';

/** Spec 000 §8 texts of the payments dialog. */
export const PAYER_LOAD_FAILED = 'Failed to load employee.';
export const NO_PAYEES = 'No eligible payees or existing payments for this period.';
export const NO_PAYER = 'No payer loaded.';
export const OVER_CAP = 'Total exceeds available commission.';
export const NO_CAP = 'No cap enforced.';
export const SAVE_FAILED = 'Failed to save commission payments.';

export type DistributionDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The payer: the employee whose commission is distributed. */
  payerUuid: string;
  /** The commission period the payments are for. */
  period: TilePeriod;
  /** The row's comm_end_balance, null when unknown (no cap). */
  endBalance: string | null;
};

/**
 * Spec 000 §4, §5 the commission distribution (split-payment) dialog: loading, then 'Failed to load
 * employee.', an empty state, or the editable list of the payer's payees and payments.
 */
export function DistributionDialog({
  opened,
  onClose,
  payerUuid,
  period,
  endBalance,
}: DistributionDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Commission Distribution"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {opened && (
        <DistributionBody payerUuid={payerUuid} period={period} endBalance={endBalance} onClose={onClose} />
      )}
    </Modal>
  );
}

function DistributionBody({
  payerUuid,
  period,
  endBalance,
  onClose,
}: Omit<DistributionDialogProps, 'opened'>) {
  const payer = usePayer(payerUuid, payerUuid !== '');
  const payments = usePayerPayments(period, payerUuid, payerUuid !== '');

  if (payerUuid === '') return <Text>{NO_PAYER}</Text>;
  if (payer.isError)
    return (
      <Alert color="red" role="alert">
        {errorDetail(payer.error, PAYER_LOAD_FAILED)}
      </Alert>
    );
  if (payer.isPending || payments.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading…</Text>
      </Group>
    );
  if (!payer.data) return <Text>{NO_PAYER}</Text>;
  const stored = payments.data ?? [];
  if (isEmptyDistribution(payer.data, stored)) return <Text>{NO_PAYEES}</Text>;
  return (
    <DistributionForm
      payer={payer.data}
      payments={stored}
      period={period}
      endBalance={endBalance}
      onClose={onClose}
    />
  );
}

type DistributionFormProps = {
  payer: GetEmployeeSecureResponse;
  payments: CommPayment[];
  period: TilePeriod;
  endBalance: string | null;
  onClose: () => void;
};

function DistributionForm({ payer, payments, period, endBalance, onClose }: DistributionFormProps) {
  const [distribution, setDistribution] = useState<Distribution>(() => buildDistribution(payer, payments));
  const save = useSavePayments();
  const lines = activeLines(distribution);
  const amounts = lines.map((line) => line.amount);
  const cap = paymentCap(endBalance, storedAmounts(distribution));
  const over = exceedsCap(amounts, cap);
  const periodKnown = period.start_date !== '' && period.end_date !== '';
  const saveAllowed = canSavePayments({ amounts, loading: false, saving: save.isPending, periodKnown });

  const change = (key: string, patch: Partial<PaymentLine>) =>
    setDistribution((current) => updateLine(current, key, patch));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saveAllowed) return;
    save.mutate(plannedSaves(distribution, payer.uuid, period), { onSuccess: onClose });
  };

  const mainLines = visibleMainLines(distribution);
  const mainLabels = lineLabels(mainLines);
  const amountInput = (line: PaymentLine, label: string, disabled = false) => (
    <TextInput
      key={line.key}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      value={line.amount}
      disabled={disabled}
      error={over && !disabled}
      aria-invalid={over && !disabled}
      onChange={(event) => change(line.key, { amount: sanitizeAmount(event.currentTarget.value) })}
      onBlur={() => change(line.key, { amount: formatAmountOnBlur(line.amount) })}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {mainLines.map((line, index) => amountInput(line, mainLabels[index] ?? line.payeeName))}
        {distribution.slots.map((slot, index) => (
          <Group key={slot.key} gap="xs" grow align="flex-start" wrap="wrap">
            <Select
              label={`Optional share ${index + 1}`}
              placeholder="Choose a payee"
              clearable
              disabled={slot.paymentUuid !== null}
              data={slotOptions(payer, distribution, index).map((partner) => ({
                value: partner.uuid,
                label: partnerName(partner),
              }))}
              value={slot.payeeUuid}
              onChange={(uuid) => {
                const partner = payer.opt_share_with.find((candidate) => candidate.uuid === uuid);
                change(slot.key, {
                  payeeUuid: partner?.uuid ?? null,
                  payeeName: partner ? partnerName(partner) : '',
                  amount: partner ? slot.amount : '',
                });
              }}
            />
            {amountInput(slot, `Optional share ${index + 1} amount`, slot.payeeUuid === null)}
          </Group>
        ))}
        <Text size="sm">
          Total {formatUsd(totalCents(amounts))}
          {cap !== null && <> of {formatUsd(cap)} available</>}
        </Text>
        {cap === null ? (
          <Text size="sm" c="dimmed">
            {NO_CAP}
          </Text>
        ) : (
          over && (
            <Text size="sm" c="red" role="alert">
              {OVER_CAP}
            </Text>
          )
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {errorDetail(save.error, SAVE_FAILED)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!saveAllowed} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
