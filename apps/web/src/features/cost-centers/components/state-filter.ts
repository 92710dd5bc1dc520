/** The State filter box: letters only, upper case, at most two (spec 000 §2 Cost Centers). */
export function cleanStateFilter(text: string): string {
  return text
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 2);
}

/** A complete two-letter state is asked of the server; a first letter filters what is shown. */
export function stateQuery(filter: string): string | null {
  return filter.length === 2 ? filter : null;
}

export function matchesStateFilter(state: string, filter: string): boolean {
  return filter === '' || state.toUpperCase().startsWith(filter);
}
