import type { CommissionRow } from '@hub/contract';
import { formatUsd, monthName } from '@hub/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Tile } from '@/components/tiles';
import { useSession } from '@/lib/auth';
import { useEmailSpreadsheet } from '../api/email-spreadsheet';
import { useCommissionRow } from '../api/get-commission-row';
import { useMonthFinalized } from '../api/get-finalized-check';
import { canDistribute, isBeforeTileCutoff, showCommissionTile, tilePeriod } from '../utils/tile-condition';
import { DistributionDialog } from './distribution-dialog';

/** Spec 000 §4, §8 the spreadsheet e-mail's texts (word for word). */
export const EMAIL_SENDING = 'Sending…';
export const EMAIL_QUEUED = 'Commission spreadsheet queued for to your email';
export const EMAIL_FAILED = 'Failed to queue email.';

export type CommissionTileProps = {
  /** The employee whose dashboard shows the tile. */
  employeeUuid: string;
  /** The token has view_user_id (a Sales-Assistant viewing a rep): the distribution is hidden. */
  impersonating: boolean;
  /** A demo rep sees the tile before the month is finalised; default: the token's demo_rep for one's own dashboard. */
  demoRep?: boolean;
  /** The instant the tile is shown at (tests); default now. */
  now?: Date;
};

const FIGURES: ReadonlyArray<[label: string, field: keyof CommissionRow]> = [
  ['Comm. Revenue', 'comable_rev'],
  ['Base', 'base_amt'],
  ['Commission', 'comm_amt'],
  ['Paid Out', 'comm_paid_out'],
  ['End Balance', 'comm_end_balance'],
];

/**
 * Spec 000 §4 the commission tile: the previous month's commission row of the employee, shown only
 * before the 25th (Los Angeles) for a finalised month (a demo rep: finalised or not) when the row exists;
 * the spreadsheet e-mail and, unless impersonating, the distribution dialog.
 */
export function CommissionTile({ employeeUuid, impersonating, demoRep, now }: CommissionTileProps) {
  const session = useSession();
  const demo =
    demoRep ?? (session?.claims.demo_rep === true && session.claims.employee_uuid === employeeUuid);
  const at = now ?? new Date();
  const period = tilePeriod(at);
  const beforeCutoff = isBeforeTileCutoff(at);
  const finalized = useMonthFinalized(period, beforeCutoff && !demo);
  const isFinalized = finalized.data?.finalized === true;
  const row = useCommissionRow(period, employeeUuid, beforeCutoff && (demo || isFinalized));
  const email = useEmailSpreadsheet();
  const [distributing, setDistributing] = useState(false);

  const commission = row.data ?? null;
  if (!commission || !showCommissionTile({ now: at, finalized: isFinalized, hasRow: true, demoRep: demo }))
    return null;

  return (
    <Tile title="Commission" description={monthName(period.start_date)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" component="dl" m={0}>
          {FIGURES.map(([label, field]) => (
            <div key={field}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {formatUsd(String(commission[field]))}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            loading={email.isPending}
            onClick={() => email.mutate({ ...period, employee_uuid: employeeUuid })}
          >
            Email spreadsheet
          </Button>
          {canDistribute(impersonating) && (
            <Button variant="light" onClick={() => setDistributing(true)}>
              Distribute Commission
            </Button>
          )}
        </Group>
        {email.isPending && (
          <Text size="sm" role="status">
            {EMAIL_SENDING}
          </Text>
        )}
        {email.isSuccess && (
          <Text size="sm" c="green" role="status">
            {EMAIL_QUEUED}
          </Text>
        )}
        {email.isError && (
          <Text size="sm" c="red" role="alert">
            {EMAIL_FAILED}
          </Text>
        )}
      </Stack>
      {canDistribute(impersonating) && (
        <DistributionDialog
          opened={distributing}
          onClose={() => setDistributing(false)}
          payerUuid={employeeUuid}
          period={period}
          endBalance={commission.comm_end_balance}
        />
      )}
    </Tile>
  );
}
