import { type State, ZGetEmployeesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /employees?emp_type=REP&is_active=true&state=: a state's active marketing reps (the rep picker). */
export const useStateReps = (state: State) => {
  const query = { emp_type: 'REP', is_active: 'true', state } as const;
  return useQuery(getQuery([...employeeKeys.list(), query], '/employees', ZGetEmployeesResponse, query));
};
