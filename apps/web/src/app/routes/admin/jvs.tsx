import { JvsList } from '@/features/jvs/components/jvs-list';

/** /admin/jvs; the list keeps its inactive toggle and sort in the address (?inactive=1), so the view survives a reload. */
export function JvsRoute() {
  return <JvsList />;
}
