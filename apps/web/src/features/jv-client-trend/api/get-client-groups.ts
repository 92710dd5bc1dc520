import { ZClientGroupsResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { clientGroupKeys } from './client-group-keys';

/** GET /client-groups?include_inactive=false: the active groups, sorted by name. */
export const clientGroupsQuery = () =>
  getQuery(clientGroupKeys.list(), '/client-groups', ZClientGroupsResponse, { include_inactive: 'false' });

export const useClientGroups = () => useQuery(clientGroupsQuery());
