import { parseRoles, type TokenClaims, ZState } from '@hub/contract';
import type { TokenSubject } from './session-repository.ts';

export type UnsignedClaims = Omit<TokenClaims, 'iat' | 'exp'>;

/** The token's claims (spec 000 §3); `iat` and `exp` are added when it is signed. */
export function buildClaims(subject: TokenSubject): UnsignedClaims {
  return {
    sub: subject.uuid,
    first_name: subject.first_name,
    last_name: subject.last_name,
    email: subject.email,
    roles: parseRoles(subject.roles),
    employee_uuid: subject.employee_uuid,
    branch_id: subject.branch_id,
    default_state: defaultState(subject.state, subject.employee_state),
    demo_rep: subject.demo_rep ?? false,
    view_user_id: subject.view_user_id,
    view_employee_uuid: subject.view_employee_uuid,
    tv: subject.token_version,
  };
}

function defaultState(...candidates: (string | null)[]) {
  for (const candidate of candidates) {
    const state = ZState.safeParse(candidate?.trim());
    if (state.success) return state.data;
  }
  return 'AZ';
}
