import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { UserForm } from '@/features/users/components/user-form';

/** /admin/users/new and /admin/users/{uuid} (super only). */
export function UserRoute() {
  const { uuid } = useParams();
  const navigate = useNavigate();
  const key = uuid ?? 'new';
  return <UserForm key={key} uuid={uuid ?? null} onDone={() => void navigate(paths.admin.users.getHref())} />;
}
