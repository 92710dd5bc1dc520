export { NoReportState } from './no-report-state';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  BUSINESS_DAYS_FAILED,
  MISSING_PARAMETERS,
  MISSING_PARAMETERS_SHORT,
  NO_DATA,
  NO_STATE_TEXT,
  REPORT_DATA_FAILED,
} from './report-texts';
export { Section, type SectionProps } from './section';
