import type { Branch, CostCenter, CreateBranchBody, State } from '@hub/contract';
import { formatPhone } from '@hub/domain/phone';
import { formTexts } from '@/lib/form-texts';

/** Form fields as typed. */
export type BranchFormValues = {
  code: string;
  name: string;
  alias: string;
  add1: string;
  add2: string;
  city: string;
  state: State;
  zip: string;
  phone_number: string;
  active: boolean;
  escrow_employee_count_override: string;
  /** The picker's text value; '' for none. */
  cost_center_id: string;
};

/** Spec 000 §5: state AZ or NV, default AZ (the form starts in the user's own state when it has one). */
export const NEW_BRANCH: BranchFormValues = {
  code: '',
  name: '',
  alias: '',
  add1: '',
  add2: '',
  city: '',
  state: 'AZ',
  zip: '',
  phone_number: '',
  active: true,
  escrow_employee_count_override: '',
  cost_center_id: '',
};

export function toFormValues(branch: Branch): BranchFormValues {
  return {
    ...formTexts(branch, ['code', 'alias', 'add1', 'add2', 'city', 'zip']),
    name: branch.name,
    state: branch.state,
    phone_number: formatPhone(branch.phone_number),
    active: branch.active,
    escrow_employee_count_override:
      branch.escrow_employee_count_override === null ? '' : String(branch.escrow_employee_count_override),
    cost_center_id: branch.cost_center_id === null ? '' : String(branch.cost_center_id),
  };
}

/** Spec 000 §5: the phone is stripped to digits on save. */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/** Whole numbers only while typing. */
export const cleanCount = (text: string) => text.replace(/\D/g, '');

const textOrNull = (text: string) => text.trim() || null;

/** What both saves send: trimmed, empty text as null, the phone as digits, numbers as numbers. */
export function toSaveBody(values: BranchFormValues): CreateBranchBody {
  const count = values.escrow_employee_count_override.trim();
  return {
    code: textOrNull(values.code),
    name: values.name.trim(),
    alias: textOrNull(values.alias),
    add1: textOrNull(values.add1),
    add2: textOrNull(values.add2),
    city: textOrNull(values.city),
    state: values.state,
    zip: textOrNull(values.zip),
    phone_number: phoneDigits(values.phone_number) || null,
    active: values.active,
    escrow_employee_count_override: count === '' ? null : Number.parseInt(count, 10),
    cost_center_id: values.cost_center_id === '' ? null : Number(values.cost_center_id),
  };
}

/** 'Mesa Escrow (10-110, AZ)' for the cost center picker. */
export function costCenterLabel(costCenter: CostCenter): string {
  const details = [costCenter.accounting_code, costCenter.state].filter(Boolean).join(', ');
  return details ? `${costCenter.description} (${details})` : costCenter.description;
}

/** The list without inactive branches unless the toggle is on (spec 000 §2, §4). */
export function visibleBranches<T extends Pick<Branch, 'active'>>(
  branches: readonly T[],
  showInactive: boolean,
): T[] {
  return showInactive ? [...branches] : branches.filter((branch) => branch.active);
}
