/** Asks the user to confirm a destructive action with the spec's own question ('Delete this holiday?'). */
export function confirmAction(question: string): boolean {
  return window.confirm(question);
}
