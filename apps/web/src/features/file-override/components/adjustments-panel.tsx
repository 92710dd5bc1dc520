import { type FileAdjustment, ZCreateFileAdjustmentBody } from '@hub/contract';
import { formatUsDate, todayInLA } from '@hub/domain/time';
import { Button, Fieldset, SimpleGrid, Stack, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn, QueryState } from '@/components/data-table';
import { useContractForm, valueInput } from '@/components/forms/contract-form';
import { DateField } from '@/components/forms/date-field';
import { SaveError } from '@/components/forms/form-page';
import { ApiError, isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useCreateFileAdjustment } from '../api/create-file-adjustment';
import { useDeleteFileAdjustment } from '../api/delete-file-adjustment';
import { useFileAdjustments } from '../api/get-file-adjustments';
import { AmountInputs } from './amount-inputs';
import {
  ADJUSTMENT_CREATE_FAILED,
  ADJUSTMENT_DELETE_CONFIRM,
  ADJUSTMENT_DELETE_FAILED,
  ADJUSTMENT_FIELDS,
  ADJUSTMENTS_LOAD_FAILED,
  type AdjustmentFormValues,
  adjustmentSum,
  afterAdd,
  emptyAdjustment,
  NO_ADJUSTMENTS,
  toAdjustmentBody,
} from './file-override-values';

export type AdjustmentsPanelProps = {
  fileId: number;
  /** After an adjustment was added or deleted. */
  onChanged: () => void;
};

/**
 * 'File Adjustments' (spec 001 §2): the file's adjustments with a totals row and each row's sum, a
 * delete button per row (after a confirmation), and the add form, whose posting date defaults to
 * today in Los Angeles and stays after an add while the other fields clear.
 */
export function AdjustmentsPanel({ fileId, onChanged }: AdjustmentsPanelProps) {
  const adjustments = useFileAdjustments(fileId);
  const create = useCreateFileAdjustment();
  const remove = useDeleteFileAdjustment();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { form, saveError, handleSubmit } = useContractForm<AdjustmentFormValues>({
    initialValues: emptyAdjustment(todayInLA()),
    schema: ZCreateFileAdjustmentBody,
    toBody: (values) => toAdjustmentBody(fileId, values),
  });

  const handleAdd = async (values: AdjustmentFormValues) => {
    try {
      await create.mutateAsync(toAdjustmentBody(fileId, values));
    } catch (error) {
      // Spec 001 §8: 'Failed to create adjustment.', with the server's detail when it sent one.
      if (isApiError(error) && error.errors.length === 0) {
        throw new ApiError(
          error.status,
          error.detail ? `${ADJUSTMENT_CREATE_FAILED} ${error.detail}` : ADJUSTMENT_CREATE_FAILED,
        );
      }
      throw error;
    }
    form.setValues(afterAdd(values));
    onChanged();
  };

  const handleDelete = async (row: FileAdjustment) => {
    setDeleteError(null);
    if (!(await confirmAction(ADJUSTMENT_DELETE_CONFIRM))) return;
    try {
      await remove.mutateAsync(row.adj_id);
    } catch {
      setDeleteError(ADJUSTMENT_DELETE_FAILED);
      return;
    }
    onChanged();
  };

  // A file's few adjustments, by posting date as the server lists them: no column sorts.
  const columns = (
    [
      {
        id: 'posting_date',
        header: 'Posting Date',
        accessorKey: 'posting_date',
        cell: ({ row }) => formatUsDate(row.original.posting_date),
        meta: { nowrap: true },
      },
      {
        id: 'event_date',
        header: 'Event Date',
        accessorKey: 'event_date',
        cell: ({ row }) => formatUsDate(row.original.event_date),
        meta: { nowrap: true },
      },
      ...ADJUSTMENT_FIELDS.map(
        ({ field, label }): DataTableColumn<FileAdjustment> => ({
          id: field,
          header: label,
          accessorKey: field,
          meta: { kind: 'money', total: 'sum' },
        }),
      ),
      {
        id: 'sum',
        header: 'Sum',
        accessorFn: adjustmentSum,
        meta: { kind: 'money', total: 'sum' },
      },
      { id: 'reason', header: 'Reason', accessorKey: 'reason', meta: { width: 180 } },
      { id: 'note', header: 'Note', accessorKey: 'note', meta: { width: 180 } },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            aria-label={`Delete adjustment of ${formatUsDate(row.original.posting_date)}`}
            onClick={() => void handleDelete(row.original)}
            disabled={remove.isPending}
          >
            Delete
          </Button>
        ),
      },
    ] satisfies DataTableColumn<FileAdjustment>[]
  ).map((column): DataTableColumn<FileAdjustment> => ({ ...column, enableSorting: false }));

  const rows = adjustments.data?.rows ?? [];

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        File Adjustments
      </Title>
      <QueryState
        status={adjustments}
        loadingLabel="Loading adjustments"
        errorText={ADJUSTMENTS_LOAD_FAILED}
        serverDetail={false}
        empty={rows.length === 0}
        emptyText={NO_ADJUSTMENTS}
      >
        <DataTable
          label="File Adjustments"
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.adj_id)}
          emptyText={NO_ADJUSTMENTS}
          totals
          totalsLabel="Totals"
          maxHeight={320}
          minWidth={1100}
        />
      </QueryState>
      <SaveError message={deleteError} />
      <form
        onSubmit={handleSubmit(handleAdd, ADJUSTMENT_CREATE_FAILED)}
        aria-label="Add adjustment"
        noValidate
      >
        <Fieldset legend="Add Adjustment">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm" verticalSpacing="sm">
              <DateField label="Posting Date" required {...valueInput(form, 'posting_date')} />
              <DateField label="Event Date" {...valueInput(form, 'event_date')} />
              <AmountInputs form={form} fields={ADJUSTMENT_FIELDS} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Reason" {...form.getInputProps('reason')} />
              <TextInput label="Note" {...form.getInputProps('note')} />
            </SimpleGrid>
            <SaveError message={saveError} />
            <div>
              <Button type="submit" loading={create.isPending}>
                Add Adjustment
              </Button>
            </div>
          </Stack>
        </Fieldset>
      </form>
    </Stack>
  );
}
