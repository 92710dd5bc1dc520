import type { IsoDate } from '@hub/domain';
import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { BUSINESS_DAYS_FAILED } from '@/components/page';
import { reportDateOptions } from './report-dates';
import type { ReportDates } from './use-report-dates';

export type ReportDatePickerProps = {
  /** The dates offered (`useReportDates`). */
  dates: ReportDates;
  /** The date shown; offered first when the source does not hold it (a date from the address). */
  value: IsoDate | '';
  onChange: (date: IsoDate) => void;
  /** 'Report Date' unless the screen says otherwise ('Month'). */
  label?: string;
  /** Its width from the small breakpoint up (the whole row on a phone). */
  width?: number;
};

/** A report's date: the named source's dates, the calendar's failure said at the field. */
export function ReportDatePicker({
  dates,
  value,
  onChange,
  label = 'Report Date',
  width = 200,
}: ReportDatePickerProps) {
  const options = useMemo(
    () => reportDateOptions(dates.source, dates.dates, value, dates.calendar),
    [dates, value],
  );
  return (
    <NativeSelect
      label={label}
      value={value}
      data={options}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={dates.isError ? BUSINESS_DAYS_FAILED : undefined}
      w={{ base: '100%', xs: width }}
    />
  );
}
