import { type JvEntity, ZSaveJvEntityBody } from '@hub/contract';
import {
  Checkbox,
  ColorInput,
  FileInput,
  Group,
  Image,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { cleanedInput, selectInput, useContractForm, valueInput } from '@/components/forms/contract-form';
import { FormPage, LoadRecord } from '@/components/forms/form-page';
import { LookupSelect } from '@/components/forms/lookup-select';
import { StateSelect } from '@/components/forms/state-select';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useEmployeeOptions } from '@/lib/lookups/employees';
import { notify } from '@/lib/notify';
import { ALL_STATES, type StateChoice } from '@/lib/state-scope';
import { useObjectUrl } from '@/lib/use-object-url';
import { useJvEntity } from '../api/get-jv-entity';
import { useSaveJvEntity } from '../api/save-jv-entity';
import { useUploadJvLogo } from '../api/upload-jv-logo';
import {
  checkMagnusPercent,
  cleanPhone,
  cleanZip,
  isLogoFile,
  type JvFormValues,
  LOGO_ACCEPT,
  LOGO_TYPE_ERROR,
  NEW_JV,
  titleOfficerOptions,
  toFormValues,
  toSaveBody,
} from './jv-values';

/** Spec 000 §8 JV messages. */
export const JV_LOAD_FAILED = 'Could not load JV entity.';
export const JV_SAVE_FAILED = 'There was a problem saving this JV record.';
export const JV_SAVED = 'JV saved.';
export const LOGO_UPLOADED = 'Logo uploaded.';

export type JvFormProps = {
  /** jv_id (or uuid) of the JV to edit; null for a new one. */
  id: string | null;
  /** The states the user may give the JV; a new one starts in the user's own. */
  stateChoice: StateChoice;
  /** After a successful save, and on Cancel: back to the list. */
  onDone: () => void;
  /** A new JV was saved but its logo was not: open it so the logo can be tried again. */
  onOpen: (jvId: number) => void;
};

const BACK = { to: paths.admin.jvs.getHref(), label: 'Back to JVs' };

/** Spec 000 §2 /admin/jvs/new and /admin/jvs/{jv_id}: every field of §3, with a logo upload. */
export function JvForm({ id, stateChoice, onDone, onOpen }: JvFormProps) {
  const title = id === null ? 'New JV' : 'Edit JV';
  return (
    <LoadRecord
      query={useJvEntity(id)}
      isNew={id === null}
      title={title}
      back={BACK}
      loadingLabel="Loading JV"
      loadFailed={JV_LOAD_FAILED}
    >
      {(jv) => <JvEditor title={title} jv={jv} stateChoice={stateChoice} onDone={onDone} onOpen={onOpen} />}
    </LoadRecord>
  );
}

type JvEditorProps = Omit<JvFormProps, 'id'> & { title: string; jv: JvEntity | null };

