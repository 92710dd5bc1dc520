// Scaffold: this screen is being written.
export function UploadDetailsRoute() {
  return null;
}
