import { ZGetJvEntityResponse, ZSaveJvEntityBody } from '@hub/contract';
import { employeeKeys, jvKeys } from '@/lib/lookups/query-keys';
import { useSaveRecord } from '@/lib/record-api';

/** POST /jv-entities or PUT /jv-entities/{id}; an employee's JV links show the JV by name. */
export const useSaveJvEntity = () =>
  useSaveRecord({
    collection: '/jv-entities',
    request: ZSaveJvEntityBody,
    response: ZGetJvEntityResponse,
    refresh: [jvKeys.all, employeeKeys.all],
  });
