import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page';
import { Tile } from '@/components/tiles';
import type { RolesInput } from '@/lib/roles';
import { adminTiles } from '../utils/admin-tiles';

export type AdminToolsProps = {
  /** The signed-in user's live roles. */
  roles: RolesInput;
};

/** Spec 000 §2 /admin (tools page): one tile per administration screen the roles may open. */
export function AdminTools({ roles }: AdminToolsProps) {
  return (
    <Stack gap="md">
      <PageHeader title="Admin Tools" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {adminTiles(roles).map((tile) => (
          <Tile key={tile.to} title={tile.title} description={tile.description} to={tile.to} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
