import {
  EMPLOYEE_PROFIT_ENDPOINT,
  EMPLOYEE_PROFIT_REPORT,
  type EmployeeProfitRow,
  PROFIT_NOTES_MAX,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Alert, Button, Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { DataTable, reportColumns } from '@/components/data-table';
import { PageHeader, REPORT_DATA_FAILED } from '@/components/page';
import { useReport } from '@/components/report';
import { errorDetail } from '@/lib/api-client';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useSaveEmployeeProfit } from '../api/save-employee-profit';
import { lastMonthEnds } from '../utils/month-ends';

/** Spec 001 §2 and §8: the screen's texts. */
export const PROFIT_TITLE = 'EO Profitability';
export const NO_ROWS = 'No rows.';
export const LOADING = 'Loading…';
export const SAVING = 'Saving…';
export const SAVE_FAILED = 'Failed to save changes.';

/** /reports/employee-profit?month_end_date=&state= (a month end not offered falls back to the newest). */
const ZProfitView = z.object({ month_end_date: ZSearchText, state: ZSearchText });

const STATE_CHOICES = [
  { value: '', label: 'All' },
  { value: 'AZ', label: 'AZ' },
  { value: 'NV', label: 'NV' },
];

type Mark = Pick<EmployeeProfitRow, 'is_profitable' | 'notes'>;

/**
 * EO Profitability (spec 001 §2, super only): the escrow officers of a month end with the Commission
 * Summary's figures; each row's Profitable and Notes edited here, Set All Profitable and Clear All
 * setting every row, Save sending every row and then reloading (spec 001 §4). The buttons are off while
 * loading, saving or with no rows (§5). `now` fixes "today" for the month ends (tests).
 */
export function EmployeeProfit({ now }: { now?: Date }) {
  const monthEnds = useMemo(() => lastMonthEnds(now), [now]);
  const [view, setView] = useSearchState(ZProfitView);
  const month = monthEnds.includes(view.month_end_date) ? view.month_end_date : (monthEnds[0] ?? '');
  const state = view.state === 'AZ' || view.state === 'NV' ? view.state : '';
  const grid = useReport(
    EMPLOYEE_PROFIT_ENDPOINT,
    { month_end_date: month, ...(state ? { state } : {}) },
    { keepPrevious: false },
  );
  const [rows, setRows] = useState<EmployeeProfitRow[]>([]);
  useEffect(() => setRows(grid.data?.rows ?? []), [grid.data]);
  const save = useSaveEmployeeProfit();
  const [saveError, setSaveError] = useState<string | null>(null);

  const loading = grid.isFetching;
  const disabled = loading || save.isPending || rows.length === 0;

  const columns = useMemo(() => {
    const mark = (employeeId: number, change: Partial<Mark>) =>
      setRows((current) => current.map((r) => (r.employee_id === employeeId ? { ...r, ...change } : r)));
    return reportColumns(EMPLOYEE_PROFIT_REPORT, {
      cells: {
        is_profitable: (row) => (
          <Checkbox
            aria-label={`Profitable: ${row.employee_name}`}
            checked={row.is_profitable}
            onChange={(event) => mark(row.employee_id, { is_profitable: event.currentTarget.checked })}
          />
        ),
        notes: (row) => (
          <TextInput
            aria-label={`Notes: ${row.employee_name}`}
            size="xs"
            miw={160}
            maxLength={PROFIT_NOTES_MAX}
            value={row.notes ?? ''}
            onChange={(event) => mark(row.employee_id, { notes: event.currentTarget.value })}
          />
        ),
      },
    });
  }, []);

  const setAll = (isProfitable: boolean) =>
    setRows((current) => current.map((r) => ({ ...r, is_profitable: isProfitable })));

  const onSave = () => {
    setSaveError(null);
    save.mutate(
      {
        month_end_date: month,
        rows: rows.map((r) => ({
          employee_id: r.employee_id,
          is_profitable: r.is_profitable,
          notes: r.notes?.trim() ? r.notes : null,
        })),
      },
      { onError: (error) => setSaveError(errorDetail(error, SAVE_FAILED)) },
    );
  };

  return (
    <>
      <PageHeader title={PROFIT_TITLE} />
      <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
        <Select
          label="Month End"
          data={monthEnds.map((date) => ({ value: date, label: formatUsDate(date) }))}
          value={month}
          allowDeselect={false}
          onChange={(value) => value && setView({ month_end_date: value })}
          w={160}
        />
        <Select
          label="State"
          data={STATE_CHOICES}
          value={state}
          allowDeselect={false}
          onChange={(value) => setView({ state: value ?? '' })}
          w={110}
        />
        <Button variant="default" disabled={disabled} onClick={() => setAll(true)}>
          Set All Profitable
        </Button>
        <Button variant="default" disabled={disabled} onClick={() => setAll(false)}>
          Clear All
        </Button>
        <Button disabled={disabled} onClick={onSave}>
          {save.isPending ? SAVING : 'Save'}
        </Button>
      </Group>
      {loading && (
        <Text size="sm" c="dimmed" role="status" mb="sm">
          {LOADING}
        </Text>
      )}
      {saveError && (
        <Alert color="red" role="alert" mb="sm">
          {saveError}
        </Alert>
      )}
      <DataTable
        label={PROFIT_TITLE}
        columns={columns}
        data={grid.data ? rows : undefined}
        getRowId={(row) => String(row.employee_id)}
        status={grid}
        loadingLabel={LOADING}
        errorText={REPORT_DATA_FAILED}
        emptyText={NO_ROWS}
        minWidth={110}
      />
    </>
  );
}

export default EmployeeProfit;
