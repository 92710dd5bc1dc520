import { modals } from '@mantine/modals';

export type ConfirmOptions = {
  /** The confirming button's label; 'Delete' unless the action says otherwise. */
  confirmLabel?: string;
};

/**
 * Asks the user to confirm a destructive action with the spec's own question ('Delete this holiday?')
 * in a Mantine modal; answers true when confirmed, false when cancelled or closed.
 */
export function confirmAction(
  question: string,
  { confirmLabel = 'Delete' }: ConfirmOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: question,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
