// Scaffold: this screen is being written.
export function JvsRoute() {
  return null;
}
