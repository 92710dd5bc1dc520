import type { FieldError } from '@hub/contract';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { errorDetail, isApiError } from '@/lib/api-client';

/** A contract schema: anything with zod's `safeParse` (the request bodies of packages/contract). */
export type ContractSchema = {
  safeParse: (
    data: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly ContractIssue[] } };
};
type ContractIssue = { path: readonly PropertyKey[]; message: string };

/**
 * Where a field of the request (the contract's path: `email`, `az_reports_send_to.0`) is shown in the
 * form: the form field's path, or null when the form has no such field (its message then goes to the
 * form's alert). By default a request field is shown at the form field of the same name. `values` are
 * the form's values the request was made from: a list form that sends only some of its rows finds the
 * row of `2.fraud_payee_name` from them.
 */
export type FieldOf<Values = unknown> = (path: string, values: Values) => string | null;

/** "must be an e-mail address" reads "Must be an e-mail address" under its field. */
export const inWords = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The form's validator from the contract: the values as the form would send them (`toBody`), checked
 * by the schema the server checks them with, each problem put at its field. One rule, written once in
 * packages/contract, for both sides.
 */
export function contractResolver<Values>(
  schema: ContractSchema,
  toBody: (values: Values) => unknown,
  fieldOf: FieldOf<Values>,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    return placeErrors(
      result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
      fieldOf,
      values,
    ).atFields;
  };
}

type PlacedErrors = { atFields: FormErrors; elsewhere: FieldError[] };

/** Puts each field error at its form field (the first message of a field wins); the rest stay aside. */
export function placeErrors<Values>(
  errors: readonly FieldError[],
  fieldOf: FieldOf<Values>,
  values: Values,
): PlacedErrors {
  const atFields: FormErrors = {};
  const elsewhere: FieldError[] = [];
  for (const error of errors) {
    const field = fieldOf(error.path, values);
    if (field === null) elsewhere.push(error);
    else atFields[field] ??= inWords(error.message);
  }
  return { atFields, elsewhere };
}

/**
 * The value a form path names (`rows.2.name`); a path that goes on past a value that is not a list or
 * an object names that value.
 */
function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return value;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * After a change: each error of a field that changed (`email`, or one cell of a list: `rows.2.name`)
 * is replaced by what the contract says of its new value (`found`), so it goes when the field is
 * fixed; a server's error goes with any change of its field (the server is asked again on the next
 * save). Errors of fields that did not change stay.
 */
export function recheckChanged(
  errors: FormErrors,
  values: Record<string, unknown>,
  previous: Record<string, unknown>,
  found: FormErrors,
): FormErrors {
  const next: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (valueAt(values, path) === valueAt(previous, path)) next[path] = message;
    else if (found[path]) next[path] = found[path];
  }
  return next;
}

/** The field errors of a failed call's 400 (`errors: [{ path, message }]`), if it carried any. */
export function serverFieldErrors(error: unknown): readonly FieldError[] {
  return isApiError(error) ? error.errors : [];
}

/** The default FieldOf: a request field is shown at the form field of the same name, if the form has one. */
export function sameNameFields(values: object): FieldOf {
  const names = new Set(Object.keys(values));
  return (path) => {
    const top = path.split('.')[0] ?? '';
    return names.has(top) ? path : null;
  };
}

export type UseContractFormOptions<Values extends Record<string, unknown>> = {
  initialValues: Values;
  /** The contract schema of the request body the form sends. */
  schema: ContractSchema;
  /** The values as the form sends them. */
  toBody: (values: Values) => unknown;
  /** Where each request field is shown (default: the form field of the same name). */
  fieldOf?: FieldOf<Values>;
  /**
   * Rules of the form alone, which the request cannot hold (a confirmation field matching, a percent
   * typed as 35 but sent as 0.35); its message for a field wins over the contract's.
   */
  check?: (values: Values) => FormErrors;
  /** Called with the fields that hold an error after a refused save (to show their tab, say). */
  onInvalid?: (fields: string[]) => void;
};

