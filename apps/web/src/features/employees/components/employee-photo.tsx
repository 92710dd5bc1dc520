import type { Employee } from '@hub/contract';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
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
  const inputId = useId();
  const upload = useUpdateEmployeePhoto();
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!pendingFile) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(pendingFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pendingFile]);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setMessage(null);
    const refused = await checkPhotoFile(file);
    if (refused) {
      setMessage(refused);
      input.value = '';
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
      input.value = '';
    }
  };

  const src = preview ?? employee?.photo_url ?? null;
  return (
    <Group align="flex-start" gap="md">
      <Avatar src={src} alt="Employee photo" size={96} radius="md" />
      <Stack gap={4}>
        <label htmlFor={inputId}>
          <Text size="sm" fw={500} component="span">
            Photo
          </Text>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => void handleChange(event)}
          disabled={upload.isPending}
        />
        <Text size="xs" c="dimmed">
          PNG or JPEG, at most 5 MB.
          {!employee && pendingFile ? ' It is uploaded when the employee is saved.' : ''}
        </Text>
        {upload.isPending && <Text size="sm">Uploading…</Text>}
        {message && (
          <Text size="sm" c="red.7" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
