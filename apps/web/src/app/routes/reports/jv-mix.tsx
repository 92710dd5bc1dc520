import { JvMix } from '@/features/jv-reports/components/jv-mix';

/** /reports/jv-mix (administrators; the route table guards it). */
export function JvMixRoute() {
  return <JvMix />;
}
