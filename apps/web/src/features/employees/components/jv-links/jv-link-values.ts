import type { EmployeeJvLink } from '@hub/contract';

export const NO_JV_LINKS = 'No JV relationships yet.';
export const JV_LINK_ADD_FAILED = 'Failed to add JV link';
export const JV_LINK_UPDATE_FAILED = 'Failed to update JV link';
export const JV_LINK_REMOVE_FAILED = 'Failed to remove JV link';
export const JV_LINK_REMOVE_CONFIRM = 'Remove this JV relationship?';
/** A JV without a state is shown as Unassigned (spec 000 §2 /admin/jvs). */
export const UNASSIGNED = 'Unassigned';

export type JvOption = { jv_id: number; uuid: string; name: string; st: string | null };

/** 'Saguaro Title (AZ)'; a JV without a state says Unassigned. */
export function jvOptionLabel(option: Pick<JvOption, 'name' | 'st'>): string {
  return `${option.name} (${option.st?.trim() || UNASSIGNED})`;
}

/** The JVs the employee is not linked to yet, by name (ignoring case). */
export function availableJvOptions(
  options: readonly JvOption[],
  links: readonly EmployeeJvLink[],
): JvOption[] {
  const linked = new Set(links.map((link) => link.jv_uuid.toLowerCase()));
  return options
    .filter((option) => !linked.has(option.uuid.toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.jv_id - b.jv_id);
}
