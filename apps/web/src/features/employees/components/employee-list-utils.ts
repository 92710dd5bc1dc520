import type { EmployeeListRow, EmployeePartner } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { hasRole } from '@/lib/roles';

/** Spec 000 §9: up to 8 partner names, then '+N more'. */
export const MAX_PARTNER_NAMES = 8;

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** The default branch as the list shows it: without the agency suffix (spec 000 §9). */
export const branchLabel = (row: EmployeeListRow) =>
  row.def_branch_name ? stripAgencySuffix(row.def_branch_name) : '';

/** 'Ann Lee, Bo Diaz +3 more'; empty text when there are no partners (the line is then hidden). */
export function partnerSummary(partners: readonly EmployeePartner[], max = MAX_PARTNER_NAMES): string {
  const names = partners.slice(0, max).map(fullName).join(', ');
  const more = partners.length - max;
  return more > 0 ? `${names} +${more} more` : names;
}

/** Which dashboards a row links to, from its linked users' roles (spec 000 §2). */
export function dashboardLinks(row: Pick<EmployeeListRow, 'user_roles'>): {
  sales: boolean;
  escrow: boolean;
} {
  return {
    sales: row.user_roles.some((roles) => hasRole(roles, 'sales') && !hasRole(roles, 'sales-assistant')),
    escrow: row.user_roles.some((roles) => hasRole(roles, 'escrow')),
  };
}

/** The search box matches names, the branch, or a partner's name, ignoring case (spec 000 §2). */
export function matchesSearch(row: EmployeeListRow, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystacks = [
    `${row.first_name} ${row.last_name} ${row.first_name}`,
    branchLabel(row),
    ...row.share_with.map((p) => `${p.first_name} ${p.last_name} ${p.first_name}`),
  ].map((text) => text.toLowerCase());
  return haystacks.some((text) => words.every((word) => text.includes(word)));
}

/** The rows the list shows: inactive ones only when asked (hidden by default), then the search. */
export function visibleEmployees(
  rows: readonly EmployeeListRow[],
  options: { search: string; showInactive: boolean },
): EmployeeListRow[] {
  return rows.filter((row) => (options.showInactive || row.is_active) && matchesSearch(row, options.search));
}
