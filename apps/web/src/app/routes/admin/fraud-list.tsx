// Scaffold: this screen is being written.
export function FraudListRoute() {
  return null;
}
