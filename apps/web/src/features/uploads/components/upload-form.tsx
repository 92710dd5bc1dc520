import type { UploadType } from '@hub/contract';
import { Button, FileInput, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { useUploadFile } from '../api/upload-file';
import {
  SELECT_A_FILE,
  UPLOAD_ACCEPT,
  UPLOAD_TYPE_OPTIONS,
  uploadErrorMessage,
  uploadSuccessMessage,
} from './upload-job-status';

export type UploadFormProps = {
  uploadType: UploadType;
  onUploadTypeChange: (type: UploadType) => void;
  /** After the server accepted the file: its upload_id, to follow its progress. */
  onUploaded: (uploadId: number) => void;
};

type Result = { ok: boolean; text: string };

const isUploadType = (value: string): value is UploadType =>
  UPLOAD_TYPE_OPTIONS.some((option) => option.value === value);

/** Spec 000 §2 /upload form: a file and its upload type; §5 and §8 for its messages. */
export function UploadForm({ uploadType, onUploadTypeChange, onUploaded }: UploadFormProps) {
  const upload = useUploadFile();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const handleFileChange = (next: File | null) => {
    setFile(next);
    setResult(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setResult({ ok: false, text: SELECT_A_FILE });
      return;
    }
    setResult(null);
    try {
      const answer = await upload.mutateAsync({ uploadType, file });
      setResult({ ok: true, text: uploadSuccessMessage(answer.upload_id) });
      // The same file is not sent twice by a second click; its progress shows below.
      setFile(null);
      onUploaded(answer.upload_id);
    } catch (error) {
      setResult({ ok: false, text: uploadErrorMessage(errorDetail(error, '')) });
    }
  };

  const message = result ?? (file ? null : { ok: false, text: SELECT_A_FILE });

  return (
    <form onSubmit={handleSubmit} aria-label="Upload Spreadsheet" noValidate>
      <Stack gap="sm">
        <FileInput
          label="File"
          placeholder="Choose a .csv, .xls or .xlsx file"
          accept={UPLOAD_ACCEPT}
          clearable
          value={file}
          onChange={handleFileChange}
          disabled={upload.isPending}
        />
        <NativeSelect
          label="Upload Type"
          data={UPLOAD_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={uploadType}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isUploadType(value)) onUploadTypeChange(value);
          }}
          disabled={upload.isPending}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </Group>
        {message && (
          <Text
            size="sm"
            role={result ? (result.ok ? 'status' : 'alert') : undefined}
            c={result ? (result.ok ? 'green.8' : 'red.7') : 'dimmed'}
            fw={result ? 500 : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {message.text}
          </Text>
        )}
      </Stack>
    </form>
  );
}
