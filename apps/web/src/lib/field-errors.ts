/**
 * After a field changed: its error is checked again against the new values (`found`, the form's
 * validator run on them), so a field stops being red as soon as it is fixed. A field without an error
 * stays without one until the next save; the errors of other fields stay as they are.
 */
export function recheckField<E extends Partial<Record<string, string>>>(
  errors: E,
  field: PropertyKey,
  found: E,
): E {
  if (typeof field !== 'string' || !errors[field]) return errors;
  return { ...errors, [field]: found[field] };
}
