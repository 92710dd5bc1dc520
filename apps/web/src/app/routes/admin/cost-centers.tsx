// Scaffold: this screen is being written.
export function CostCentersRoute() {
  return null;
}
