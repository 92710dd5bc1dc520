import type { Employee } from '@hub/contract';
import { Avatar, FileInput, Group, Loader, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useObjectUrl } from '@/lib/use-object-url';
import { useUpdateEmployeePhoto } from '../api/update-employee-photo';
import { checkPhotoFile } from './photo-file';

export const PHOTO_UPLOAD_FAILED = 'Failed to upload photo.';

export type EmployeePhotoProps = {
  /** null for a new employee: the chosen file is kept and uploaded once the employee is created. */
  employee: Employee | null;
  pendingFile: File | null;
  onPendingFileChange: (file: File | null) => void;
  /** The employee with its new photo and version. */
  onUploaded: (employee: Employee) => void;
};

/** Spec 000 §2, §5: a PNG or JPEG photo; anything else is refused before it is sent. */
export function EmployeePhoto({
  employee,
  pendingFile,
  onPendingFileChange,
  onUploaded,
}: EmployeePhotoProps) {
  const upload = useUpdateEmployeePhoto();
  // Empties the browser's file field, so the same file can be chosen again.
  const resetFile = useRef<() => void>(null);
  const [message, setMessage] = useState<string | null>(null);
  const preview = useObjectUrl(pendingFile);

  const handleChange = async (file: File | null) => {
    setMessage(null);
    // A new employee's chosen photo may be cleared; a stored one is replaced, never cleared here.
    if (!file) {
      if (!employee) onPendingFileChange(null);
      return;
    }
    const refused = await checkPhotoFile(file);
    if (refused) {
      setMessage(refused);
      resetFile.current?.();
      return;
    }
    if (!employee) {
      onPendingFileChange(file);
      return;
    }
    try {
      const updated = await upload.mutateAsync({ uuid: employee.uuid, version: employee.version, file });
      onUploaded(updated);
      notify.success('Photo saved.');
    } catch (error) {
      setMessage(errorDetail(error, PHOTO_UPLOAD_FAILED));
    } finally {
      resetFile.current?.();
    }
  };

  const src = preview ?? employee?.photo_url ?? null;
  return (
    <Group align="flex-start" gap="md">
      <Avatar src={src} alt="Employee photo" size={96} radius="md" />
      <Stack gap={4} maw={320} style={{ flex: 1 }}>
        {/* The stored photo is shown beside the field; the field holds a new employee's pending one, or the file uploading. */}
        <FileInput
          label="Photo"
          description={`PNG or JPEG, at most 5 MB.${!employee && pendingFile ? ' It is uploaded when the employee is saved.' : ''}`}
          placeholder="Choose a PNG or JPEG file"
          accept="image/png,image/jpeg"
          clearable={employee === null}
          clearButtonProps={{ 'aria-label': 'Clear photo' }}
          value={employee ? (upload.isPending ? upload.variables.file : null) : pendingFile}
          resetRef={resetFile}
          onChange={(file) => void handleChange(file)}
          disabled={upload.isPending}
          error={message ? <span role="alert">{message}</span> : undefined}
        />
        {upload.isPending && <Loader size="xs" aria-label="Uploading photo" />}
      </Stack>
    </Group>
  );
}
