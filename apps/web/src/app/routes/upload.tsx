import { PageHeader } from '@/components/page';
import { UploadScreen } from '@/features/uploads/components/upload-screen';

/** /upload (spec 000 §2): Super User, State Super User and Admin; others go to /not-authorized. */
export function UploadRoute() {
  return (
    <>
      <PageHeader title="Upload Spreadsheet" />
      <UploadScreen />
    </>
  );
}
