import { Button } from '@mantine/core';
import { confirmAction } from '@/lib/confirm';
import { notify } from '@/lib/notify';
import { type SpreadsheetPeriod, useEmailAllSpreadsheets } from '../api/email-spreadsheets';

/** Spec 001 §2, §8: the e-mail-all action's texts (the confirmation's question is ours). */
export const EMAIL_SPREADSHEET_TEXTS = {
  label: 'Email All Spreadsheets',
  question: "Email every employee's commission spreadsheet for this period to you?",
  confirm: 'Email',
  queued: 'Commission spreadsheets are being emailed to you.',
  failed: 'Failed to queue commission spreadsheets.',
} as const;

export type EmailSpreadsheetsProps = { period: SpreadsheetPeriod };

/**
 * Spec 001 §2 "an email-all-spreadsheets action (confirmed first)": after the confirmation, one
 * e-mail to the signed-in user with every employee's workbook of the period.
 */
export function EmailSpreadsheets({ period }: EmailSpreadsheetsProps) {
  const email = useEmailAllSpreadsheets();

  const handleClick = async () => {
    const confirmed = await confirmAction(EMAIL_SPREADSHEET_TEXTS.question, {
      confirmLabel: EMAIL_SPREADSHEET_TEXTS.confirm,
    });
    if (!confirmed) return;
    email.mutate(period, {
      onSuccess: () => notify.success(EMAIL_SPREADSHEET_TEXTS.queued),
      onError: () => notify.error(EMAIL_SPREADSHEET_TEXTS.failed),
    });
  };

  return (
    <Button variant="default" loading={email.isPending} onClick={() => void handleClick()}>
      {EMAIL_SPREADSHEET_TEXTS.label}
    </Button>
  );
}
