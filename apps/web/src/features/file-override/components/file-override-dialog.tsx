import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_MEDIA_QUERY } from '@/lib/notify';

export type FileOverrideDialogProps = {
  /** The file to override; the dialog is open while this is not null. */
  fileUuid: string | null;
  onClose: () => void;
  /** Called after a save, a delete, or an adjustment added or deleted. */
  onChanged?: () => void;
};

/** The file override dialog of spec 001 §2 (super users only). */
export function FileOverrideDialog({ fileUuid, onClose }: FileOverrideDialogProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={fileUuid !== null}
      onClose={onClose}
      title="Override File"
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {null}
    </Modal>
  );
}
