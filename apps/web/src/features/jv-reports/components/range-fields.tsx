import { Group } from '@mantine/core';
import { DateField } from '@/components/forms/date-field';
import type { RangeField } from '../utils/jv-report-views';

export type RangeFieldsProps = {
  beg_date: string;
  end_date: string;
  problems?: Partial<Record<RangeField, string>> | undefined;
  onChange: (change: Partial<Record<RangeField, string>>) => void;
};

/** The begin and end dates of a JV report, kept in the address by the screen. */
export function RangeFields({ beg_date, end_date, problems = {}, onChange }: RangeFieldsProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
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
    </Group>
  );
}
