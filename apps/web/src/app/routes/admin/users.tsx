// Scaffold: this screen is being written.
export function UsersRoute() {
  return null;
}
