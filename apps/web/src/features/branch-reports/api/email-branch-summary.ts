import {
  BRANCH_EMAIL_FAILED,
  BRANCH_EMAIL_QUEUED,
  type BranchEmailQuery,
  ZBranchEmailResponse,
} from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** GET /email/?state=&report_date=: queues the daily summary e-mail; the spec's toasts say how it went. */
export const useEmailBranchSummary = () =>
  useMutation({
    mutationFn: (query: BranchEmailQuery) => api.get('/email/', { query, schema: ZBranchEmailResponse }),
    onSuccess: () => notify.success(BRANCH_EMAIL_QUEUED),
    onError: () => notify.error(BRANCH_EMAIL_FAILED),
  });
