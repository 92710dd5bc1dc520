import type { UploadMismatch } from '@hub/contract';
import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUploadMismatches } from '../api/get-upload-mismatches';
import { useResolveMismatch } from '../api/resolve-mismatch';
import { filterMismatches, mismatchSummary, pageCount, pageOf, rowDataEntries } from './mismatch-values';
import { NO_MISMATCHES } from './upload-job-status';

export const MISMATCHES_LOAD_FAILED = 'Could not load the mismatches.';
export const RESOLVE_FAILED = 'Could not save the mismatch.';
const COLUMNS = 6;

export type UploadMismatchesProps = {
  uploadId: number;
  /** false while the upload is still queued or processing: its mismatches are written when it ends. */
  finished: boolean;
};

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

function MismatchRow({ uploadId, mismatch }: { uploadId: number; mismatch: UploadMismatch }) {
  const resolve = useResolveMismatch();
  const [expanded, setExpanded] = useState(false);
  // The value being saved shows at once (set in the same render as the click), until the server answers.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? mismatch.resolved;
  const rowDataId = `mismatch-${mismatch.mismatch_id}-row`;
  const describe = `row ${mismatch.row_number}, ${mismatch.field_name}`;

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
    <Fragment>
      <Table.Tr opacity={checked ? 0.6 : 1}>
        <Table.Td>{mismatch.row_number}</Table.Td>
        <Table.Td>{mismatch.field_name}</Table.Td>
        <Table.Td style={{ overflowWrap: 'anywhere' }}>{mismatch.field_value ?? ''}</Table.Td>
        <Table.Td style={{ overflowWrap: 'anywhere' }}>{mismatch.problem}</Table.Td>
        <Table.Td>
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={expanded}
            aria-controls={expanded ? rowDataId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} the data of ${describe}`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Hide row' : 'Show row'}
          </Anchor>
        </Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={`Resolved: ${describe}`}
            checked={checked}
            disabled={saving !== null}
            onChange={(event) => handleResolved(event.currentTarget.checked)}
          />
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={rowDataId}>
          <Table.Td colSpan={COLUMNS} bg="gray.0">
            <RowData mismatch={mismatch} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** Spec 000 §2 /uploads/{upload_id}: the rows that were not stored, each one markable as resolved. */
export function UploadMismatches({ uploadId, finished }: UploadMismatchesProps) {
  const mismatches = useUploadMismatches(uploadId, finished);
  const [hideResolved, setHideResolved] = useState(false);
  const [page, setPage] = useState(1);
  const all = mismatches.data ?? [];
  const shown = filterMismatches(all, hideResolved);
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);

  let body: ReactNode;
  if (!finished) {
    body = <Text c="dimmed">The mismatches show here once the upload has finished.</Text>;
  } else if (mismatches.isPending) {
    body = <Loader size="sm" aria-label="Loading mismatches" />;
  } else if (mismatches.isError && !mismatches.data) {
    body = (
      <Alert color="red" role="alert">
        {errorDetail(mismatches.error, MISMATCHES_LOAD_FAILED)}
      </Alert>
    );
  } else if (all.length === 0) {
    body = <Text c="dimmed">{NO_MISMATCHES}</Text>;
  } else {
    body = (
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">{mismatchSummary(all)}</Text>
          <Checkbox
            label="Hide resolved"
            checked={hideResolved}
            onChange={(event) => {
              setHideResolved(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        <Table.ScrollContainer minWidth={760}>
          <Table withTableBorder highlightOnHover aria-label="Mismatches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Problem</Table.Th>
                <Table.Th>Row Data</Table.Th>
                <Table.Th>Resolved</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageOf(shown, current).map((mismatch) => (
                <MismatchRow key={mismatch.mismatch_id} uploadId={uploadId} mismatch={mismatch} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {shown.length === 0 && <Text c="dimmed">Every mismatch is resolved.</Text>}
        {pages > 1 && (
          <Pagination total={pages} value={current} onChange={setPage} aria-label="Mismatch pages" />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={3}>Mismatches</Title>
      {body}
    </Stack>
  );
}
