import { EmployeesList } from '@/features/employees/components/employees-list';

/** /admin/employees (spec 000 §2): Super User and Admin roles only. */
export function EmployeesRoute() {
  return <EmployeesList />;
}
