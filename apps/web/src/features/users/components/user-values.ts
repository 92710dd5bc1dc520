import {
  ASSIGNABLE_ROLES,
  type CreateUserBody,
  type EmployeeOption,
  parseRoles,
  ROLE_NAMES,
  type RoleName,
  type State,
  type UpdateUserBody,
  type User,
  ZCreateUserBody,
  ZPassword,
  ZUpdateUserBody,
} from '@hub/contract';
import { formTexts } from '@/lib/form-texts';

/** Form fields as typed; employee ids as the pickers' text values ('' for none). */
export type UserFormValues = {
  email: string;
  /** On create: the password. On edit: a new password, sent only when not empty. */
  password: string;
  first_name: string;
  last_name: string;
  cell_phone: string;
  state: State | '';
  is_active: boolean;
  is_verified: boolean;
  roles: RoleName[];
  employee_id: string;
  view_employee_id: string;
};

export function newUserValues(state: State | null): UserFormValues {
  return {
    email: '',
    password: '',
    first_name: '',
    last_name: '',
    cell_phone: '',
    state: state ?? 'AZ',
    is_active: true,
    is_verified: false,
    roles: [],
    employee_id: '',
    view_employee_id: '',
  };
}

export function toFormValues(user: User): UserFormValues {
  return {
    ...formTexts(user, ['first_name', 'last_name', 'cell_phone', 'state']),
    email: user.email,
    password: '',
    is_active: user.is_active,
    is_verified: user.is_verified,
    roles: parseRoles(user.roles),
    employee_id: user.employee_id === null ? '' : String(user.employee_id),
    view_employee_id: user.view_employee_id === null ? '' : String(user.view_employee_id),
  };
}

/** The roles that see both states: only a Super User grants them (DOMAIN.md §9). */
const BOTH_STATE_ROLES: readonly RoleName[] = ['Super User', 'Admin'];

/**
 * The role checkboxes (spec 000 §6: every role but plain 'Escrow'). A State Super User grants only
 * roles that see one state, so Super User and Admin are not offered to them (the server refuses them).
 */
export function offeredRoles(mayGrantAllRoles: boolean): readonly RoleName[] {
  return mayGrantAllRoles
    ? ASSIGNABLE_ROLES
    : ASSIGNABLE_ROLES.filter((role) => !BOTH_STATE_ROLES.includes(role));
}

/**
 * The ticked roles in the spec's order, once each. A role the form does not offer (plain 'Escrow' on
 * an older user) stays as it is.
 */
export function orderRoles(roles: readonly string[]): RoleName[] {
  const ticked = new Set(roles);
  return ROLE_NAMES.filter((name) => ticked.has(name));
}

/** Roles as the spec sends them: comma-joined. */
export const joinFormRoles = (roles: readonly RoleName[]) => roles.join(',');

/**
 * What the form checks before sending, from the contract: the create body (e-mail and password), or on
 * edit the update body and a new password when one is typed (spec 000 §5).
 */
export const userFormSchema = (isNew: boolean) =>
  isNew ? ZCreateUserBody : ZUpdateUserBody.extend({ password: ZPassword.optional() });

/** The values as the form's checks see them: the body it sends, with a typed new password on edit. */
export const userFormBody = (isNew: boolean) => (values: UserFormValues) =>
  isNew ? toCreateBody(values) : { ...toUpdateBody(values), password: values.password || undefined };

const idOrNull = (text: string) => (text === '' ? null : Number(text));
const textOrNull = (text: string) => text.trim() || null;

/** The fields both saves send (never the password). */
function userFields(values: UserFormValues): UpdateUserBody & { email: string } {
  return {
    email: values.email.trim(),
    first_name: textOrNull(values.first_name),
    last_name: textOrNull(values.last_name),
    cell_phone: textOrNull(values.cell_phone),
    is_active: values.is_active,
    is_verified: values.is_verified,
    roles: joinFormRoles(values.roles),
    employee_id: idOrNull(values.employee_id),
    view_employee_id: idOrNull(values.view_employee_id),
    state: values.state === '' ? null : values.state,
  };
}

/** POST /users: the fields and the password. */
export function toCreateBody(values: UserFormValues): CreateUserBody {
  return { ...userFields(values), password: values.password };
}

/** PUT /users/{uuid}: the fields only; a new password goes through PATCH /users/{uuid}/password. */
export function toUpdateBody(values: UserFormValues): UpdateUserBody {
  return userFields(values);
}

/** 'Last, First' for the pickers, marking employees who left. */
export function employeeLabel(employee: EmployeeOption): string {
  const name = `${employee.last_name}, ${employee.first_name}`;
  return employee.is_active ? name : `${name} (inactive)`;
}

/** 'First Last', or the e-mail when the user has no name. */
export function userDisplayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email;
}

/** Roles as the list shows them: 'Sales, Sales-Assistant'. */
export function rolesLabel(roles: string): string {
  return roles
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean)
    .join(', ');
}

/** The list without inactive users unless 'Show Inactive' is ticked (spec 000 §2, §4). */
export function visibleUsers<T extends Pick<User, 'is_active'>>(
  users: readonly T[],
  showInactive: boolean,
): T[] {
  return showInactive ? [...users] : users.filter((user) => user.is_active);
}
