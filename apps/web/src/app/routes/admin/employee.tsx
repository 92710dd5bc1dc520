// Scaffold: this screen is being written.
export function EmployeeRoute() {
  return null;
}
