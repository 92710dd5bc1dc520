export { NO_STATE_TEXT, NoReportState } from './no-report-state';
export { PageHeader, type PageHeaderProps } from './page-header';
export { MISSING_PARAMETERS } from './report-texts';
export { Section, type SectionProps } from './section';
