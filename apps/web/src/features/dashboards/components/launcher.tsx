import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page';
import { ClientSearchTile, FileSearchTile, Tile } from '@/components/tiles';
import { paths } from '@/config/paths';

/** The generic launcher (spec 000 §2 Root dashboard, any other role; also /DefaultDashboard and unknown paths). */
export function Launcher() {
  return (
    <Stack gap="md">
      <PageHeader title="Dashboard" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Tile
          title="Admin"
          description="Employees, users, branches, cost centers and settings."
          to={paths.admin.tools.getHref()}
        />
        <Tile
          title="Reports"
          description="Branch, employee, order and commission reports."
          to={paths.reports.hub.getHref()}
        />
        <Tile
          title="Upload"
          description="Upload spreadsheet of employees or other data"
          to={paths.upload.getHref()}
        />
        <FileSearchTile />
        <ClientSearchTile />
        <Tile title="Coming Soon" description="More tools are on the way." disabled />
      </SimpleGrid>
    </Stack>
  );
}
