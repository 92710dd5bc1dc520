// Scaffold: this screen is being written.
export function CostCenterRoute() {
  return null;
}
