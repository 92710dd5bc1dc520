import { type Branch, ZCreateBranchBody } from '@hub/contract';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { selectInput, useContractForm, valueInput } from '@/components/forms/contract-form';
import { FormPage, LoadRecord } from '@/components/forms/form-page';
import { LookupSelect } from '@/components/forms/lookup-select';
import { StateSelect } from '@/components/forms/state-select';
import { paths } from '@/config/paths';
import { useCostCenterOptions } from '@/lib/lookups/cost-centers';
import { notify } from '@/lib/notify';
import type { StateChoice } from '@/lib/state-scope';
import { useBranch } from '../api/get-branch';
import { useSaveBranch } from '../api/save-branch';
import {
  type BranchFormValues,
  cleanCount,
  costCenterLabel,
  NEW_BRANCH,
  toFormValues,
  toSaveBody,
} from './branch-values';

/** Spec 000 §8 Branch. */
export const BRANCH_LOAD_FAILED = 'Could not load branch.';
export const BRANCH_SAVE_FAILED = 'There was a problem saving this branch.';

export type BranchFormProps = {
  /** null for a new branch. */
  uuid: string | null;
  /** The states the user may give the branch; a new one starts in the user's own. */
  stateChoice: StateChoice;
  /** After a successful save and on Cancel: back to the list. */
  onDone: () => void;
};

const BACK = { to: paths.admin.branches.getHref(), label: 'Back to Branches' };

/** /admin/branches/new and /admin/branches/{uuid}. */
export function BranchForm({ uuid, stateChoice, onDone }: BranchFormProps) {
  const title = uuid === null ? 'New Branch' : 'Edit Branch';
  return (
    <LoadRecord
      query={useBranch(uuid)}
      isNew={uuid === null}
      title={title}
      back={BACK}
      loadingLabel="Loading branch"
      loadFailed={BRANCH_LOAD_FAILED}
    >
      {(branch) => <BranchEditor title={title} branch={branch} stateChoice={stateChoice} onDone={onDone} />}
    </LoadRecord>
  );
}

type BranchEditorProps = {
  title: string;
  branch: Branch | null;
  stateChoice: StateChoice;
  onDone: () => void;
};

function BranchEditor({ title, branch, stateChoice, onDone }: BranchEditorProps) {
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: branch
      ? toFormValues(branch)
      : { ...NEW_BRANCH, state: stateChoice.defaultState ?? NEW_BRANCH.state },
    schema: ZCreateBranchBody,
    toBody: toSaveBody,
  });
  const save = useSaveBranch();
  const costCenters = useCostCenterOptions();

  const costCenterData = useMemo(() => {
    const options = (costCenters.data ?? []).map((costCenter) => ({
      value: String(costCenter.cost_center_id),
      label: costCenterLabel(costCenter),
    }));
    // The branch's own cost center stays choosable even when the list cannot show it.
    if (branch?.cost_center_id != null && !options.some((o) => o.value === String(branch.cost_center_id))) {
      options.unshift({
        value: String(branch.cost_center_id),
        label: branch.cost_center_desc ?? `Cost center #${branch.cost_center_id}`,
      });
    }
    return options;
  }, [costCenters.data, branch]);

  const text = (field: keyof BranchFormValues) => form.getInputProps(field);

  const handleSave = async (saved: BranchFormValues) => {
    const body = toSaveBody(saved);
    await save.mutateAsync({ key: branch?.uuid ?? null, version: branch?.version ?? null, body });
    notify.success(branch === null ? 'Branch created.' : 'Branch saved.');
    onDone();
  };

  return (
    <FormPage
      title={title}
      back={BACK}
      onSubmit={handleSubmit(handleSave, BRANCH_SAVE_FAILED)}
      saveError={saveError}
      saving={save.isPending}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Code" {...text('code')} />
        <TextInput label="Name" required {...text('name')} />
        <TextInput label="Alias" {...text('alias')} />
        <TextInput label="Address 1" {...text('add1')} />
        <TextInput label="Address 2" {...text('add2')} />
        <TextInput label="City" {...text('city')} />
        <StateSelect states={stateChoice.states} {...valueInput(form, 'state')} />
        <TextInput label="ZIP" inputMode="numeric" maxLength={10} {...text('zip')} />
        <TextInput label="Phone" type="tel" placeholder="(602) 555-0100" {...text('phone_number')} />
        <TextInput
          label="Escrow Employee Count Override"
          inputMode="numeric"
          {...text('escrow_employee_count_override')}
          onChange={(event) =>
            form.setFieldValue('escrow_employee_count_override', cleanCount(event.currentTarget.value))
          }
        />
        <LookupSelect
          label="Cost Center"
          lookup={costCenters}
          what="cost centers"
          placeholder="None"
          nothingFoundMessage="No cost center found"
          data={costCenterData}
          {...selectInput(form, 'cost_center_id')}
        />
      </SimpleGrid>
      <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormPage>
  );
}
