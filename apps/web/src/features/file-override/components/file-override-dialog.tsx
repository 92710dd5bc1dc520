import { Modal, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TableStatus } from '@/components/data-table';
import { PHONE_MEDIA_QUERY } from '@/lib/notify';
import { useFileOverride } from '../api/get-file-override';
import { AdjustmentsPanel } from './adjustments-panel';
import { FILE_LOAD_FAILED } from './file-override-values';
import { OverridePanel } from './override-panel';

export type FileOverrideDialogProps = {
  /** The file to override; the dialog is open while this is not null. */
  fileUuid: string | null;
  onClose: () => void;
  /** Called after a save, a delete, or an adjustment added or deleted. */
  onChanged?: () => void;
};

/**
 * The file override dialog of spec 001 §2 (super users): 'Override File Values' above 'File
 * Adjustments' (whose table needs the dialog's width); on a phone the dialog takes the whole screen. The file is
 * asked for again each time the dialog opens, so it edits what the server has now.
 */
export function FileOverrideDialog({ fileUuid, onClose, onChanged }: FileOverrideDialogProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const file = useFileOverride(fileUuid);
  const changed = () => onChanged?.();
  const data = file.data && file.data.file_uuid === fileUuid ? file.data : undefined;

  return (
    <Modal
      opened={fileUuid !== null}
      onClose={onClose}
      title={data ? `File ${data.order_number}` : 'File'}
      size="min(1280px, 96vw)"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {data ? (
        <Stack gap="md">
          <Paper withBorder p="sm">
            <OverridePanel
              key={`${data.file_uuid}-${data.version}`}
              file={data}
              onClose={onClose}
              onChanged={changed}
            />
          </Paper>
          <Paper withBorder p="sm">
            <AdjustmentsPanel key={data.file_id} fileId={data.file_id} onChanged={changed} />
          </Paper>
        </Stack>
      ) : (
        <TableStatus
          status={{ isPending: !file.isError, isError: file.isError, error: file.error }}
          loadingLabel="Loading file"
          errorText={FILE_LOAD_FAILED}
        />
      )}
    </Modal>
  );
}
