import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { cleanedInput } from '@/components/forms/contract-form';
import {
  cleanCountInput,
  cleanMoneyInput,
  cleanPhoneInput,
  type EmployeeField,
  type EmployeeFormValues,
} from './employee-form-values';

/** The employee form's state, shared by its tabs. */
export type EmployeeFormApi = UseFormReturnType<EmployeeFormValues>;

/** A text field's props: the form's value and error, with what is typed cleaned first. */
export const textField = (form: EmployeeFormApi, field: EmployeeField, clean?: (text: string) => string) =>
  cleanedInput(form, field, clean);

/** A percent, typed as 35 (sent as 0.35). */
export const percentField = (form: EmployeeFormApi, field: EmployeeField) => ({
  inputMode: 'decimal' as const,
  rightSection: '%',
  ...textField(form, field),
});

/** A dollar amount: digits and one decimal point. */
export const moneyField = (form: EmployeeFormApi, field: EmployeeField) => ({
  inputMode: 'decimal' as const,
  leftSection: '$',
  ...textField(form, field, cleanMoneyInput),
});

/** A count: digits only. */
export const countField = (form: EmployeeFormApi, field: EmployeeField) => ({
  inputMode: 'numeric' as const,
  ...textField(form, field, cleanCountInput),
});

/** A phone number, shown as it is typed: (602) 555-0100. */
export const phoneField = (form: EmployeeFormApi, field: EmployeeField) => ({
  type: 'tel',
  placeholder: '(602) 555-0100',
  ...textField(form, field, cleanPhoneInput),
});

/** A checkbox's props. */
export const checkField = (form: EmployeeFormApi, field: EmployeeField) =>
  form.getInputProps(field, { type: 'checkbox' });

/** A picker's props: the form's value (null for none) and error. */
export const pickField = (form: EmployeeFormApi, field: EmployeeField) => ({
  value: (form.getValues()[field] as string | null) ?? null,
  error: form.errors[field],
  onChange: (value: string | null) => form.setFieldValue(field, value as never),
});

/** Two or three fields a row, as every tab lays them out. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
