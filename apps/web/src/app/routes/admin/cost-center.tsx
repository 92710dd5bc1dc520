import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CostCenterForm } from '@/features/cost-centers/components/cost-center-form';
import { useStateChoice } from './use-state-choice';

/** /admin/cost-centers/new and /admin/cost-centers/{id}. */
export function CostCenterRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const stateChoice = useStateChoice();
  const numericId = id === 'new' ? null : Number(id);
  if (numericId !== null && !(Number.isInteger(numericId) && numericId > 0)) {
    return <Navigate to={paths.admin.costCenters.getHref()} replace />;
  }
  return (
    <CostCenterForm
      key={id}
      id={numericId}
      stateChoice={stateChoice}
      onDone={() => void navigate(paths.admin.costCenters.getHref())}
    />
  );
}
