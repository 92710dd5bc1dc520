import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { downloadFile, errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FAILED = 'Could not export the list.';

type QueryValue = string | number | boolean | null | undefined;

export type ExportSource = {
  /** The list's export route under /api, e.g. '/employees/export'. */
  path: string;
  /** The list's own query parameters (its current filters and sort), sent with the format. */
  query?: Record<string, QueryValue>;
  /** The file's name when the server does not give one, without the extension. */
  fileName: string;
};

export type ExportButtonsProps = ExportSource & { label: string };

/** 'Export CSV' and 'Export XLSX': the server's export of what the list shows now. */
export function ExportButtons({ path, query, fileName, label }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const handleExport = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadFile(path, { query: { ...query, format }, fallbackName: `${fileName}.${format}` });
    } catch (error) {
      notify.error(errorDetail(error, EXPORT_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" role="group" aria-label={`Export ${label}`}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          size="xs"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void handleExport(format)}
        >
          {`Export ${format.toUpperCase()}`}
        </Button>
      ))}
    </Group>
  );
}
