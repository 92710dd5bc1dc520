// Scaffold: this screen is being written.
export function BranchesRoute() {
  return null;
}
