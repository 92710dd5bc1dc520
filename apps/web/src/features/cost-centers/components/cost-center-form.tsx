import { Alert, Button, Group, Loader, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { StateSelect } from '@/components/forms/state-select';
import { errorDetail } from '@/lib/api-client';
import { recheckField } from '@/lib/field-errors';
import type { StateChoice } from '@/lib/state-scope';
import { useCostCenter } from '../api/get-cost-center';
import { useSaveCostCenter } from '../api/save-cost-center';
import {
  type CostCenterErrors,
  type CostCenterFormValues,
  cleanOutputOrder,
  NEW_COST_CENTER,
  toFormValues,
  toSaveBody,
  validateCostCenter,
} from './cost-center-values';

export const LOAD_FAILED = 'Failed to load cost center.';
export const SAVE_FAILED = 'Save failed.';

export type CostCenterFormProps = {
  /** null for a new cost center. */
  id: number | null;
  /** The states the user may give the cost center; a new one starts in the user's own. */
  stateChoice: StateChoice;
  /** After a successful save (spec 000 §4: back to the list) and on Cancel. */
  onDone: () => void;
};

/** Spec 000 §2 cost center form: 'New Cost Center' or 'Edit Cost Center #{id}'. */
export function CostCenterForm({ id, stateChoice, onDone }: CostCenterFormProps) {
  const loaded = useCostCenter(id);
  const save = useSaveCostCenter();
  const [values, setValues] = useState<CostCenterFormValues>(() => ({
    ...NEW_COST_CENTER,
    state: stateChoice.defaultState ?? NEW_COST_CENTER.state,
  }));
  const [errors, setErrors] = useState<CostCenterErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    if (loaded.data) setValues(toFormValues(loaded.data));
  }, [loaded.data]);

  const title = id === null ? 'New Cost Center' : `Edit Cost Center #${id}`;
  const set = (field: keyof CostCenterFormValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => recheckField(current, field, validateCostCenter(next)));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCostCenter(values);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ id, version: loaded.data?.version ?? null, values: toSaveBody(values) });
      onDone();
    } catch (error) {
      setSaveError(errorDetail(error, SAVE_FAILED));
    }
  };

  if (id !== null && loaded.isPending) return <Loader size="sm" aria-label="Loading cost center" />;
  if (id !== null && loaded.isError) {
    return (
      <Stack gap="md">
        <Title order={2}>{title}</Title>
        <Alert color="red" role="alert">
          {errorDetail(loaded.error, LOAD_FAILED)}
        </Alert>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} aria-label={title} noValidate>
      <Stack gap="sm" maw={560}>
        <Title order={2}>{title}</Title>
        <TextInput
          label="Company Name"
          required
          value={values.company_name}
          error={errors.company_name}
          onChange={(event) => set('company_name')(event.currentTarget.value)}
        />
        <TextInput
          label="Accounting Code"
          value={values.accounting_code}
          onChange={(event) => set('accounting_code')(event.currentTarget.value)}
        />
        <StateSelect
          states={stateChoice.states}
          required
          value={values.state}
          error={errors.state}
          onChange={set('state')}
        />
        <TextInput
          label="Output Order"
          required
          inputMode="numeric"
          w={160}
          value={values.output_order}
          onChange={(event) => set('output_order')(cleanOutputOrder(event.currentTarget.value))}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
        />
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="default" type="button" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
