import { ZGetFilesMissingCloseDateResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { fileReportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/files-missing-close-date: asked again each time the screen opens (files get fixed). */
export const useFilesMissingCloseDate = () =>
  useQuery({
    ...getQuery(
      fileReportKeys.missingCloseDate(),
      '/reports/files-missing-close-date',
      ZGetFilesMissingCloseDateResponse,
    ),
    staleTime: 0,
  });
