// Scaffold: this screen is being written.
export function UserRoute() {
  return null;
}
