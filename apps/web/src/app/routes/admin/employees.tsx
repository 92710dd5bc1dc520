import { EmployeesList } from '@/features/employees/components/employees-list';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/employees (spec 000 §2): Super User and Admin roles only. */
export function EmployeesRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <EmployeesList />
    </RequireRole>
  );
}
