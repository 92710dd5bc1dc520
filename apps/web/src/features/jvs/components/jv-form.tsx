import type { JvEntity } from '@hub/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Image,
  Input,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { StateSelect } from '@/components/forms/state-select';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { recheckField } from '@/lib/field-errors';
import { useEmployeeOptions } from '@/lib/lookups/employees';
import { notify } from '@/lib/notify';
import { ALL_STATES, type StateChoice } from '@/lib/state-scope';
import { useJvEntity } from '../api/get-jv-entity';
import { useSaveJvEntity } from '../api/save-jv-entity';
import { useUploadJvLogo } from '../api/upload-jv-logo';
import {
  cleanPhone,
  cleanZip,
  isLogoFile,
  type JvErrors,
  type JvFormValues,
  LOGO_ACCEPT,
  LOGO_TYPE_ERROR,
  NEW_JV,
  titleOfficerOptions,
  toFormValues,
  toSaveBody,
  validateJv,
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

/** Spec 000 §2 /admin/jvs/new and /admin/jvs/{jv_id}: every field of §3, with a logo upload. */
export function JvForm({ id, stateChoice, onDone, onOpen }: JvFormProps) {
  const loaded = useJvEntity(id);
  const save = useSaveJvEntity();
  const upload = useUploadJvLogo();
  const employees = useEmployeeOptions();
  // The record as last answered by the server (its version and logo); the form's edits stay in `values`.
  const [record, setRecord] = useState<JvEntity | null>(null);
  const [values, setValues] = useState<JvFormValues>(() => ({
    ...NEW_JV,
    st: stateChoice.defaultState ?? NEW_JV.st,
  }));
  const [errors, setErrors] = useState<JvErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const [pendingPreview, setPendingPreview] = useState<string | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const logoInputId = useId();

  useEffect(() => {
    // Filled once: a background refetch must not overwrite what is being typed.
    if (loaded.data && record === null) {
      setRecord(loaded.data);
      setValues(toFormValues(loaded.data));
    }
  }, [loaded.data, record]);

  useEffect(() => {
    if (!pendingLogo) return;
    const url = URL.createObjectURL(pendingLogo);
    setPendingPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pendingLogo]);

  const set =
    <K extends keyof JvFormValues>(field: K) =>
    (value: JvFormValues[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      setErrors((current) => recheckField(current, field, validateJv(next)));
    };
  const text = (field: keyof JvFormValues, clean: (s: string) => string = (s) => s) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field)(clean(event.currentTarget.value) as never),
  });

  const title = id === null ? 'New JV' : 'Edit JV';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateJv(values);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) return;
    let saved: JvEntity;
    try {
      saved = await save.mutateAsync({
        id: record?.jv_id ?? null,
        version: record?.version ?? null,
        values: toSaveBody(values),
      });
    } catch (error) {
      setSaveError(errorDetail(error, JV_SAVE_FAILED));
      return;
    }
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

  const handleLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    setLogoError(null);
    if (!file) return;
    if (!isLogoFile(file)) {
      setLogoError(LOGO_TYPE_ERROR);
      input.value = '';
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
    } finally {
      if (logoInput.current) logoInput.current.value = '';
    }
  };

  if (id !== null && loaded.isPending) return <Loader size="sm" aria-label="Loading JV" />;
  if (id !== null && loaded.isError) {
    return (
      <Stack gap="md">
        <Title order={2}>{title}</Title>
        <Alert color="red" role="alert">
          {errorDetail(loaded.error, JV_LOAD_FAILED)}
        </Alert>
        <Anchor component={Link} to={paths.admin.jvs.getHref()}>
          Back to JVs
        </Anchor>
      </Stack>
    );
  }

  const officerOptions = titleOfficerOptions(employees.data ?? [], values.title_officer);
  const busy = save.isPending || upload.isPending;
  const logoSrc = pendingPreview ?? record?.logo_url ?? null;

  return (
    <form onSubmit={handleSubmit} aria-label={title} noValidate>
      <Stack gap="md" maw={880}>
        <Anchor component={Link} to={paths.admin.jvs.getHref()} size="sm">
          Back to JVs
        </Anchor>
        <Title order={2}>{record ? `${title}: ${record.name}` : title}</Title>

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
              value={values.st}
              error={errors.st}
              onChange={set('st')}
            />
            <TextInput label="ZIP" inputMode="numeric" {...text('zip', cleanZip)} />
          </Group>
          <TextInput label="Info Subdomain" {...text('info_subdomain')} />
          <Select
            label="Title Officer"
            placeholder={employees.isPending ? 'Loading employees…' : 'None'}
            data={officerOptions}
            value={values.title_officer || null}
            onChange={(value) => set('title_officer')(value ?? '')}
            searchable
            clearable
            nothingFoundMessage="No employee matches."
            error={employees.isError ? 'Could not load employees.' : undefined}
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
            error={errors.magnus_title_pct}
            onChange={(value) => set('magnus_title_pct')(String(value))}
          />
          <ColorInput
            label="Primary Color"
            format="hex"
            withEyeDropper={false}
            value={values.primary_color}
            error={errors.primary_color}
            onChange={set('primary_color')}
          />
          <ColorInput
            label="Secondary Color"
            format="hex"
            withEyeDropper={false}
            value={values.secondary_color}
            error={errors.secondary_color}
            onChange={set('secondary_color')}
          />
          <NumberInput
            label="Report Order"
            step={1}
            allowDecimal={false}
            value={values.sort_order}
            error={errors.sort_order}
            onChange={(value) => set('sort_order')(String(value))}
          />
          <Checkbox
            label="Active"
            mt="lg"
            checked={values.is_active}
            onChange={(event) => set('is_active')(event.currentTarget.checked)}
          />
        </SimpleGrid>
        <Textarea label="About" autosize minRows={3} {...text('about_info')} />

        <Input.Wrapper
          label="Logo"
          labelElement="label"
          id={logoInputId}
          description="PNG or JPEG, at most 5 MB."
          error={logoError}
        >
          <Stack gap="xs" mt={4}>
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
            <input
              ref={logoInput}
              id={logoInputId}
              type="file"
              accept={LOGO_ACCEPT}
              onChange={(event) => void handleLogo(event)}
              disabled={busy}
            />
            {pendingLogo && (
              <Text size="sm">{`${pendingLogo.name} will be uploaded when the JV is saved.`}</Text>
            )}
            {upload.isPending && <Loader size="xs" aria-label="Uploading logo" />}
          </Stack>
        </Input.Wrapper>

        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={busy}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="default" type="button" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
