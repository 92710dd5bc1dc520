import { type CreateEmployeeBody, ZSaveEmployeeResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { useEmployeeChange } from './keep-employee';

/** POST /employees: answers the new employee. */
const createEmployee = (body: CreateEmployeeBody) =>
  api.post('/employees', body, { schema: ZSaveEmployeeResponse });

export const useCreateEmployee = () => useEmployeeChange(createEmployee, { listed: true });
