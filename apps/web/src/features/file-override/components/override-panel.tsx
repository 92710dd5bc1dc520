import { type FileOverride, ZSaveFileOverrideBody } from '@hub/contract';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { selectInput, useContractForm, valueInput } from '@/components/forms/contract-form';
import { DateField } from '@/components/forms/date-field';
import { SaveError } from '@/components/forms/form-page';
import { LookupSelect } from '@/components/forms/lookup-select';
import { confirmAction } from '@/lib/confirm';
import { notify } from '@/lib/notify';
import { useDeleteFile } from '../api/delete-file';
import { useActiveBranchesIn, useActiveJvsIn } from '../api/get-state-lookups';
import { useSaveFileOverride } from '../api/save-file-override';
import { AmountInputs } from './amount-inputs';
import {
  BRANCH_PLACEHOLDER,
  FILE_DELETE_CONFIRM,
  FILE_DELETE_FAILED,
  FILE_SAVE_FAILED,
  JV_PLACEHOLDER,
  type OverrideFormValues,
  toOverrideBody,
  toOverrideFormValues,
  withCurrent,
} from './file-override-values';

export type OverridePanelProps = {
  file: FileOverride;
  onClose: () => void;
  /** After the file was saved or deleted (the dialog then closes). */
  onChanged: () => void;
};

/** The amount fields, as spec 001 §2 names them. */
const AMOUNTS: readonly { field: keyof OverrideFormValues; label: string }[] = [
  { field: 'title_processing', label: 'Title Process' },
  { field: 'settlement_fee', label: 'Escrow' },
  { field: 'owners_policy', label: 'Own Policy' },
  { field: 'lenders_policy', label: 'Lend Policy' },
  { field: 'endorsements', label: 'Endorsements' },
];

/**
 * 'Override File Values' (spec 001 §2): the closing date, the amounts, the branch and the JV,
 * prefilled from the file; Save File (with the file's version: a stale save is refused), Delete File
 * (after a confirmation) and Close.
 */
export function OverridePanel({ file, onClose, onChanged }: OverridePanelProps) {
  const save = useSaveFileOverride();
  const remove = useDeleteFile();
  const branches = useActiveBranchesIn(file.state);
  const jvs = useActiveJvsIn(file.state);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { form, saveError, handleSubmit } = useContractForm<OverrideFormValues>({
    initialValues: toOverrideFormValues(file),
    schema: ZSaveFileOverrideBody,
    toBody: toOverrideBody,
  });

  const branchOptions = withCurrent(
    (branches.data ?? []).map((b) => ({ value: String(b.branch_id), label: b.name })),
    file.settlement_agency
      ? { value: String(file.settlement_agency.branch_id), label: file.settlement_agency.name }
      : null,
  );
  const jvOptions = withCurrent(
    (jvs.data ?? []).map((j) => ({ value: String(j.jv_id), label: j.name })),
    file.external_title_company
      ? { value: String(file.external_title_company.jv_id), label: file.external_title_company.name }
      : null,
  );

  const handleSave = async (values: OverrideFormValues) => {
    await save.mutateAsync({ fileUuid: file.file_uuid, version: file.version, body: toOverrideBody(values) });
    notify.success('File saved.');
    onChanged();
    onClose();
  };

  const handleDelete = async () => {
    setDeleteError(null);
    if (!(await confirmAction(FILE_DELETE_CONFIRM, { confirmLabel: 'Delete File' }))) return;
    try {
      await remove.mutateAsync({ fileUuid: file.file_uuid, version: file.version });
    } catch {
      setDeleteError(FILE_DELETE_FAILED);
      return;
    }
    notify.success('File deleted.');
    onChanged();
    onClose();
  };

  const busy = save.isPending || remove.isPending;
  const error = saveError ?? deleteError;

  return (
    <form
      onSubmit={handleSubmit(handleSave, FILE_SAVE_FAILED)}
      aria-labelledby="override-values-title"
      noValidate
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="override-values-title">
          Override File Values
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
          <DateField label="Closing Date" {...valueInput(form, 'calc_close_date')} />
          <AmountInputs form={form} fields={AMOUNTS} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <LookupSelect
            label="Branch"
            placeholder={BRANCH_PLACEHOLDER}
            lookup={branches}
            what="branches"
            data={branchOptions}
            clearButtonProps={{ 'aria-label': 'Clear Branch' }}
            {...selectInput(form, 'settlement_agency_id')}
          />
          <LookupSelect
            label="Joint Venture"
            placeholder={JV_PLACEHOLDER}
            lookup={jvs}
            what="joint ventures"
            data={jvOptions}
            clearButtonProps={{ 'aria-label': 'Clear Joint Venture' }}
            {...selectInput(form, 'external_title_company_id')}
          />
        </SimpleGrid>
        <SaveError message={error} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={busy}>
            Save File
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => void handleDelete()}
            loading={remove.isPending}
            disabled={busy}
          >
            Delete File
          </Button>
          <Button variant="default" onClick={onClose} disabled={busy}>
            Close
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
