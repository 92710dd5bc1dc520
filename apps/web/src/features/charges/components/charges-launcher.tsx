import { formatUsDate } from '@hub/domain';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page';
import { paths } from '@/config/paths';
import { chargeDates } from '../utils/charge-dates';

export type ChargesLauncherProps = { now?: Date };

/**
 * Spec 001 §2 Monthly Charges selector (/admin/charges-launcher; super only): the 15th and month-end
 * dates of the next 12 months that are today or later in Los Angeles, the first preselected;
 * 'Open Charges Editor' opens /admin/charges?month_end_date=.
 */
export function ChargesLauncher({ now }: ChargesLauncherProps = {}) {
  const navigate = useNavigate();
  const dates = useMemo(() => chargeDates(now), [now]);
  const [date, setDate] = useState<string | null>(dates[0] ?? null);
  const handleOpen = () => {
    if (date) void navigate(paths.admin.charges.getHref({ month_end_date: date }));
  };
  return (
    <Stack maw={420}>
      <PageHeader title="Monthly Charges" description="Choose the month end (or the 15th) to edit." />
      <Select
        label="Month End Date"
        data={dates.map((value) => ({ value, label: formatUsDate(value) }))}
        value={date}
        onChange={setDate}
        allowDeselect={false}
      />
      <Group>
        <Button onClick={handleOpen} disabled={!date}>
          Open Charges Editor
        </Button>
      </Group>
    </Stack>
  );
}
