import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BranchForm } from '@/features/branches/components/branch-form';
import { useStateChoice } from './use-state-choice';

/** /admin/branches/new and /admin/branches/{uuid}. */
export function BranchRoute() {
  const { uuid } = useParams();
  const navigate = useNavigate();
  const stateChoice = useStateChoice();
  return (
    <BranchForm
      key={uuid ?? 'new'}
      uuid={uuid ?? null}
      stateChoice={stateChoice}
      onDone={() => void navigate(paths.admin.branches.getHref())}
    />
  );
}
