// Scaffold: this screen is being written.
export function ReportOptionsRoute() {
  return null;
}
