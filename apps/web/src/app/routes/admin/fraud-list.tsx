import { FraudListEditor } from '@/features/fraud-list/components/fraud-list-editor';

/** /admin/fraud-list. */
export function FraudListRoute() {
  return <FraudListEditor />;
}
