// Scaffold: this screen is being written.
export function EmployeesRoute() {
  return null;
}
