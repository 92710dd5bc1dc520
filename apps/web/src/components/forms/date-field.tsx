import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** '2024-01-31' or '01/31/2024' as '2024-01-31'; null for anything that is not a calendar date. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const us = US_DATE.exec(trimmed);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1)
    return null;
  if (date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat'> & {
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/** Names for the calendar's arrows, which Mantine leaves unnamed (axe: button-name); its 'May 2025' button is named by its text. */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/**
 * The one date input of the forms: Mantine's DateInput holding 'YYYY-MM-DD' text ('' for none). Days of
 * the next and previous month are not drawn: Mantine greys them below a readable contrast.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      ariaLabels={CALENDAR_LABELS}
      hideOutsideDates
      {...props}
      valueFormat="YYYY-MM-DD"
      placeholder={props.placeholder ?? 'YYYY-MM-DD'}
      dateParser={(text) => parseDateText(text)}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${typeof props.label === 'string' ? props.label : 'date'}` }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
