import { type CalendarDay, HOLIDAY_NAME_MAX_LENGTH, type State } from '@hub/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { errorDetail } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { notify } from '@/lib/notify';
import { useCreateCalendarDay } from '../api/create-calendar-day';
import { useDeleteCalendarDay } from '../api/delete-calendar-day';
import { useCalendarDays } from '../api/get-calendar-days';
import { type CalendarView, currentYear, formatDayWithWeekday, yearOptions } from '../utils/calendar-view';

/** Spec 000 §5 and §8. */
export const DELETE_HOLIDAY_QUESTION = 'Delete this holiday?';
export const HOLIDAY_SAVE_FAILED = 'Error saving holiday';
export const HOLIDAY_DELETE_FAILED = 'Error deleting holiday';
/** Saving requires a date (spec 000 §5); the spec gives the rule, this is how the form says it. */
export const HOLIDAY_DATE_REQUIRED = 'Please enter a date.';

const STATE_NAMES: Record<State, string> = { AZ: 'Arizona', NV: 'Nevada' };

export type CalendarDaysAdminProps = {
  /** The state and year to show first (the page reads them from the address). */
  initialView: CalendarView;
  /** The states the user may configure (a State Super User: their own). */
  states: readonly State[];
  /** Told after each change of state or year, so the page can keep the address in step. */
  onViewChange: (view: CalendarView) => void;
};

/** Spec 000 §2 /admin/calendar-days: state and year selectors, an add form and the list of days. */
export function CalendarDaysAdmin({ initialView, states, onViewChange }: CalendarDaysAdminProps) {
  const [thisYear] = useState(() => currentYear());
  // The selectors answer at once; the address follows (a router navigation applies later, and a
  // second change made before it would otherwise start from the old view).
  const [view, setView] = useState(initialView);
  const changeView = (change: Partial<CalendarView>) => {
    const next = { ...view, ...change };
    setView(next);
    onViewChange(next);
  };
  const stateName = STATE_NAMES[view.state];

  return (
    <Stack gap="md">
      <Title order={2}>Holidays</Title>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="State"
          w={180}
          value={view.state}
          data={states.map((state) => ({ value: state, label: `${STATE_NAMES[state]} (${state})` }))}
          onChange={(event) => changeView({ state: event.currentTarget.value as State })}
        />
        <NativeSelect
          label="Year"
          w={120}
          value={String(view.year)}
          data={yearOptions(thisYear, view.year).map(String)}
          onChange={(event) => changeView({ year: Number(event.currentTarget.value) })}
        />
      </Group>
      <AddDayForm
        state={view.state}
        title={`Add a day to ${stateName}`}
        onAdded={(day) => {
          // Show the day just added: its state and year.
          const year = Number(day.day_date.slice(0, 4));
          if (day.state !== view.state || year !== view.year) changeView({ state: day.state, year });
        }}
      />
      <DaysTable view={view} />
    </Stack>
  );
}

type AddDayFormProps = { state: State; title: string; onAdded: (day: CalendarDay) => void };

function AddDayForm({ state, title, onAdded }: AddDayFormProps) {
  const [dayDate, setDayDate] = useState('');
  const [isBusinessDay, setIsBusinessDay] = useState(false);
  const [name, setName] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const create = useCreateCalendarDay();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dayDate) {
      setDateError(HOLIDAY_DATE_REQUIRED);
      return;
    }
    try {
      const created = await create.mutateAsync({
        day_date: dayDate,
        state,
        is_business_day: isBusinessDay,
        holiday_name: name.trim() || null,
      });
      setDayDate('');
      setIsBusinessDay(false);
      setName('');
      onAdded(created);
    } catch (error) {
      notify.error(errorDetail(error, HOLIDAY_SAVE_FAILED));
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={handleSubmit} aria-label="Add Holiday" noValidate>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <Group gap="md" align="flex-start">
          <DateField
            label="Date"
            w={180}
            value={dayDate}
            error={dateError}
            onChange={(value) => {
              setDayDate(value);
              setDateError(null);
            }}
          />
          <TextInput
            label="Holiday Name"
            w={280}
            maxLength={HOLIDAY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Checkbox
            label="Business day"
            mt={32}
            checked={isBusinessDay}
            onChange={(event) => setIsBusinessDay(event.currentTarget.checked)}
          />
        </Group>
        <div>
          <Button type="submit" loading={create.isPending}>
            Add Holiday
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

function DaysTable({ view }: { view: CalendarView }) {
  const query = useCalendarDays(view.state, view.year);
  const remove = useDeleteCalendarDay();

  const handleDelete = async (uuid: string) => {
    if (!(await confirmAction(DELETE_HOLIDAY_QUESTION))) return;
    try {
      await remove.mutateAsync(uuid);
    } catch (error) {
      notify.error(errorDetail(error, HOLIDAY_DELETE_FAILED));
    }
  };

  const columns: DataTableColumn<CalendarDay>[] = [
    {
      id: 'date',
      header: 'Date',
      accessorKey: 'day_date',
      cell: ({ row }) => formatDayWithWeekday(row.original.day_date),
      meta: { nowrap: true },
    },
    { id: 'name', header: 'Holiday Name', accessorKey: 'holiday_name' },
    { id: 'business_day', header: 'Business Day', accessorFn: (day) => (day.is_business_day ? 'Yes' : 'No') },
    {
      id: 'delete',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      cell: ({ row: { original: day } }) => (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          disabled={remove.isPending && remove.variables === day.uuid}
          onClick={() => void handleDelete(day.uuid)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      label="Holidays"
      columns={columns}
      data={query.data}
      getRowId={(day) => day.uuid}
      status={query}
      loadingLabel="Loading holidays"
      errorText="Failed to load holidays."
      emptyText={`No days configured for ${STATE_NAMES[view.state]} in ${view.year}.`}
      exportSource={{
        path: '/calendar-days/export',
        query: { state: view.state, year: view.year },
        fileName: `holidays-${view.state}-${view.year}`,
      }}
    />
  );
}
