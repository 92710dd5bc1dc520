import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { cleanedInput } from '@/components/forms/contract-form';
import type { EmployeeField, EmployeeFormValues } from './employee-form-values';

/** The employee form's state, shared by its tabs. */
export type EmployeeFormApi = UseFormReturnType<EmployeeFormValues>;

/** A text field's props: the form's value and error, with what is typed cleaned first. */
export const textField = (form: EmployeeFormApi, field: EmployeeField, clean?: (text: string) => string) =>
  cleanedInput(form, field, clean);

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
