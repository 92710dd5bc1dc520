import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/forms/date-field';
import { PageHeader } from '@/components/page';
import { paths } from '@/config/paths';
import { defaultCommissionDates } from '../utils/commission-period';

export type CommissionFormProps = {
  /** The clock the default dates are read from (tests fix it). */
  now?: Date;
};

/**
 * Spec 001 §2 Commission Report form (/reports/commission-form): Start Date and End Date, the previous
 * whole month in Los Angeles by default; View Report opens /reports/commissions?start_date&end_date.
 */
export function CommissionForm({ now }: CommissionFormProps = {}) {
  const navigate = useNavigate();
  const [dates, setDates] = useState(() => defaultCommissionDates(now));
  const ready = Boolean(dates.start_date && dates.end_date);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void navigate(paths.reports.commissions.getHref(dates));
  };

  return (
    <Stack gap="md">
      <PageHeader title="Commission Report" description="Choose the pay period of the commission summary." />
      <form onSubmit={handleSubmit} noValidate>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateField
            label="Start Date"
            w={180}
            value={dates.start_date}
            onChange={(start_date) => setDates((d) => ({ ...d, start_date }))}
          />
          <DateField
            label="End Date"
            w={180}
            value={dates.end_date}
            onChange={(end_date) => setDates((d) => ({ ...d, end_date }))}
          />
          <Button type="submit" disabled={!ready}>
            View Report
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
