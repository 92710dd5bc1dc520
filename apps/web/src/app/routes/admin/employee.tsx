import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useEmployee } from '@/features/employees/api/get-employee';
import { EmployeeForm } from '@/features/employees/components/employee-form';
import { errorDetail } from '@/lib/api-client';
import { isSuper } from '@/lib/roles';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';
import { useSignedInSession } from '../../layout/session-gate';
import { useStateChoice } from './use-state-choice';

export const EMPLOYEE_LOAD_FAILED = 'Could not load employee.';

/** /admin/employees/new and /admin/employees/{uuid} (spec 000 §2). */
export function EmployeeRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <EmployeePage />
    </RequireRole>
  );
}

function EmployeePage() {
  const { uuid = null } = useParams();
  const navigate = useNavigate();
  const { claims } = useSignedInSession();
  const employee = useEmployee(uuid);
  const stateChoice = useStateChoice();
  const canEditBase = isSuper(claims.roles);
  const onCreated = (created: string) =>
    void navigate(paths.admin.employee.getHref(created), { replace: true });

  const formProps = { canEditBase, stateChoice, onCreated };

  if (uuid === null) return <EmployeeForm key="new" employee={null} {...formProps} />;
  if (employee.isPending) return <Loader size="sm" aria-label="Loading employee" />;
  if (employee.isError) {
    return (
      <Stack gap="md">
        <Title order={2}>Edit Employee</Title>
        <Alert color="red" role="alert">
          {errorDetail(employee.error, EMPLOYEE_LOAD_FAILED)}
        </Alert>
      </Stack>
    );
  }
  return <EmployeeForm key={uuid} employee={employee.data} {...formProps} />;
}
