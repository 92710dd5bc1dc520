import type { UploadType } from '@hub/contract';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { type TemplateFormat, useDownloadTemplate } from '../api/download-template';
import { useUploadLayouts } from '../api/get-upload-layouts';
import { uploadTypeLabel } from './upload-job-status';

export const LAYOUT_LOAD_FAILED = 'Could not load the column layout.';
export const TEMPLATE_FAILED = 'Could not download the template.';

const TEMPLATES: readonly { format: TemplateFormat; label: string }[] = [
  { format: 'csv', label: 'CSV template' },
  { format: 'xlsx', label: 'Excel template' },
];

/** The columns an upload type reads (from GET /uploads/layouts) and its template downloads. */
export function UploadLayout({ uploadType }: { uploadType: UploadType }) {
  const layouts = useUploadLayouts();
  const download = useDownloadTemplate();
  const typeLabel = uploadTypeLabel(uploadType);
  const columns = layouts.data?.[uploadType] ?? [];

  const handleDownload = (format: TemplateFormat) => {
    download.mutate(
      { uploadType, format },
      { onError: (error) => notify.error(errorDetail(error, TEMPLATE_FAILED)) },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={`${typeLabel} columns`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3}>{typeLabel} columns</Title>
          <Group gap="md">
            {TEMPLATES.map((template) => (
              <Anchor
                key={template.format}
                component="button"
                type="button"
                onClick={() => handleDownload(template.format)}
                disabled={download.isPending}
              >
                {template.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          The first row holds the column names; their order does not matter and other columns are ignored.
        </Text>
        {layouts.isPending ? (
          <Loader size="sm" aria-label="Loading the column layout" />
        ) : layouts.isError ? (
          <Alert color="red" role="alert">
            {errorDetail(layouts.error, LAYOUT_LOAD_FAILED)}
          </Alert>
        ) : (
          <ScrollArea.Autosize
            mah={440}
            type="auto"
            // The list scrolls on its own: a keyboard reaches it with Tab and scrolls it with the arrows.
            viewportProps={{
              tabIndex: 0,
              role: 'region',
              'aria-label': `${typeLabel} column layout, scrollable`,
            }}
          >
            <Table striped withTableBorder stickyHeader aria-label={`${typeLabel} column layout`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Required</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {column.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {column.required && (
                        <Badge color="orange" variant="light" size="sm">
                          Required
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{column.note}</Text>
                      {column.example && (
                        <Text size="xs" c="dimmed">
                          e.g. {column.example}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
