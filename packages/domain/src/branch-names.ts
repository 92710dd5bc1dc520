/**
 * Branch names as reports show them (spec 000 §9, spec 001 §2): without the agency suffix,
 * and ordered: names with a 3-digit number first by number, then names starting with Title or
 * Admin, then the rest (each group by name), then the files without a branch ('No Branch',
 * branch_id null), and the all-branches row (TOTAL, branch_id 0) last.
 */
import { compareNames } from './collation.ts';

/** A trailing ` - <company>` part: a dash between spaces, then words naming a company. */
const AGENCY_SUFFIX =
  /\s+[-–—]\s+[^-–—]*\b(?:agency|title|escrow|company|inc|llc|corp(?:oration)?)\b[^-–—]*$/i;

/** `'101 Scottsdale - Magnus Title Agency'` -> `'101 Scottsdale'`; other names unchanged. */
export function stripAgencySuffix(name: string): string {
  return name.replace(AGENCY_SUFFIX, '').trim();
}

const NUMBER_PREFIX = /^(\d{3})(?!\d)/;
const TITLE_OR_ADMIN = /^(?:title|admin)\b/i;

/** The branch number of a name with a 3-digit prefix (`'101 Scottsdale'` -> 101), else null. */
export function branchNumber(name: string): number | null {
  const match = NUMBER_PREFIX.exec(name.trim());
  return match ? Number(match[1]) : null;
}

/** A report row by branch: a branch's (its id), the files without one (null) or TOTAL (0). */
export type BranchRowKey = { branch_id: number | null; branch_name: string };

/** The all-branches (TOTAL) row of a branch report. */
export const ALL_BRANCHES_ID = 0;

function group(row: BranchRowKey): number {
  if (row.branch_id === ALL_BRANCHES_ID) return 4;
  if (row.branch_id === null) return 3;
  const name = stripAgencySuffix(row.branch_name);
  if (branchNumber(name) !== null) return 0;
  return TITLE_OR_ADMIN.test(name) ? 1 : 2;
}

/** Comparator for the branch report order. */
export function compareBranchRows(a: BranchRowKey, b: BranchRowKey): number {
  const ga = group(a);
  const gb = group(b);
  if (ga !== gb) return ga - gb;
  if (ga === 0) {
    const byNumber = (branchNumber(a.branch_name.trim()) ?? 0) - (branchNumber(b.branch_name.trim()) ?? 0);
    if (byNumber !== 0) return byNumber;
  }
  return (
    compareNames(stripAgencySuffix(a.branch_name), stripAgencySuffix(b.branch_name)) ||
    (a.branch_id ?? 0) - (b.branch_id ?? 0)
  );
}

/**
 * The one order of a report's branch rows: a sorted copy, and with `total` the TOTAL row it makes
 * from the ordered rows appended (named branches by leading number, then 'No Branch', then TOTAL).
 */
export function sortBranchRows<T extends BranchRowKey>(
  rows: readonly T[],
  total?: (ordered: readonly T[]) => T,
): T[] {
  const ordered = [...rows].sort(compareBranchRows);
  return total ? [...ordered, total(ordered)] : ordered;
}
