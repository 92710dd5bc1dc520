import { type JvEntity, ZSort } from '@hub/contract';
import { fractionToPercent } from '@hub/domain/percent';
import { formatPhone } from '@hub/domain/phone';
import { Badge, Image, Stack, Title } from '@mantine/core';
import {
  addressSort,
  DataTable,
  type DataTableColumn,
  ExportButtons,
  ListHeader,
  linkColumn,
  ShowInactive,
  TableEmpty,
  TableStatus,
} from '@/components/data-table';
import { paths } from '@/config/paths';
import { useJvEntities } from '@/lib/lookups/jvs';
import { useSearchState, ZSearchFlag } from '@/lib/search-params';
import { groupJvsByState } from './jv-values';

export const NO_JVS = 'No JVs found.';
export const JVS_LOAD_FAILED = 'Could not load JV entities.';

/** The address of the list: ?inactive=1 (spec 000 §4: inactive JVs hidden by default) and the sort. */
const ZJvsView = ZSort(['name', 'alias', 'city', 'phone', 'magnus_pct', 'report_order', 'status']).extend({
  inactive: ZSearchFlag,
});

const columns: DataTableColumn<JvEntity>[] = [
  {
    id: 'logo',
    header: 'Logo',
    meta: { width: 72 },
    cell: ({ row: { original: jv } }) =>
      jv.logo_url ? (
        <Image src={jv.logo_url} alt={`${jv.name} logo`} h={32} w="auto" maw={64} fit="contain" />
      ) : null,
  },
  linkColumn({ text: (jv) => jv.name, to: (jv) => paths.admin.jv.getHref(jv.jv_id) }),
  { id: 'alias', header: 'Alias', accessorKey: 'alias' },
  { id: 'city', header: 'City', accessorKey: 'city' },
  { id: 'phone', header: 'Phone', accessorFn: (jv) => formatPhone(jv.phone_number), meta: { nowrap: true } },
  {
    id: 'magnus_pct',
    header: 'Magnus %',
    accessorFn: (jv) => fractionToPercent(jv.magnus_title_pct),
    cell: ({ getValue }) => {
      const pct = getValue<number | null>();
      return pct === null ? '' : `${pct}%`;
    },
    meta: { kind: 'number' },
  },
  { id: 'report_order', header: 'Report Order', accessorKey: 'sort_order', meta: { kind: 'number' } },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (jv) => (jv.is_active ? 'Active' : 'Inactive'),
    cell: ({ row: { original: jv } }) =>
      jv.is_active ? (
        'Active'
      ) : (
        <Badge color="gray" variant="light">
          Inactive
        </Badge>
      ),
  },
];

/** Spec 000 §2 /admin/jvs: JVs grouped by state ('Unassigned' without one), an inactive toggle, Add JV. */
export function JvsList() {
  const [view, setView] = useSearchState(ZJvsView);
  const query = useJvEntities(!view.inactive);
  const groups = groupJvsByState(query.data ?? []);
  const sort = addressSort(view, setView);

  return (
    <Stack gap="md">
      <ListHeader
        title="JV Entities"
        create={{ to: paths.admin.jvNew.getHref(), label: 'Add JV' }}
        actions={
          <ExportButtons
            label="JV Entities"
            path="/jv-entities/export"
            query={{ active: view.inactive ? undefined : 'true' }}
            fileName="jv-entities"
          />
        }
      />
      <ShowInactive checked={view.inactive} onChange={(inactive) => setView({ inactive })} />
      <TableStatus status={query} loadingLabel="Loading JVs" errorText={JVS_LOAD_FAILED} />
      {query.isSuccess && groups.length === 0 && <TableEmpty>{NO_JVS}</TableEmpty>}
      {groups.map((group) => (
        <section key={group.state} aria-labelledby={`jv-group-${group.state}`}>
          <Title order={2} size="h3" id={`jv-group-${group.state}`} mb="xs">
            {group.state}
          </Title>
          <DataTable
            label={`JVs ${group.state}`}
            columns={columns}
            data={group.jvs}
            getRowId={(jv) => String(jv.jv_id)}
            emptyText={NO_JVS}
            {...sort}
            minWidth={760}
          />
        </section>
      ))}
    </Stack>
  );
}
