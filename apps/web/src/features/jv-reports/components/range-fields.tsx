import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateField } from '@/components/forms/date-field';
import { MISSING_PARAMETERS, PageHeader } from '@/components/page';
import { ReportFilters } from '@/components/report';
import type { RangeField, RangeRequest } from '../utils/jv-report-views';

type RangeFieldsProps = {
  beg_date: string;
  end_date: string;
  problems?: Partial<Record<RangeField, string>> | undefined;
  onChange: (change: Partial<Record<RangeField, string>>) => void;
};

/** The begin and end dates of a JV report, kept in the address by the screen. */
function RangeFields({ beg_date, end_date, problems = {}, onChange }: RangeFieldsProps) {
  return (
    <ReportFilters>
      <DateField
        label="Begin Date"
        value={beg_date}
        onChange={(value) => onChange({ beg_date: value })}
        error={problems.beg_date}
        w={{ base: '100%', xs: 180 }}
      />
      <DateField
        label="End Date"
        value={end_date}
        onChange={(value) => onChange({ end_date: value })}
        error={problems.end_date}
        w={{ base: '100%', xs: 180 }}
      />
    </ReportFilters>
  );
}

export type RangeReportPageProps<Q> = {
  /** The heading: the spec's title, with the JV's, employee's or branch's name once loaded. */
  title: string;
  description: string;
  /** Whether the address names the JV, employee or branch (the dates show only then). */
  hasSubject: boolean;
  range: { beg_date: string; end_date: string };
  request: RangeRequest<Q>;
  onChange: (change: Partial<Record<RangeField, string>>) => void;
  /** The report for a ready query. */
  children: (query: Q) => ReactNode;
};

/**
 * The page of a JV report over a range: the heading, the range (editable, in the address), 'Missing
 * required parameters.' without the subject or a date, the subject's problem, and the report.
 */
export function RangeReportPage<Q>(props: RangeReportPageProps<Q>) {
  const { title, description, hasSubject, range, request, onChange, children } = props;
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} />
      {hasSubject && (
        <RangeFields
          beg_date={range.beg_date}
          end_date={range.end_date}
          problems={request.kind === 'invalid' ? request.problems : undefined}
          onChange={onChange}
        />
      )}
      {request.kind === 'missing' && <Text>{MISSING_PARAMETERS}</Text>}
      {request.kind === 'invalid' && request.problems.uuid && <Text c="red.9">{request.problems.uuid}</Text>}
      {request.kind === 'ready' && children(request.query)}
    </Stack>
  );
}
