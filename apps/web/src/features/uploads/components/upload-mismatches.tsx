import {
  type GetUploadMismatchesQuery,
  UPLOAD_MISMATCH_SORTS,
  type UploadMismatch,
  ZPage,
  ZSort,
} from '@hub/contract';
import { Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  addressPage,
  addressSort,
  DataTable,
  type DataTableColumn,
  ExpandToggle,
} from '@/components/data-table';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { type SearchValues, useSearchState, ZSearchFlag } from '@/lib/search-params';
import { useUploadMismatches } from '../api/get-upload-mismatches';
import { useResolveMismatch } from '../api/resolve-mismatch';
import { MISMATCH_PAGE_SIZE, mismatchSummary, rowDataEntries } from './mismatch-values';
import { NO_MISMATCHES } from './upload-job-status';

export const MISMATCHES_LOAD_FAILED = 'Could not load the mismatches.';
export const RESOLVE_FAILED = 'Could not save the mismatch.';

/**
 * The address of the details page: ?hide_resolved=1&page=2&sort=field&dir=asc, the server's own
 * query in the screen's words, so a copied link shows the same page of the same list.
 */
const ZMismatchesView = ZSort(UPLOAD_MISMATCH_SORTS)
  .extend(ZPage.pick({ page: true }).shape)
  .extend({ hide_resolved: ZSearchFlag });
type MismatchesView = SearchValues<typeof ZMismatchesView>;

/** The server's query for the view: the page, the sort (none is the file's order), the filter. */
export function mismatchesQuery(view: MismatchesView): GetUploadMismatchesQuery {
  return {
    page: view.page,
    page_size: MISMATCH_PAGE_SIZE,
    sort: view.sort,
    dir: view.dir,
    resolved: view.hide_resolved ? false : undefined,
  };
}

export type UploadMismatchesProps = {
  uploadId: number;
  /** false while the upload is still queued or processing: its mismatches are written when it ends. */
  finished: boolean;
};

const describeMismatch = (mismatch: UploadMismatch) => `row ${mismatch.row_number}, ${mismatch.field_name}`;
const rowId = (mismatch: UploadMismatch) => `mismatch-${mismatch.mismatch_id}`;

function RowData({ mismatch }: { mismatch: UploadMismatch }) {
  const entries = rowDataEntries(mismatch.row_data);
  if (entries.length === 0) return <Text size="sm">The row’s data was not kept.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={2}>
      {entries.map(([header, value]) => (
        <Text key={header} size="sm" fw={header === mismatch.field_name ? 700 : undefined}>
          <Text span c="dimmed" size="sm">
            {header}:
          </Text>{' '}
          {value}
        </Text>
      ))}
    </SimpleGrid>
  );
}

function RowDataToggle({ row }: { row: Row<UploadMismatch> }) {
  return (
    <ExpandToggle
      row={row}
      // The name starts with the words shown (axe label-content-name-mismatch): 'Show row 4, branch'.
      label={(expanded) => `${expanded ? 'Hide' : 'Show'} ${describeMismatch(row.original)}`}
    >
      {(expanded) => (expanded ? 'Hide row' : 'Show row')}
    </ExpandToggle>
  );
}

function ResolvedCheckbox({ uploadId, mismatch }: { uploadId: number; mismatch: UploadMismatch }) {
  const resolve = useResolveMismatch();
  // The value being saved shows at once (set in the same render as the click), until the server answers.
  const [saving, setSaving] = useState<boolean | null>(null);

  const handleResolved = (resolved: boolean) => {
    setSaving(resolved);
    resolve.mutate(
      { uploadId, mismatchId: mismatch.mismatch_id, resolved },
      {
        onError: (error) => notify.error(errorDetail(error, RESOLVE_FAILED)),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Checkbox
      aria-label={`Resolved: ${describeMismatch(mismatch)}`}
      checked={saving ?? mismatch.resolved}
      disabled={saving !== null}
      onChange={(event) => handleResolved(event.currentTarget.checked)}
    />
  );
}

function mismatchColumns(uploadId: number): DataTableColumn<UploadMismatch>[] {
  return [
    { id: 'row', header: 'Row', accessorKey: 'row_number' },
    { id: 'field', header: 'Field', accessorKey: 'field_name' },
    { id: 'value', header: 'Value', accessorKey: 'field_value', meta: { breakAnywhere: true } },
    { id: 'problem', header: 'Problem', accessorKey: 'problem', meta: { breakAnywhere: true } },
    { id: 'row_data', header: 'Row Data', cell: ({ row }) => <RowDataToggle row={row} /> },
    {
      id: 'resolved',
      header: 'Resolved',
      cell: ({ row }) => <ResolvedCheckbox uploadId={uploadId} mismatch={row.original} />,
    },
  ];
}

/**
 * Spec 000 §2 /uploads/{upload_id}: the rows that were not stored, each one markable as resolved. The
 * server pages, sorts and filters them (an upload can have tens of thousands); the page, sort and
 * filter live in the address.
 */
export function UploadMismatches({ uploadId, finished }: UploadMismatchesProps) {
  const [view, setView] = useSearchState(ZMismatchesView);
  const query = mismatchesQuery(view);
  const mismatches = useUploadMismatches(uploadId, query, finished);
  const columns = useMemo(() => mismatchColumns(uploadId), [uploadId]);
  const answer = mismatches.data;
  const counts = answer?.counts;

  // A link to a page past the end (rows resolved and hidden since) shows the last page: the address says so too.
  const answeredPage = mismatches.isPlaceholderData ? undefined : answer?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== view.page) setView({ page: answeredPage });
  }, [answeredPage, view.page, setView]);

  let body: ReactNode;
  if (!finished) {
    body = <Text c="dimmed">The mismatches show here once the upload has finished.</Text>;
  } else {
    body = (
      <Stack gap="sm">
        {counts && counts.problems > 0 && (
          <Group justify="space-between">
            <Text size="sm">{mismatchSummary(counts)}</Text>
            <Checkbox
              label="Hide resolved"
              checked={view.hide_resolved}
              onChange={(event) => setView({ hide_resolved: event.currentTarget.checked, page: 1 })}
            />
          </Group>
        )}
        <DataTable
          label="Mismatches"
          columns={columns}
          data={answer?.rows}
          getRowId={rowId}
          status={mismatches}
          loadingLabel="Loading mismatches"
          errorText={MISMATCHES_LOAD_FAILED}
          emptyText={counts?.problems === 0 ? NO_MISMATCHES : 'Every mismatch is resolved.'}
          server={{ rowCount: answer?.total ?? 0 }}
          pageSize={MISMATCH_PAGE_SIZE}
          {...addressPage(view, setView)}
          {...addressSort(view, setView)}
          renderExpanded={(mismatch) => <RowData mismatch={mismatch} />}
          exportSource={{
            path: `/uploads/upload-mismatches/${uploadId}/export`,
            // The filter shown, every page; the file keeps the file's order.
            query: { resolved: query.resolved },
            fileName: `upload-${uploadId}-rows-not-stored`,
          }}
          minWidth={760}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Mismatches
      </Title>
      {body}
    </Stack>
  );
}
