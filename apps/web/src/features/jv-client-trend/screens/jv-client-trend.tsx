import { JV_CLIENT_TREND_ENDPOINT, type JvClientTrendRow } from '@hub/contract';
import { NativeSelect, Stack, Switch } from '@mantine/core';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { NO_DATA, PageHeader } from '@/components/page';
import { ReportFilters, useReport } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import { EmailXlsAction } from '../components/email-xls-action';
import { GroupPanel } from '../components/group-panel';
import { TrendGrid } from '../components/trend-grid';
import { useGroupEditor } from '../hooks/use-group-editor';
import { TREND_FAILED } from '../utils/trend-texts';
import { MONTH_CHOICES, trendQuery, ZJvClientTrendView } from '../utils/trend-view';

/** The screen's title before the JV's name has loaded. */
export const TREND_TITLE = 'JV Client Trend';

/**
 * Spec 001 JV client trend (/reports/jv-history-by-group/:jvUuid?months=&include_unknown=): the JV's
 * clients and client groups by month with open and close counts, totals and a TOTAL row; the months
 * (1 to 12, 18, 24; default 12) and the unknown clients' row in the address; group management; and
 * Email XLS. The title is the JV's name.
 */
export function JvClientTrend() {
  const { jvUuid = '' } = useParams();
  return <JvClientTrendScreen jvUuid={jvUuid} />;
}

export function JvClientTrendScreen({ jvUuid }: { jvUuid: string }) {
  const [view, setView] = useSearchState(ZJvClientTrendView);
  const query = trendQuery(jvUuid, view);
  const trend = useReport(JV_CLIENT_TREND_ENDPOINT, query);
  const editor = useGroupEditor();
  const { addMember } = editor;
  const handleAddToGroup = useCallback((row: JvClientTrendRow) => void addMember(row.label), [addMember]);
  const answer = trend.data?.jv_uuid.toLowerCase() === jvUuid.toLowerCase() ? trend.data : undefined;

  return (
    <Stack gap="md">
      <PageHeader
        title={answer?.jv_name ?? TREND_TITLE}
        description="Clients and client groups of the JV by month: opens and closes, with totals."
        actions={<EmailXlsAction query={query} />}
      />
      <ReportFilters align="flex-end">
        <NativeSelect
          label="Months"
          value={String(view.months)}
          data={MONTH_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(event) => setView({ months: Number(event.currentTarget.value) })}
          w={{ base: '100%', xs: 120 }}
        />
        <Switch
          label="Include unknown"
          checked={view.include_unknown}
          onChange={(event) => setView({ include_unknown: event.currentTarget.checked })}
          mb={8}
        />
      </ReportFilters>
      <GroupPanel editor={editor} />
      <TrendGrid
        answer={answer}
        status={answer ? { ...trend, data: answer } : { ...trend, isPending: !trend.isError }}
        onAddToGroup={handleAddToGroup}
        errorText={TREND_FAILED}
        emptyText={NO_DATA}
      />
    </Stack>
  );
}

export default JvClientTrend;
