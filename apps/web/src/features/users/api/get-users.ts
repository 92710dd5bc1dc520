import { ZGetUsersResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /users: every user the signed-in super user manages, inactive ones included. */
export const useUsers = () => useQuery(getQuery(userKeys.list(), '/users', ZGetUsersResponse));
