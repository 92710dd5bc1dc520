import { ORDER_LIST_TITLES, type OrderFile, type OrderListKind } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { formatUsDate } from '@hub/domain/time';
import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { addressPage, DataTable, TableStatus } from '@/components/data-table';
import { PageHeader } from '@/components/page';
import { useSearchState } from '@/lib/search-params';
import { listStateOf } from '@/lib/state-scope';
import { useReportState } from '@/lib/use-report-state';
import { useOrderFiles } from '../api/get-order-files';
import { orderColumns, orderRowId, personName } from './order-columns';
import { applyFilters, filterValues, OrderFilters } from './order-filters';
import { OrderReconciliationSection } from './order-reconciliation';
import {
  effectiveSort,
  missingRange,
  ORDERS_PAGE_SIZE,
  type OrdersView,
  ordersFilter,
  ordersQuery,
  RANGE_FIELDS,
  ZOrdersView,
} from './order-view';
import { RevenueBreakdown } from './revenue-breakdown';

/** Spec 001 §8: what each list says when it cannot load. */
export const ORDERS_LOAD_FAILED: Record<OrderListKind, string> = {
  open: 'Failed to load open orders',
  closed: 'Failed to load closed orders',
};
export const NO_ORDERS = 'No files found.';

/** 'Open Orders — 101 Phoenix, AZ': the list's title, with the branch and the state when given. */
export function orderReportTitle(
  kind: OrderListKind,
  view: Pick<OrdersView, 'branch_name' | 'state'>,
): string {
  const place = [view.branch_name ? stripAgencySuffix(view.branch_name) : null, view.state]
    .filter(Boolean)
    .join(', ');
  return place ? `${ORDER_LIST_TITLES[kind]} — ${place}` : ORDER_LIST_TITLES[kind];
}

/** 'Files opened 01/01/2026 to 01/31/2026' (or closed, from, through). */
function rangeText(kind: OrderListKind, view: OrdersView): string {
  const range = RANGE_FIELDS[kind];
  const start = view[range.start];
  const end = view[range.end];
  const verb = kind === 'closed' ? 'closed' : 'opened';
  if (start && end) return `Files ${verb} ${formatUsDate(start)} to ${formatUsDate(end)}`;
  if (start) return `Files ${verb} from ${formatUsDate(start)}`;
  if (end) return `Files ${verb} through ${formatUsDate(end)}`;
  return `Files ${verb} on any date`;
}

type FilterChip = { key: keyof OrdersView; label: string; clear: Partial<OrdersView> };

/**
 * The filters a link brought (a branch, an escrow officer, a rep, a JV), named from the rows when a
 * row names them, each removable.
 */
function linkFilters(view: OrdersView, rows: readonly OrderFile[]): FilterChip[] {
  const chips: FilterChip[] = [];
  const { branch_id, escrow_officer_id, marketing_rep_id, jv_entity_id } = view;
  if (branch_id !== undefined) {
    const name =
      view.branch_name ??
      rows.find((r) => r.settlement_agency?.branch_id === branch_id)?.settlement_agency?.name;
    chips.push({
      key: 'branch_id',
      label: `Branch: ${name ? stripAgencySuffix(name) : `#${branch_id}`}`,
      clear: { branch_id: undefined, branch_name: undefined },
    });
  }
  if (escrow_officer_id !== undefined) {
    const officer = rows.find((r) => r.escrow_officer?.employee_id === escrow_officer_id)?.escrow_officer;
    const linked = view.roll_up_linked ? ' and linked employees' : '';
    chips.push({
      key: 'escrow_officer_id',
      label: `Escrow Officer: ${officer ? personName(officer) : `#${escrow_officer_id}`}${linked}`,
      clear: { escrow_officer_id: undefined, roll_up_linked: false },
    });
  }
  if (marketing_rep_id !== undefined) {
    const rep = rows.find((r) => r.marketing_rep?.employee_id === marketing_rep_id)?.marketing_rep;
    chips.push({
      key: 'marketing_rep_id',
      label: `Marketing Rep: ${rep ? personName(rep) : `#${marketing_rep_id}`}`,
      clear: { marketing_rep_id: undefined },
    });
  }
  if (jv_entity_id !== undefined) {
    const jv = rows.find((r) => r.external_title_company?.jv_id === jv_entity_id)?.external_title_company;
    chips.push({
      key: 'jv_entity_id',
      label: `JV: ${jv ? jv.name : `#${jv_entity_id}`}`,
      clear: { jv_entity_id: undefined },
    });
  }
  return chips;
}

