// Scaffold: this screen is being written.
export function AdminToolsRoute() {
  return null;
}
