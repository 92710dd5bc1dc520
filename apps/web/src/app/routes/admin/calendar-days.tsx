// Scaffold: this screen is being written.
export function CalendarDaysRoute() {
  return null;
}
