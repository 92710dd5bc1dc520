import type { UploadType } from '@hub/contract';
import { Grid, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { RecentUploads } from './recent-uploads';
import { UploadForm } from './upload-form';
import { UploadLayout } from './upload-layout';
import { UploadProgress } from './upload-progress';

/** Spec 000 §2 /upload (the route gives the page header): the form, the progress of the upload just sent, the chosen type's columns, and 'Recent Uploads'. */
export function UploadScreen() {
  const [uploadType, setUploadType] = useState<UploadType>('employees');
  const [uploadId, setUploadId] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder p="md">
              <UploadForm
                uploadType={uploadType}
                onUploadTypeChange={setUploadType}
                onUploaded={setUploadId}
              />
            </Paper>
            {uploadId !== null && <UploadProgress key={uploadId} uploadId={uploadId} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <UploadLayout uploadType={uploadType} />
        </Grid.Col>
      </Grid>
      <RecentUploads />
    </Stack>
  );
}
