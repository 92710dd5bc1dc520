import {
  JV_MIX_BRANCH_REPORT,
  JV_MIX_ENDPOINT,
  JV_MIX_EO_REPORT,
  type JvMixBranchRow,
  type JvMixEoRow,
  type JvMixQuery,
  reportRows,
  type SortDirection,
  type State,
} from '@hub/contract';
import { Title } from '@mantine/core';
import { RecordLink, reportColumns, type SortValue } from '@/components/data-table';
import { JV_MIX_FAILED } from '@/components/page';
import { ReportTable, useReport } from '@/components/report';
import { paths } from '@/config/paths';
import { useSearchState } from '@/lib/search-params';
import { RangeReportPage } from '../components/range-fields';
import { type JV_MIX_SORTS, jvMixRequest, ZJvMixView } from '../utils/jv-report-views';

type MixSort = (typeof JV_MIX_SORTS)[number];

/** By Escrow Officer: an officer opens their employee report; the TOTAL is the answer's (its last row). */
const eoColumns = (state: State | null, total: JvMixEoRow | null) =>
  reportColumns(JV_MIX_EO_REPORT, {
    total,
    cells: {
      name: (row) =>
        row.employee_uuid ? (
          <RecordLink
            to={paths.reports.employee.getHref(row.employee_uuid, {
              state: state ?? undefined,
              emp_type: 'EO',
            })}
          >
            {row.employee_name}
          </RecordLink>
        ) : (
          row.employee_name
        ),
    },
  });

/** By Branch: a branch opens its revenue trend; the TOTAL is the answer's (its last row). */
const branchColumns = (state: State | null, total: JvMixBranchRow | null) =>
  reportColumns(JV_MIX_BRANCH_REPORT, {
    total,
    cells: {
      name: (row) =>
        row.branch_id !== null ? (
          <RecordLink
            to={paths.reports.revenueTrend.getHref({ branch_id: row.branch_id, state: state ?? undefined })}
          >
            {row.branch_name}
          </RecordLink>
        ) : (
          row.branch_name
        ),
    },
  });

/** One table's sort kept in the address under its own names (eo_sort/eo_dir, branch_sort/branch_dir). */
function tableSort(
  sort: MixSort | undefined,
  dir: SortDirection,
  write: (sort: MixSort | undefined, dir: SortDirection) => void,
) {
  return {
    sort: sort ? { id: sort, desc: dir === 'desc' } : null,
    onSortChange: (next: SortValue | null) =>
      write(next?.id as MixSort | undefined, next?.desc === false ? 'asc' : 'desc'),
  };
}

/**
 * Spec 001 JV Mix (/reports/jv-mix?jv_uuid&beg_date&end_date): the JV's files in the range in two
 * tables, By Escrow Officer and By Branch, each sortable (spec §4) with its totals and its export.
 * Officers open their employee report, branches their revenue trend.
 */
export function JvMix() {
  const [view, setView] = useSearchState(ZJvMixView);
  const request = jvMixRequest(view);
  const query: JvMixQuery | null = request.kind === 'ready' ? request.query : null;
  const mix = useReport(JV_MIX_ENDPOINT, query);
  const state = mix.data?.state ?? null;
  const tables = mix.data
    ? {
        eo: reportRows(JV_MIX_EO_REPORT, mix.data.eo_totals),
        branch: reportRows(JV_MIX_BRANCH_REPORT, mix.data.branch_totals),
      }
    : null;
  const exportOf = (table: 'eo' | 'branch', q: JvMixQuery) => ({
    path: '/reports/jvs/mix/export',
    query: { ...q, table },
    fileName: `jv-mix-${table}-${q.beg_date}-to-${q.end_date}`,
  });

  return (
    <RangeReportPage
      title={mix.data ? `JV Mix: ${mix.data.jv_name}` : 'JV Mix'}
      description="The JV's files by escrow officer and by branch."
      hasSubject={view.jv_uuid !== ''}
      range={view}
      request={request}
      onChange={setView}
    >
      {(query) => (
        <>
          <Title order={2} size="h3">
            By Escrow Officer
          </Title>
          <ReportTable
            label="By Escrow Officer"
            columns={eoColumns(state, tables?.eo.total ?? null)}
            data={tables?.eo.rows}
            getRowId={(row) => row.employee_uuid ?? 'none'}
            status={mix}
            errorText={JV_MIX_FAILED}
            {...tableSort(view.eo_sort, view.eo_dir, (eo_sort, eo_dir) => setView({ eo_sort, eo_dir }))}
            exportSource={exportOf('eo', query)}
            minWidth={640}
          />
          <Title order={2} size="h3">
            By Branch
          </Title>
          <ReportTable
            label="By Branch"
            columns={branchColumns(state, tables?.branch.total ?? null)}
            data={tables?.branch.rows}
            getRowId={(row) => String(row.branch_id ?? 'none')}
            status={mix}
            errorText={JV_MIX_FAILED}
            {...tableSort(view.branch_sort, view.branch_dir, (branch_sort, branch_dir) =>
              setView({ branch_sort, branch_dir }),
            )}
            exportSource={exportOf('branch', query)}
            minWidth={640}
          />
        </>
      )}
    </RangeReportPage>
  );
}

export default JvMix;
