import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { useSignedInSession } from '../layout/session-gate';

export function ChangePasswordRoute() {
  const { claims } = useSignedInSession();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack gap="md">
        <Title order={2}>Change Password</Title>
        <ChangePasswordForm userId={claims.sub} onDone={() => void navigate(paths.home.getHref())} />
      </Stack>
    </Paper>
  );
}
