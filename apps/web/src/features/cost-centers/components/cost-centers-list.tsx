import { type CostCenter, ZSort } from '@hub/contract';
import { Anchor, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { addressSort, type DataTableColumn, ListPage, SmallLink } from '@/components/data-table';
import { paths } from '@/config/paths';
import { useCostCenters } from '@/lib/lookups/cost-centers';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { cleanStateFilter, matchesStateFilter, stateQuery } from './state-filter';

export const NO_COST_CENTERS = 'No cost centers found.';
export const COST_CENTERS_LOAD_FAILED = 'Could not load cost centers.';

/** The address of the list: ?state=NV&sort=company&dir=asc (the State filter, so the view can be shared). */
const ZCostCentersView = ZSort(['order', 'company', 'description', 'accounting_code', 'state']).extend({
  state: ZSearchText,
});

const columns: DataTableColumn<CostCenter>[] = [
  { id: 'order', header: 'Order', accessorKey: 'output_order', meta: { kind: 'number' } },
  { id: 'company', header: 'Company', accessorKey: 'company_name' },
  { id: 'description', header: 'Description', accessorKey: 'description' },
  { id: 'accounting_code', header: 'Accounting Code', accessorKey: 'accounting_code' },
  { id: 'state', header: 'State', accessorKey: 'state' },
  {
    id: 'edit',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: ({ row: { original: costCenter } }) => (
      <SmallLink
        to={paths.admin.costCenter.getHref(costCenter.cost_center_id)}
        label={`Edit ${costCenter.company_name}`}
      >
        Edit
      </SmallLink>
    ),
  },
];

/** Spec 000 §2 /admin/cost-centers: a State filter (upper case, kept in the address) with a Clear link. */
export function CostCentersList() {
  const [view, setView] = useSearchState(ZCostCentersView);
  const filter = cleanStateFilter(view.state);
  const query = useCostCenters(stateQuery(filter));
  const rows = query.data?.filter((c) => matchesStateFilter(c.state, filter));
  const changeFilter = (text: string) => setView({ state: cleanStateFilter(text) });

  return (
    <ListPage
      title="Cost Centers"
      create={{ to: paths.admin.costCenter.getHref('new'), label: '+ New Cost Center' }}
      filters={
        <Group gap="xs" align="flex-end">
          <TextInput
            label="State"
            placeholder="AZ"
            w={120}
            value={filter}
            onChange={(event) => changeFilter(event.currentTarget.value)}
          />
          {filter && (
            <Anchor component="button" type="button" onClick={() => changeFilter('')} mb={8}>
              Clear
            </Anchor>
          )}
        </Group>
      }
      columns={columns}
      data={rows}
      getRowId={(costCenter) => String(costCenter.cost_center_id)}
      status={query}
      errorText={COST_CENTERS_LOAD_FAILED}
      emptyText={NO_COST_CENTERS}
      {...addressSort(view, setView)}
      exportSource={{
        path: '/cost-centers/export',
        query: { state: stateQuery(filter) },
        fileName: 'cost-centers',
      }}
      minWidth={640}
    />
  );
}
