export { NoReportState } from './no-report-state';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  BRANCH_JV_BREAKDOWN_FAILED,
  BUSINESS_DAYS_FAILED,
  CLIENT_HISTORY_FAILED,
  JV_BREAKDOWN_FAILED,
  JV_MIX_FAILED,
  MISSING_CLOSE_DATE_LOADING,
  MISSING_PARAMETERS,
  MISSING_PARAMETERS_SHORT,
  NO_DATA,
  NO_FILES_MISSING_CLOSE_DATE,
  NO_FRAUD_MATCHES,
  NO_NEW_CLIENTS,
  NO_RESULTS,
  NO_STATE_TEXT,
  REPORT_DATA_FAILED,
} from './report-texts';
export { Section, type SectionProps } from './section';
