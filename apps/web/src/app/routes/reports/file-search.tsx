import type { FileSearchRow } from '@hub/contract';
import { useCallback, useState } from 'react';
import { FileOverrideMount } from '@/app/layout/file-override-mount';
import { useSignedInSession } from '@/app/layout/session-gate';
import { FileSearchResults } from '@/features/file-search/components/file-search-results';
import { isSuper } from '@/lib/roles';

/**
 * /reports/file-search?order_number= (spec 001 §2): the file search results; a super user's order
 * numbers open the file override dialog, and a change made there reloads the search.
 */
export function FileSearchRoute() {
  const { claims } = useSignedInSession();
  const superUser = isSuper(claims.roles);
  const [fileUuid, setFileUuid] = useState<string | null>(null);
  const openFile = useCallback((file: FileSearchRow) => setFileUuid(file.file_uuid), []);

  return (
    <>
      <FileSearchResults onOpenFile={superUser ? openFile : undefined} />
      {superUser && fileUuid !== null && (
        <FileOverrideMount fileUuid={fileUuid} onClose={() => setFileUuid(null)} />
      )}
    </>
  );
}
