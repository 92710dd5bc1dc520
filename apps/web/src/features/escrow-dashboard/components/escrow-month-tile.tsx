import { formatUsd } from '@hub/domain/money';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { Tile } from '@/components/tiles';
import type { EscrowMonthFigures } from '../api/get-escrow-month';
import type { EscrowMonth } from '../utils/escrow-months';

export type EscrowMonthTileProps = {
  month: EscrowMonth;
  figures: EscrowMonthFigures;
  loading?: boolean;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={650} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** A monthly tile of the escrow dashboard (spec 000 §2): My Open, My Closed and My Comm. Revenue. */
export function EscrowMonthTile({ month, figures, loading = false }: EscrowMonthTileProps) {
  return (
    <Tile title={month.name} description={month.label}>
      <Stack gap={4} aria-label={`${month.label}, ${month.name}`} role="group">
        <Figure label="My Open" value={figures.opens.toLocaleString('en-US')} />
        <Figure label="My Closed" value={figures.closes.toLocaleString('en-US')} />
        <Figure label="My Comm. Revenue" value={formatUsd(figures.commissionableRev)} />
        {loading && <Loader size="xs" aria-label={`Loading ${month.name}`} />}
      </Stack>
    </Tile>
  );
}
