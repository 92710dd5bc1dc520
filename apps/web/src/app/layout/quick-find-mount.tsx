import type { QuickFindClient, QuickFindFile } from '@hub/contract';
import { defaultSearchRange } from '@hub/domain/time';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { QuickFind } from '@/features/file-search/components/quick-find';
import { useSession } from '@/lib/auth';
import { isSuper } from '@/lib/roles';
import { FileOverrideMount } from './file-override-mount';

/**
 * The header's quick find and what its choices open: a file opens the override dialog for a super
 * user, else the file search for its order number; a client opens the client search for its name
 * over the default range (a year back to today).
 */
export function QuickFindMount() {
  const session = useSession();
  const superUser = isSuper(session?.claims.roles);
  const [fileUuid, setFileUuid] = useState<string | null>(null);
  const navigate = useNavigate();

  const handleFile = (file: QuickFindFile) => {
    if (superUser) setFileUuid(file.file_uuid);
    else void navigate(paths.reports.fileSearch.getHref({ order_number: file.order_number }));
  };
  const handleClient = (client: QuickFindClient) => {
    void navigate(
      paths.reports.clientSearch.getHref({ ...defaultSearchRange(), client_search: client.name }),
    );
  };

  return (
    <>
      <QuickFind onChooseFile={handleFile} onChooseClient={handleClient} />
      {fileUuid !== null && <FileOverrideMount fileUuid={fileUuid} onClose={() => setFileUuid(null)} />}
    </>
  );
}
