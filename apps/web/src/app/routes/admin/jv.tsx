import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { JvForm } from '@/features/jvs/components/jv-form';
import { useStateChoice } from './use-state-choice';

/** /admin/jvs/new and /admin/jvs/{jv_id}. */
export function JvRoute() {
  const { jvId } = useParams();
  const navigate = useNavigate();
  const stateChoice = useStateChoice();
  const id = jvId === undefined || jvId === 'new' ? null : jvId;
  return (
    <JvForm
      key={id ?? 'new'}
      id={id}
      stateChoice={stateChoice}
      onDone={() => void navigate(paths.admin.jvs.getHref())}
      onOpen={(created) => void navigate(paths.admin.jv.getHref(created), { replace: true })}
    />
  );
}
