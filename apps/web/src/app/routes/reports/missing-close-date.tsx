import { FilesMissingCloseDate } from '@/features/missing-close-date/components/files-missing-close-date';

/** /reports/missing-close-date. */
export function MissingCloseDateRoute() {
  return <FilesMissingCloseDate />;
}
