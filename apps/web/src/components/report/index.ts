export { ReportStatePicker, type ReportStatePickerProps } from '@/components/forms/report-state-picker';
export {
  type OrderListKind,
  OrderListLink,
  type OrderListLinkProps,
  type OrderListQuery,
  orderListHref,
} from './order-list-link';
export { OrderNumberLink, orderNumberColumn } from './order-number-column';
export { ReportDatePicker, type ReportDatePickerProps } from './report-date-picker';
export {
  type CalendarDays,
  dateWithWeekday,
  type ReportDateOption,
  type ReportDateSource,
  reportDateChoices,
  reportDateLabel,
  reportDateOptions,
  reportDates,
} from './report-dates';
export {
  AddressReportPage,
  type AddressReportPageProps,
  type AddressReportScope,
  AddressStatePicker,
  type AddressStatePickerProps,
  ReportFilters,
  ReportPage,
  type ReportPageProps,
  type ReportScope,
  ReportTable,
  type ReportTableProps,
} from './report-page';
export { type UseReportOptions, useReport } from './use-report';
export { type ReportDates, type UseReportDatesOptions, useReportDates } from './use-report-dates';
