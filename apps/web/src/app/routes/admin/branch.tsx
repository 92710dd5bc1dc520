// Scaffold: this screen is being written.
export function BranchRoute() {
  return null;
}
