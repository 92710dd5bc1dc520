import { NO_BRANCH } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain';

/** A report row's branch name: 'No Branch' for figures with no branch, else the name without the company suffix. */
export function reportBranchName(branchId: number | null, name: string | null): string {
  return branchId === null ? NO_BRANCH : stripAgencySuffix(name ?? '');
}
