import { PageHeader } from '@/components/page';
import { UploadScreen } from '@/features/uploads/components/upload-screen';
import { ADMIN_ROLES, RequireRole } from '../layout/require-role';

/** /upload (spec 000 §2): Super User, State Super User and Admin; others go to /not-authorized. */
export function UploadRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <PageHeader title="Upload Spreadsheet" />
      <UploadScreen />
    </RequireRole>
  );
}
