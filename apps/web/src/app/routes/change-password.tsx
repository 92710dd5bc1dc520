import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { useSignedInSession } from '../layout/session-gate';

export function ChangePasswordRoute() {
  const { claims } = useSignedInSession();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Change Password" />
      <Paper withBorder p="xl" maw={560}>
        <ChangePasswordForm userId={claims.sub} onDone={() => void navigate(paths.home.getHref())} />
      </Paper>
    </>
  );
}
