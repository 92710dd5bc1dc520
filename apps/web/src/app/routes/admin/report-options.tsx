import { ReportOptionsEditor } from '@/features/report-options/components/report-options-editor';
import { useStateChoice } from './use-state-choice';

/** /admin/report-options: both states' sections; a State Super User sees and saves their own state's only. */
export function ReportOptionsRoute() {
  return <ReportOptionsEditor states={useStateChoice().states} />;
}
