import { ZGetBranchesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { branchKeys } from './query-keys';

/**
 * GET /branches: every branch the signed-in user may administer, active first, then by name. The
 * branches list and every Branch picker share this one query (a save refreshes both).
 */
export const useBranches = () => useQuery(getQuery(branchKeys.list(), '/branches', ZGetBranchesResponse));

/** The Branch pickers' options (the employee form's Default Branch). */
export const useBranchOptions = useBranches;
