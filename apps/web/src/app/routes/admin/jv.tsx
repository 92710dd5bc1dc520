// Scaffold: this screen is being written.
export function JvRoute() {
  return null;
}
