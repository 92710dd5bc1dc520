import { TITLE_TURNAROUND_TEXTS, type TitleTurnaroundFile } from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import { confirmAction } from '@/lib/confirm';
import { notify } from '@/lib/notify';
import { useDeleteTitleFileAddition } from '../api/delete-title-file-addition';
import { useOverrideTitleComm } from '../api/override-title-comm';
import { DASH, daysText } from '../utils/turnaround-view';

const FILE_HEADERS = [
  'Order #',
  'Status',
  'Open',
  'Ready',
  'Commit',
  'Turn (d)',
  'County',
  'Type',
  'On Time',
] as const;

export type TurnaroundFilesProps = {
  /** 'Last, First': names the table. */
  officerName: string;
  files: readonly TitleTurnaroundFile[];
  /**
   * Super users override a file that is not eligible (spec 001 §2) and delete a manually added file
   * (the server's access table: both are super only).
   */
  canEdit: boolean;
};

/** The red cross of a file whose commission is not eligible, named for a screen reader. */
function IneligibleMark({ orderNumber }: { orderNumber: string }) {
  return (
    <Text span c="red.8" fw={700} role="img" aria-label={`Not eligible for commission: ${orderNumber}`}>
      ✗
    </Text>
  );
}

/**
 * An officer's files (spec 001 §2): a red cross on each file not eligible for commission, its On Time
 * with 'Override' for a super user (confirmed, one way), a manually added file's delete (confirmed), and
 * the order number opening the file's legal description.
 */
export function TurnaroundFiles({ officerName, files, canEdit }: TurnaroundFilesProps) {
  const idBase = useId();
  const [shownLegal, setShownLegal] = useState<ReadonlySet<string>>(new Set());
  const override = useOverrideTitleComm();
  const remove = useDeleteTitleFileAddition();

  const toggleLegal = (fileUuid: string) =>
    setShownLegal((shown) => {
      const next = new Set(shown);
      if (next.has(fileUuid)) next.delete(fileUuid);
      else next.add(fileUuid);
      return next;
    });

  const handleOverride = async (file: TitleTurnaroundFile) => {
    if (!(await confirmAction(TITLE_TURNAROUND_TEXTS.overrideConfirm, { confirmLabel: 'Override' }))) return;
    try {
      await override.mutateAsync(file.file_uuid);
    } catch {
      notify.error(TITLE_TURNAROUND_TEXTS.overrideFailed);
    }
  };

  const handleDelete = async (addedFileUuid: string) => {
    if (!(await confirmAction(TITLE_TURNAROUND_TEXTS.deleteConfirm))) return;
    try {
      await remove.mutateAsync(addedFileUuid);
    } catch {
      notify.error(TITLE_TURNAROUND_TEXTS.deleteFailed);
    }
  };

  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No files.
      </Text>
    );
  }

  return (
    <Table withTableBorder striped aria-label={`Files of ${officerName}`} bg="white">
      <Table.Thead>
        <Table.Tr>
          {FILE_HEADERS.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
          {/* Named, not hidden text: an absolutely placed text here would widen a phone's page past the table's scroll box. */}
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((file) => {
          const legalId = `${idBase}-${file.file_uuid}-legal`;
          const legalShown = shownLegal.has(file.file_uuid);
          return (
            <Fragment key={file.added_file_uuid ?? file.file_uuid}>
              <Table.Tr data-eligible={file.comm_elig ? 'yes' : 'no'}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    {!file.comm_elig && <IneligibleMark orderNumber={file.order_number} />}
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      aria-expanded={legalShown}
                      aria-controls={legalShown ? legalId : undefined}
                      onClick={() => toggleLegal(file.file_uuid)}
                    >
                      {file.order_number}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{file.order_status}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsDate(file.open_date)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatUsDate(file.ready_for_title_date) || DASH}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatUsDate(file.commit_complete_date) || DASH}
                </Table.Td>
                <Table.Td ta="right">{daysText(file.turn_around_days)}</Table.Td>
                <Table.Td>{file.county ?? ''}</Table.Td>
                <Table.Td>{file.title_type ?? ''}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    <span>{file.comm_elig ? 'Yes' : 'No'}</span>
                    {!file.comm_elig && canEdit && (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        aria-label={`Override ${file.order_number}`}
                        disabled={override.isPending}
                        onClick={() => void handleOverride(file)}
                      >
                        Override
                      </Anchor>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {file.added_file_uuid && canEdit && (
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="light"
                      aria-label={`Delete ${file.order_number}`}
                      disabled={remove.isPending}
                      onClick={() => file.added_file_uuid && void handleDelete(file.added_file_uuid)}
                    >
                      Delete
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
              {legalShown && (
                <Table.Tr id={legalId}>
                  <Table.Td colSpan={FILE_HEADERS.length + 1}>
                    <Text size="sm">
                      <Text span inherit fw={600}>
                        Legal Description:
                      </Text>{' '}
                      {file.legal_desc || DASH}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
