import { useParams } from 'react-router';
import { UploadDetails } from '@/features/uploads/components/upload-details';
import { parseUploadId } from '@/features/uploads/components/upload-job-status';

/** /uploads/{uploadId} (spec 000 §2): Super User, State Super User and Admin. */
export function UploadDetailsRoute() {
  const { uploadId = '' } = useParams();
  return <UploadDetails key={uploadId} uploadId={parseUploadId(uploadId)} param={uploadId} />;
}
