import { type Branch, ZSort } from '@hub/contract';
import { formatPhone } from '@hub/domain/phone';
import {
  addressSort,
  type DataTableColumn,
  ListPage,
  linkColumn,
  ShowInactive,
} from '@/components/data-table';
import { paths } from '@/config/paths';
import { useBranches } from '@/lib/lookups/branches';
import { useSearchState, ZSearchFlag } from '@/lib/search-params';
import { visibleBranches } from './branch-values';

export const NO_BRANCHES = 'No branches found.';
export const BRANCHES_LOAD_FAILED = 'Could not load branches.';

/** The address of the list: ?inactive=1&sort=city&dir=asc. */
const ZBranchesView = ZSort(['name', 'code', 'city', 'state', 'phone', 'cost_center']).extend({
  inactive: ZSearchFlag,
});

const columns: DataTableColumn<Branch>[] = [
  linkColumn({
    text: (branch) => branch.name,
    to: (branch) => paths.admin.branch.getHref(branch.uuid),
    inactive: (branch) => !branch.active,
  }),
  { id: 'code', header: 'Code', accessorKey: 'code' },
  { id: 'city', header: 'City', accessorKey: 'city' },
  { id: 'state', header: 'State', accessorKey: 'state' },
  {
    id: 'phone',
    header: 'Phone',
    accessorFn: (branch) => formatPhone(branch.phone_number),
    meta: { nowrap: true },
  },
  { id: 'cost_center', header: 'Cost Center', accessorKey: 'cost_center_desc' },
];

/** Spec 000 §2 /admin/branches: active ones first (the server's order), inactive ones behind a toggle. */
export function BranchesList() {
  const [view, setView] = useSearchState(ZBranchesView);
  const query = useBranches();
  const rows = query.data ? visibleBranches(query.data, view.inactive) : undefined;

  return (
    <ListPage
      title="Branches"
      create={{ to: paths.admin.branchNew.getHref(), label: '+ Add Branch' }}
      filters={<ShowInactive checked={view.inactive} onChange={(inactive) => setView({ inactive })} />}
      columns={columns}
      data={rows}
      getRowId={(branch) => branch.uuid}
      status={query}
      errorText={BRANCHES_LOAD_FAILED}
      emptyText={NO_BRANCHES}
      {...addressSort(view, setView)}
      exportSource={{
        path: '/branches/export',
        query: { active: view.inactive ? undefined : 'true' },
        fileName: 'branches',
      }}
      minWidth={720}
    />
  );
}
