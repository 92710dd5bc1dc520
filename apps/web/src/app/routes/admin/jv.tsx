import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { JvForm } from '@/features/jvs/components/jv-form';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';
import { useStateChoice } from './use-state-choice';

/** /admin/jvs/new and /admin/jvs/{jv_id}. */
export function JvRoute() {
  const { jvId } = useParams();
  const navigate = useNavigate();
  const stateChoice = useStateChoice();
  const id = jvId === undefined || jvId === 'new' ? null : jvId;
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <JvForm
        key={id ?? 'new'}
        id={id}
        stateChoice={stateChoice}
        onDone={() => void navigate(paths.admin.jvs.getHref())}
        onOpen={(created) => void navigate(paths.admin.jv.getHref(created), { replace: true })}
      />
    </RequireRole>
  );
}
