import { JV_CLIENT_TREND_EMAIL_PATH, ZJvClientTrendEmailQueued } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TrendQuery } from '../utils/trend-view';

/** POST /reports/jv-client-trend/xls/email?jv_uuid&months&include_unknown, no body: queues the workbook to the user. */
const emailTrendXls = (query: TrendQuery) =>
  api.post(JV_CLIENT_TREND_EMAIL_PATH, undefined, { query, schema: ZJvClientTrendEmailQueued });

export const useEmailTrendXls = () => useMutation({ mutationFn: emailTrendXls });
