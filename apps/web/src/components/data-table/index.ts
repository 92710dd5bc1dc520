export { addressPage, addressSort } from './address-state';
export {
  ExpandToggle,
  type ExpandToggleProps,
  ListHeader,
  type ListHeaderProps,
  RecordLink,
  type RecordLinkProps,
  ShowInactive,
  type ShowInactiveProps,
  SmallLink,
  type SmallLinkProps,
} from './cells';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  MoneyText,
  type SortValue,
  VIRTUALIZE_ABOVE,
} from './data-table';
export { EXPORT_FAILED, ExportButtons, type ExportButtonsProps, type ExportSource } from './export-buttons';
export { type LinkColumnOptions, ListPage, type ListPageProps, linkColumn } from './list-page';
export { PercentText, type ReportColumnsOptions, reportColumns } from './report-columns';
export { RowsTable, type RowsTableProps } from './rows-table';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region';
export {
  QueryState,
  type QueryStateProps,
  TableEmpty,
  type TableQueryStatus,
  TableStatus,
} from './table-status';
export { formatMoneyCell, sumMoney } from './totals';
