import type { SortDirection } from '@hub/contract';
import type { SortValue } from './data-table';

type SortView = { sort?: string | undefined; dir: SortDirection };

/**
 * The DataTable's sort props for a sort kept in the address (a view parsed from ZSort):
 * `<DataTable {...addressSort(view, setView)} />`.
 */
export function addressSort<V extends SortView>(view: V, setView: (change: Partial<V>) => void) {
  return {
    sort: view.sort ? { id: view.sort, desc: view.dir === 'desc' } : null,
    onSortChange: (sort: SortValue | null) =>
      setView({ sort: sort?.id, dir: sort?.desc === false ? 'asc' : 'desc' } as Partial<V>),
  };
}

/** The DataTable's page props for a page kept in the address (a view parsed from ZPage). */
export function addressPage<V extends { page: number }>(view: V, setView: (change: Partial<V>) => void) {
  return { page: view.page, onPageChange: (page: number) => setView({ page } as Partial<V>) };
}
