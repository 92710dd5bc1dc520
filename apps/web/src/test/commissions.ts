import type { CommissionRow } from '@hub/contract';

export const LARA_UUID = '11111111-1111-4111-8111-111111111111';

/** Who a commission row (GET /commission) is for: Lara Ortiz, an escrow officer in Scottsdale, AZ, paid monthly. */
export const LARA: Pick<
  CommissionRow,
  | 'user_id'
  | 'uuid'
  | 'first_name'
  | 'last_name'
  | 'emp_type'
  | 'branch_name'
  | 'state'
  | 'frequency'
  | 'both_rep_and_eo'
> = {
  user_id: null,
  uuid: LARA_UUID,
  first_name: 'Lara',
  last_name: 'Ortiz',
  emp_type: 'EO',
  branch_name: 'Scottsdale',
  state: 'AZ',
  frequency: 'MONTHLY',
  both_rep_and_eo: false,
};