/**
 * What the alert of a save says: `failed` (the spec's own message, 'Save failed.') when the failure
 * names no field and the server gives no detail; `invalid` when fields hold the errors, found by the
 * form before sending or named by the server. Without `invalid` the fields speak alone before sending,
 * and `failed` leads the alert after the server named fields. A string is `{ failed }`.
 */
export type SaveMessages = string | { failed: string; invalid?: string };

export type ContractForm<Values extends Record<string, unknown>> = {
  form: UseFormReturnType<Values>;
  /** The message shown above the buttons after a failed save (null when none). */
  saveError: string | null;
  /**
   * Saves the form: checks the values against the contract first (nothing is sent while a field is
   * wrong), then runs `save`. A refusal naming fields puts each message at its field; the alert says
   * what `messages` gives, else the server's detail. Resolves true when `save` succeeded.
   */
  submit: (save: (values: Values) => Promise<void>, messages: SaveMessages) => Promise<boolean>;
  /** `submit` as a form's onSubmit handler. */
  handleSubmit: (
    save: (values: Values) => Promise<void>,
    messages: SaveMessages,
  ) => (event?: { preventDefault: () => void }) => void;
};

/**
 * The one form approach: `@mantine/form` validated by the contract's schema, server field errors shown at
 * their fields, and each field's error cleared as soon as the field changes.
 */
export function useContractForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
  toBody,
  fieldOf,
  check,
  onInvalid,
}: UseContractFormOptions<Values>): ContractForm<Values> {
  const place: FieldOf<Values> = fieldOf ?? sameNameFields(initialValues);
  const contract = contractResolver(schema, toBody, place);
  const resolver = (values: Values): FormErrors => ({ ...contract(values), ...check?.(values) });
  const formRef = useRef<UseFormReturnType<Values> | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: resolver,
    // A red field is checked again as it changes, so its error goes as soon as it is fixed.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      const found = resolver(values);
      // After any change already queued (a list item removed moves the errors of the rows below it).
      formRef.current?.setErrors((errors) => recheckChanged(errors, values, previous, found));
    },
  });
  formRef.current = form;
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit: ContractForm<Values>['submit'] = async (save, messages) => {
    const { failed, invalid } = typeof messages === 'string' ? { failed: messages } : messages;
    setSaveError(null);
    const checked = form.validate();
    if (checked.hasErrors) {
      if (invalid) setSaveError(invalid);
      onInvalid?.(Object.keys(checked.errors));
      return false;
    }
    const values = form.getValues();
    try {
      await save(values);
      return true;
    } catch (error: unknown) {
      const { atFields, elsewhere } = placeErrors(serverFieldErrors(error), place, values);
      form.setErrors(atFields);
      if (Object.keys(atFields).length === 0) setSaveError(errorDetail(error, failed));
      else {
        setSaveError([invalid ?? failed, ...elsewhere.map((other) => inWords(other.message))].join(' '));
        onInvalid?.(Object.keys(atFields));
      }
      return false;
    }
  };

  const handleSubmit: ContractForm<Values>['handleSubmit'] = (save, messages) => (event) => {
    event?.preventDefault();
    void submit(save, messages);
  };

  return { form, saveError, submit, handleSubmit };
}

/**
 * A text field's props from the form, with what is typed cleaned first (digits only, a phone's
 * format): `<TextInput {...cleanedInput(form, 'zip', cleanZip)} />`.
 */
export function cleanedInput<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
  clean?: (text: string) => string,
) {
  const props = form.getInputProps(field);
  if (!clean) return props;
  return {
    ...props,
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setFieldValue(field, clean(event.currentTarget.value) as never),
  };
}

/**
 * The props of a field that hands over its value as text (a DateField's 'YYYY-MM-DD', a StateSelect's
 * code): the form's value ('' for none) and error.
 */
export function valueInput<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
) {
  return {
    value: String(form.getValues()[field] ?? ''),
    error: form.errors[field],
    onChange: (value: string) => form.setFieldValue(field, value as never),
  };
}

/** A Select's props from the form: its value ('' for none, shown as nothing chosen) and error. */
export function selectInput<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
) {
  return {
    value: String(form.getValues()[field] ?? '') || null,
    error: form.errors[field],
    onChange: (value: string | null) => form.setFieldValue(field, (value ?? '') as never),
  };
}
