/** Rows of an execute() result on either driver (node-postgres and PGlite both answer `rows`). */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? []) as R[];
}
