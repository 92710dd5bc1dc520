import { type CostCenter, ZSaveCostCenterBody } from '@hub/contract';
import { Textarea, TextInput } from '@mantine/core';
import { useContractForm, valueInput } from '@/components/forms/contract-form';
import { FormPage, LoadRecord } from '@/components/forms/form-page';
import { StateSelect } from '@/components/forms/state-select';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { StateChoice } from '@/lib/state-scope';
import { useCostCenter } from '../api/get-cost-center';
import { useSaveCostCenter } from '../api/save-cost-center';
import {
  type CostCenterFormValues,
  cleanOutputOrder,
  NEW_COST_CENTER,
  toFormValues,
  toSaveBody,
} from './cost-center-values';

export const LOAD_FAILED = 'Failed to load cost center.';
export const SAVE_FAILED = 'Save failed.';

const BACK = { to: paths.admin.costCenters.getHref(), label: 'Back to Cost Centers' };

export type CostCenterFormProps = {
  /** null for a new cost center. */
  id: number | null;
  /** The states the user may give the cost center; a new one starts in the user's own. */
  stateChoice: StateChoice;
  /** After a successful save (spec 000 §4: back to the list) and on Cancel. */
  onDone: () => void;
};

/** Spec 000 §2 cost center form: 'New Cost Center' or 'Edit Cost Center #{id}'. */
export function CostCenterForm(props: CostCenterFormProps) {
  const { id } = props;
  const title = id === null ? 'New Cost Center' : `Edit Cost Center #${id}`;
  return (
    <LoadRecord
      query={useCostCenter(id)}
      isNew={id === null}
      title={title}
      back={BACK}
      loadingLabel="Loading cost center"
      loadFailed={LOAD_FAILED}
    >
      {(costCenter) => <CostCenterEditor {...props} title={title} costCenter={costCenter} />}
    </LoadRecord>
  );
}

type CostCenterEditorProps = CostCenterFormProps & { title: string; costCenter: CostCenter | null };

function CostCenterEditor({ id, title, costCenter, stateChoice, onDone }: CostCenterEditorProps) {
  const save = useSaveCostCenter();
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: costCenter
      ? toFormValues(costCenter)
      : { ...NEW_COST_CENTER, state: stateChoice.defaultState ?? NEW_COST_CENTER.state },
    schema: ZSaveCostCenterBody,
    toBody: toSaveBody,
  });

  const handleSave = async (saved: CostCenterFormValues) => {
    await save.mutateAsync({ key: id, version: costCenter?.version ?? null, body: toSaveBody(saved) });
    notify.success(id === null ? 'Cost center created.' : 'Cost center saved.');
    onDone();
  };

  return (
    <FormPage
      title={title}
      back={BACK}
      onSubmit={handleSubmit(handleSave, SAVE_FAILED)}
      saveError={saveError}
      saving={save.isPending}
      onCancel={onDone}
    >
      <TextInput label="Company Name" required {...form.getInputProps('company_name')} />
      <TextInput label="Accounting Code" {...form.getInputProps('accounting_code')} />
      <StateSelect states={stateChoice.states} required {...valueInput(form, 'state')} />
      <TextInput
        label="Output Order"
        required
        inputMode="numeric"
        w={160}
        {...form.getInputProps('output_order')}
        onChange={(event) => form.setFieldValue('output_order', cleanOutputOrder(event.currentTarget.value))}
      />
      <Textarea label="Description" required autosize minRows={2} {...form.getInputProps('description')} />
    </FormPage>
  );
}
