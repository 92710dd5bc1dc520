import type { State } from '@hub/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { ClientHistoryTile, Tile } from '@/components/tiles';
import { useEscrowMonths } from '../api/get-escrow-month';
import { escrowMonths } from '../utils/escrow-months';
import { EscrowMonthTile } from './escrow-month-tile';
import { LinkedOfficersTile } from './linked-officers-tile';

export const AWAITING_DISTRIBUTION_TITLE = 'Awaiting Commission Distribution';

export type EscrowDashboardTilesProps = {
  employeeUuid: string;
  /** The state of the branch summary until the employee's own is known (the token's default state). */
  defaultState: State;
  /** The commission tile (spec 000 §4), when the page has one for this employee. */
  commissionTile?: ReactNode;
  /** The branch escrow summary in its compact form, for the employee's state. */
  branchSummary?: (state: State) => ReactNode;
  /** The instant the months are of (tests); now unless given. */
  now?: Date;
};

/**
 * The escrow dashboard's tiles (spec 000 §2 /EscrowDashboard): the commission tile, the previous,
 * current and next month in Los Angeles time, the linked branch escrow officers' current month, the
 * Client History search, the Awaiting Commission
 * Distribution placeholder and the branch escrow summary in compact mode. Tiles stack on a phone.
 */
export function EscrowDashboardTiles({
  employeeUuid,
  defaultState,
  commissionTile,
  branchSummary,
  now,
}: EscrowDashboardTilesProps) {
  const months = useMemo(() => escrowMonths(now), [now]);
  const figures = useEscrowMonths(employeeUuid, months);
  // The answer names the employee's state (the branch summary's).
  const state = figures.state ?? defaultState;
  const current = months[1];

  return (
    <Stack gap="lg">
      {/* The commission tile (spec 000 §4): given by the page when it applies. */}
      {commissionTile}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {months.map((month) => (
          <EscrowMonthTile
            key={month.key}
            month={month}
            figures={figures.figuresOf(month)}
            loading={figures.isPending}
          />
        ))}
      </SimpleGrid>
      {current && (
        <LinkedOfficersTile
          month={current}
          officers={figures.linkedOfficersOf(current)}
          loading={figures.isPending}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ClientHistoryTile />
        <Tile
          title={AWAITING_DISTRIBUTION_TITLE}
          description="Commissions awaiting distribution will be listed here."
          comingSoon
        />
      </SimpleGrid>
      {branchSummary?.(state)}
    </Stack>
  );
}
