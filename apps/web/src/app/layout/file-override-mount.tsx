import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { fileKeys } from '@/lib/lookups/query-keys';

// Only a super user opens it: its code is fetched the first time one does.
const FileOverrideDialog = lazy(() =>
  import('@/features/file-override').then((m) => ({ default: m.FileOverrideDialog })),
);

export type FileOverrideMountProps = { fileUuid: string; onClose: () => void };

/** The file override dialog of a file, loaded on first use; a change made there reloads every file list. */
export function FileOverrideMount({ fileUuid, onClose }: FileOverrideMountProps) {
  const queryClient = useQueryClient();
  return (
    <Suspense fallback={null}>
      <FileOverrideDialog
        fileUuid={fileUuid}
        onClose={onClose}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: fileKeys.all })}
      />
    </Suspense>
  );
}