function JvEditor({ title, jv, stateChoice, onDone, onOpen }: JvEditorProps) {
  const save = useSaveJvEntity();
  const upload = useUploadJvLogo();
  const employees = useEmployeeOptions();
  // The record as last answered by the server (its version and logo); the form's edits stay in the form.
  const [record, setRecord] = useState<JvEntity | null>(jv);
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: jv ? toFormValues(jv) : { ...NEW_JV, st: stateChoice.defaultState ?? NEW_JV.st },
    schema: ZSaveJvEntityBody,
    toBody: toSaveBody,
    check: checkMagnusPercent,
  });
  const values = form.getValues();
  const [logoError, setLogoError] = useState<string | null>(null);
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const pendingPreview = useObjectUrl(pendingLogo);

  const text = (field: keyof JvFormValues, clean?: (s: string) => string) => cleanedInput(form, field, clean);

  const handleSave = async (typed: JvFormValues) => {
    const saved = await save.mutateAsync({
      key: record?.jv_id ?? null,
      version: record?.version ?? null,
      body: toSaveBody(typed),
    });
    if (record === null && pendingLogo) {
      try {
        await upload.mutateAsync({ id: saved.jv_id, version: saved.version, file: pendingLogo });
      } catch (error) {
        notify.error(errorDetail(error, JV_SAVE_FAILED));
        onOpen(saved.jv_id);
        return;
      }
    }
    notify.success(JV_SAVED);
    onDone();
  };

  const handleLogo = async (file: File | null) => {
    setLogoError(null);
    if (!file) {
      setPendingLogo(null);
      return;
    }
    if (!isLogoFile(file)) {
      setLogoError(LOGO_TYPE_ERROR);
      return;
    }
    if (record === null) {
      // A new JV: the logo goes up right after the JV is created.
      setPendingLogo(file);
      return;
    }
    try {
      const updated = await upload.mutateAsync({ id: record.jv_id, version: record.version, file });
      setRecord(updated);
      notify.success(LOGO_UPLOADED);
    } catch (error) {
      setLogoError(errorDetail(error, JV_SAVE_FAILED));
    }
  };

  const officerOptions = titleOfficerOptions(employees.data ?? [], values.title_officer);
  const busy = save.isPending || upload.isPending;
  const logoSrc = pendingPreview ?? record?.logo_url ?? null;

  return (
    <FormPage
      title={record ? `${title}: ${record.name}` : title}
      back={BACK}
      onSubmit={handleSubmit(handleSave, JV_SAVE_FAILED)}
      saveError={saveError}
      saving={busy}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name" required {...text('name')} />
        <TextInput label="Alias" {...text('alias')} />
        <TextInput label="Website" {...text('jv_website')} />
        <TextInput label="License Number" {...text('jv_license_num')} />
        <TextInput label="Phone" maxLength={14} {...text('phone_number', cleanPhone)} />
        <TextInput label="Fax" maxLength={14} {...text('fax', cleanPhone)} />
        <TextInput label="Address 1" {...text('add1')} />
        <TextInput label="Address 2" {...text('add2')} />
        <TextInput label="City" {...text('city')} />
        <Group grow gap="sm" align="flex-start">
          <StateSelect
            states={stateChoice.states}
            // A JV without a state is 'Unassigned': only a user who sees both states may leave it so.
            emptyLabel={stateChoice.states.length === ALL_STATES.length ? 'Unassigned' : undefined}
            {...valueInput(form, 'st')}
          />
          <TextInput label="ZIP" inputMode="numeric" {...text('zip', cleanZip)} />
        </Group>
        <TextInput label="Info Subdomain" {...text('info_subdomain')} />
        <LookupSelect
          label="Title Officer"
          lookup={employees}
          what="employees"
          placeholder="None"
          nothingFoundMessage="No employee matches."
          data={officerOptions}
          {...selectInput(form, 'title_officer')}
        />
        <TextInput label="Title E-mail" type="email" {...text('title_email')} />
        <NumberInput
          label="Magnus Title %"
          min={0}
          max={100}
          step={1}
          // What is typed stays as typed: the save refuses 150 or 12.5 with the reason instead.
          clampBehavior="none"
          value={values.magnus_title_pct}
          error={form.errors.magnus_title_pct}
          onChange={(value) => form.setFieldValue('magnus_title_pct', String(value))}
        />
        <ColorInput
          label="Primary Color"
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps('primary_color')}
        />
        <ColorInput
          label="Secondary Color"
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps('secondary_color')}
        />
        <NumberInput
          label="Report Order"
          step={1}
          allowDecimal={false}
          value={values.sort_order}
          error={form.errors.sort_order}
          onChange={(value) => form.setFieldValue('sort_order', String(value))}
        />
        <Checkbox label="Active" mt="lg" {...form.getInputProps('is_active', { type: 'checkbox' })} />
      </SimpleGrid>
      <Textarea label="About" autosize minRows={3} {...text('about_info')} />

      <Stack gap="xs">
        {logoSrc ? (
          <Image
            src={logoSrc}
            alt={pendingPreview ? 'Logo to upload' : 'JV logo'}
            h={64}
            w="auto"
            maw={240}
            fit="contain"
          />
        ) : (
          <Text c="dimmed" size="sm">
            No logo yet.
          </Text>
        )}
        <FileInput
          label="Logo"
          description="PNG or JPEG, at most 5 MB."
          placeholder="Choose a PNG or JPEG file"
          accept={LOGO_ACCEPT}
          clearable={record === null}
          clearButtonProps={{ 'aria-label': 'Clear logo' }}
          value={pendingLogo}
          error={logoError}
          onChange={(file) => void handleLogo(file)}
          disabled={busy}
        />
        {pendingLogo && <Text size="sm">{`${pendingLogo.name} will be uploaded when the JV is saved.`}</Text>}
        {upload.isPending && <Loader size="xs" aria-label="Uploading logo" />}
      </Stack>
    </FormPage>
  );
}
