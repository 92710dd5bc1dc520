import type { FinalizedPeriodCheck } from '@hub/contract';
import { Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { confirmAction } from '@/lib/confirm';
import { notify } from '@/lib/notify';
import {
  type CommissionPeriod,
  frequencyOf,
  useFinalizePeriod,
  useUnfinalizePeriod,
} from '../api/finalized-period';

/** Spec 001 §4, §8: the period's finalisation texts. */
export const PERIOD_TEXTS = {
  finalized: 'Period finalized.',
  unfinalized: 'Period unfinalized.',
  finalizeFailed: 'Failed to finalize period.',
  unfinalizeFailed: 'Failed to unfinalize period.',
  finalizeQuestion: 'Finalize this commission period?',
  unfinalizeQuestion: 'Unfinalize this commission period?',
} as const;

export type PeriodFinalizationProps = {
  period: CommissionPeriod;
  /** The period's check (GET /commissions/periods/finalized/check). */
  status: UseQueryResult<FinalizedPeriodCheck>;
};

/**
 * Spec 001 §4 (super users): the period's state and its one action, Finalize while open, Unfinalize
 * while finalised, each after a confirmation, with the spec's success and failure texts.
 */
export function PeriodFinalization({ period, status }: PeriodFinalizationProps) {
  const finalize = useFinalizePeriod(period);
  const unfinalize = useUnfinalizePeriod(period);
  const frequency = frequencyOf(period);
  const check = status.data;
  if (!frequency || !check) return null;
  const busy = finalize.isPending || unfinalize.isPending;

  const handleFinalize = async () => {
    if (!(await confirmAction(PERIOD_TEXTS.finalizeQuestion, { confirmLabel: 'Finalize' }))) return;
    finalize.mutate(
      { period, frequency },
      {
        onSuccess: () => notify.success(PERIOD_TEXTS.finalized),
        onError: () => notify.error(PERIOD_TEXTS.finalizeFailed),
      },
    );
  };

  const handleUnfinalize = async (pfUuid: string) => {
    if (!(await confirmAction(PERIOD_TEXTS.unfinalizeQuestion, { confirmLabel: 'Unfinalize' }))) return;
    unfinalize.mutate(
      { pfUuid },
      {
        onSuccess: () => notify.success(PERIOD_TEXTS.unfinalized),
        onError: () => notify.error(PERIOD_TEXTS.unfinalizeFailed),
      },
    );
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm">{check.finalized ? 'This period is finalized.' : 'This period is open.'}</Text>
      {check.finalized && check.pf_uuid ? (
        <Button
          variant="default"
          loading={busy}
          onClick={() => void handleUnfinalize(check.pf_uuid as string)}
        >
          Unfinalize
        </Button>
      ) : (
        <Button loading={busy} onClick={() => void handleFinalize()}>
          Finalize
        </Button>
      )}
    </Group>
  );
}