export type OrderReportProps = { kind: OrderListKind };

/**
 * Spec 001 §2 Order reports: /reports/open-orders (files opened in the range, every status) and
 * /reports/closed-orders (files closed in the range, with the 'T'/'S' badge). Every filter lives in
 * the address; the server filters, sorts and pages (a month of a state is tens of thousands of
 * files), and sums the whole filter for the totals row. A row's order number shows its revenue
 * breakdown. Any signed-in user opens them; the server lists only the files they may see.
 */
export function OrderReport({ kind }: OrderReportProps) {
  const [address, setView] = useSearchState(ZOrdersView);
  // The address's state, unless an administrator may not see it: then their own, as every report
  // shows it (a State Super User's link to another state's list); asked once the live roles answer.
  const reach = useReportState(address.state);
  const state = listStateOf(reach.states, address.state);
  const view: OrdersView = state === address.state ? address : { ...address, state };
  // A list without its range shows the month to date, and says so in the address.
  const fill = missingRange(kind, view);
  useEffect(() => {
    if (fill) setView(fill);
  }, [fill, setView]);

  const query = ordersQuery(kind, view);
  const ready = fill === null && (address.state === undefined || reach.ready);
  const orders = useOrderFiles(query, ready);
  const answer = orders.data;
  const columns = useMemo(() => orderColumns(kind, answer?.totals), [kind, answer?.totals]);
  const sort = effectiveSort(kind, view);

  // A link to a page past the end shows the last page: the address says so too.
  const answeredPage = orders.isPlaceholderData ? undefined : answer?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== view.page) setView({ page: answeredPage });
  }, [answeredPage, view.page, setView]);

  const chips = linkFilters(view, answer?.rows ?? []);
  const initial = filterValues(kind, view);
  const files = answer?.totals.files;

  let list: ReactNode;
  if (orders.isError && answer === undefined) {
    // The spec's own message (spec 001 §8), whatever the server said.
    list = (
      <TableStatus
        status={orders}
        loadingLabel=""
        errorText={ORDERS_LOAD_FAILED[kind]}
        serverDetail={false}
      />
    );
  } else {
    list = (
      <DataTable
        label={ORDER_LIST_TITLES[kind]}
        columns={columns}
        data={answer?.rows}
        getRowId={orderRowId}
        status={orders}
        loadingLabel={`Loading ${ORDER_LIST_TITLES[kind].toLowerCase()}`}
        errorText={ORDERS_LOAD_FAILED[kind]}
        emptyText={NO_ORDERS}
        server={{ rowCount: answer?.total ?? 0 }}
        pageSize={ORDERS_PAGE_SIZE}
        {...addressPage(view, setView)}
        sort={{ id: sort.sort, desc: sort.dir === 'desc' }}
        onSortChange={(next) =>
          setView({
            sort: (next?.id ?? undefined) as OrdersView['sort'],
            dir: next?.desc === false ? 'asc' : 'desc',
          })
        }
        totals
        totalsLabel={
          files === undefined
            ? 'Total'
            : `Total (${files.toLocaleString('en-US')} ${files === 1 ? 'file' : 'files'})`
        }
        renderExpanded={(file) => <RevenueBreakdown file={file} />}
        exportSource={{
          path: '/files/export',
          query: { ...ordersFilter(view) },
          fileName: kind === 'closed' ? 'closed-orders' : 'open-orders',
        }}
        minWidth={1560}
      />
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={orderReportTitle(kind, view)} description={rangeText(kind, view)} />
      <OrderFilters
        key={JSON.stringify(initial)}
        kind={kind}
        initial={initial}
        onApply={(values) => setView(applyFilters(kind, values))}
      />
      {chips.length > 0 && (
        <Group gap="xs" aria-label="Filters from the link">
          {chips.map((chip) => (
            <Badge
              key={chip.key}
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove filter ${chip.label}`}
                  onClick={() => setView({ ...chip.clear, page: 1 })}
                />
              }
            >
              {chip.label}
            </Badge>
          ))}
        </Group>
      )}
      {files !== undefined && files > 0 && (
        <Text size="sm" c="dimmed">
          Select an order number for its revenue breakdown.
        </Text>
      )}
      {list}
      <OrderReconciliationSection filter={ordersFilter(view)} enabled={ready} />
    </Stack>
  );
}
