import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export type AmountInputsProps<Values extends Record<string, unknown>> = {
  form: UseFormReturnType<Values>;
  /** Each amount's field and its label, as the spec names it, in the order shown. */
  fields: readonly { field: keyof Values & string; label: string }[];
};

/** A form's amounts in dollars: a number input to the cent for each field. */
export function AmountInputs<Values extends Record<string, unknown>>({
  form,
  fields,
}: AmountInputsProps<Values>) {
  return (
    <>
      {fields.map(({ field, label }) => (
        <TextInput
          key={field}
          type="number"
          label={label}
          step="0.01"
          inputMode="decimal"
          {...form.getInputProps(field)}
        />
      ))}
    </>
  );
}
