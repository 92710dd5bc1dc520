// Scaffold: this screen is being written.
export function UploadRoute() {
  return null;
}
