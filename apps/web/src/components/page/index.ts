export { PageHeader, type PageHeaderProps } from './page-header';
export { Section, type SectionProps } from './section';
