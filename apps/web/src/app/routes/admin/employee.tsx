import { useNavigate, useParams } from 'react-router';
import { LoadRecord } from '@/components/forms/form-page';
import { paths } from '@/config/paths';
import { useEmployee } from '@/features/employees/api/get-employee';
import { EmployeeForm } from '@/features/employees/components/employee-form';
import { isSuper } from '@/lib/roles';
import { useSignedInSession } from '../../layout/session-gate';
import { useStateChoice } from './use-state-choice';

export const EMPLOYEE_LOAD_FAILED = 'Could not load employee.';

/** /admin/employees/new and /admin/employees/{uuid} (spec 000 §2). */
export function EmployeeRoute() {
  const { uuid = null } = useParams();
  const navigate = useNavigate();
  const { claims } = useSignedInSession();
  const employee = useEmployee(uuid);
  const stateChoice = useStateChoice();
  const canEditBase = isSuper(claims.roles);
  const onCreated = (created: string) =>
    void navigate(paths.admin.employee.getHref(created), { replace: true });

  return (
    <LoadRecord
      query={employee}
      isNew={uuid === null}
      title="Edit Employee"
      back={{ to: paths.admin.employees.getHref(), label: 'Back to Employees' }}
      loadingLabel="Loading employee"
      loadFailed={EMPLOYEE_LOAD_FAILED}
    >
      {(record) => (
        <EmployeeForm
          key={uuid ?? 'new'}
          employee={record}
          canEditBase={canEditBase}
          stateChoice={stateChoice}
          onCreated={onCreated}
        />
      )}
    </LoadRecord>
  );
}
