import type { FileSearchRow } from '@hub/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSignedInSession } from '@/app/layout/session-gate';
import { FileSearchResults } from '@/features/file-search/components/file-search-results';
import { fileKeys } from '@/lib/lookups/query-keys';
import { isSuper } from '@/lib/roles';

// Only a super user opens it: its code is fetched the first time one does.
const FileOverrideDialog = lazy(() =>
  import('@/features/file-override').then((m) => ({ default: m.FileOverrideDialog })),
);

/**
 * /reports/file-search?order_number= (spec 001 §2): the file search results; a super user's order
 * numbers open the file override dialog, and a change made there reloads the search.
 */
export function FileSearchRoute() {
  const { claims } = useSignedInSession();
  const superUser = isSuper(claims.roles);
  const [fileUuid, setFileUuid] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const openFile = useCallback((file: FileSearchRow) => setFileUuid(file.file_uuid), []);

  return (
    <>
      <FileSearchResults onOpenFile={superUser ? openFile : undefined} />
      {superUser && fileUuid !== null && (
        <Suspense fallback={null}>
          <FileOverrideDialog
            fileUuid={fileUuid}
            onClose={() => setFileUuid(null)}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: fileKeys.all })}
          />
        </Suspense>
      )}
    </>
  );
}
