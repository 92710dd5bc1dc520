import type { GetMonthlyChargesResponse } from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { TableStatus } from '@/components/data-table';
import { PageHeader } from '@/components/page';
import { confirmAction } from '@/lib/confirm';
import { notify } from '@/lib/notify';
import { useMonthlyCharges, useSaveMonthlyCharges } from '../api/monthly-charges';
import {
  addLine,
  blocksFrom,
  type ChargeAmount,
  type ChargeBlock,
  editLine,
  employeeName,
  matchesSearch,
  removeLine,
  saveBody,
} from '../utils/charge-lines';

/** Spec 001 §2 and §8: the editor's texts. */
export const NO_MONTH_SELECTED = 'Error: No month selected.';
export const CHARGES_UPDATED = 'Charges updated!';
export const CHARGES_SAVE_FAILED = 'Failed to save changes. Check console for details.';
export const CHARGES_LOAD_FAILED = 'Could not load the charges.';
export const LEAVE_UNSAVED = 'Leave without saving your changes?';

const AMOUNT_LABELS: Record<ChargeAmount, string> = {
  loss_total: 'Loss Total',
  other_against_rev: 'Other Against Rev',
  other_against_commission: 'Other Against Commission',
};

/**
 * Spec 001 §2 /admin/charges?month_end_date=: one block per active escrow officer (at least one line
 * each), a name search, Save All at the top and bottom, add and remove per line. Any edit marks the
 * page changed; leaving with unsaved changes asks first.
 */
export function ChargesEditor() {
  const [params] = useSearchParams();
  const monthEndDate = params.get('month_end_date') ?? '';
  const answer = useMonthlyCharges(monthEndDate ? { month_end_date: monthEndDate } : null);
  if (!monthEndDate) {
    return (
      <Alert color="red" role="alert">
        {NO_MONTH_SELECTED}
      </Alert>
    );
  }
  if (!answer.data) {
    if (answer.isError) console.error(answer.error);
    return (
      <Stack>
        <PageHeader title="Monthly Charges" />
        <TableStatus status={answer} loadingLabel="Loading charges" errorText={CHARGES_LOAD_FAILED} />
      </Stack>
    );
  }
  return (
    <ChargesGrid
      key={monthEndDate}
      monthEndDate={monthEndDate}
      loaded={answer.data}
      reload={answer.refetch}
    />
  );
}

type ChargesGridProps = {
  monthEndDate: string;
  loaded: GetMonthlyChargesResponse;
  reload: () => Promise<{ data?: GetMonthlyChargesResponse }>;
};

function ChargesGrid({ monthEndDate, loaded, reload }: ChargesGridProps) {
  const [blocks, setBlocks] = useState<ChargeBlock[]>(() => blocksFrom(loaded));
  const [changed, setChanged] = useState(false);
  const [search, setSearch] = useState('');
  const save = useSaveMonthlyCharges();
  useUnsavedGuard(changed);

  const shown = useMemo(() => blocks.filter((b) => matchesSearch(b.employee, search)), [blocks, search]);
  const change = (next: (current: ChargeBlock[]) => ChargeBlock[]) => {
    setBlocks(next);
    setChanged(true);
  };

  const handleSave = async () => {
    try {
      await save.mutateAsync(saveBody(blocks, monthEndDate));
      const fresh = await reload();
      if (fresh.data) setBlocks(blocksFrom(fresh.data));
      setChanged(false);
      notify.success(CHARGES_UPDATED);
    } catch (error) {
      console.error(error);
      notify.error(CHARGES_SAVE_FAILED);
    }
  };
  const saveButton = (
    <Button onClick={() => void handleSave()} loading={save.isPending}>
      Save All
    </Button>
  );

  return (
    <Stack>
      <PageHeader
        title="Monthly Charges"
        description={`Month end ${formatUsDate(monthEndDate)}${changed ? ' (unsaved changes)' : ''}`}
        actions={saveButton}
      />
      <TextInput
        label="Search by name"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={320}
      />
      {shown.length === 0 && <Text>No escrow officers match.</Text>}
      {shown.map((block) => {
        const name = employeeName(block.employee);
        return (
          <Paper key={block.employee.employee_id} withBorder p="sm" component="section" aria-label={name}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {name}
              </Title>
              <Button
                size="xs"
                variant="light"
                onClick={() => change((current) => addLine(current, block.employee.employee_id))}
                aria-label={`Add line for ${name}`}
              >
                Add line
              </Button>
            </Group>
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    {Object.values(AMOUNT_LABELS).map((label) => (
                      <Table.Th key={label}>{label}</Table.Th>
                    ))}
                    <Table.Th>Notes</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Remove</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {block.lines.map((line, index) => (
                    <Table.Tr key={line.uuid}>
                      {(Object.keys(AMOUNT_LABELS) as ChargeAmount[]).map((field) => (
                        <Table.Td key={field}>
                          <TextInput
                            type="number"
                            step={0.01}
                            inputMode="decimal"
                            aria-label={`${AMOUNT_LABELS[field]}, ${name}, line ${index + 1}`}
                            value={line[field]}
                            onChange={(event) => {
                              const value = event.currentTarget.value;
                              change((current) => editLine(current, line.uuid, field, value));
                            }}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <TextInput
                          aria-label={`Notes, ${name}, line ${index + 1}`}
                          value={line.notes}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            change((current) => editLine(current, line.uuid, 'notes', value));
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => change((current) => removeLine(current, line.uuid))}
                          aria-label={`Remove line ${index + 1} of ${name}`}
                        >
                          Remove
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        );
      })}
      <Group>{saveButton}</Group>
    </Stack>
  );
}

/** Leaving the page (a link, back, closing the tab) with unsaved changes asks first. */
function useUnsavedGuard(changed: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction(LEAVE_UNSAVED, { confirmLabel: 'Leave' }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);
  useEffect(() => {
    if (!changed) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [changed]);
}
