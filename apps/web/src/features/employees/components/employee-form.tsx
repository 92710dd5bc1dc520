import type { Employee } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { StateSelect } from '@/components/forms/state-select';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useBranchOptions } from '@/lib/lookups/branches';
import { useCostCenterOptions } from '@/lib/lookups/cost-centers';
import { useEmployeeOptions } from '@/lib/lookups/employees';
import { notify } from '@/lib/notify';
import type { StateChoice } from '@/lib/state-scope';
import { useCreateEmployee } from '../api/create-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { useUpdateEmployeePhoto } from '../api/update-employee-photo';
import { EmployeeBase } from './employee-base';
import {
  baseForSave,
  cleanCountInput,
  cleanMoneyInput,
  cleanPhoneInput,
  type EmployeeErrors,
  type EmployeeField,
  type EmployeeFormValues,
  type EmployeeTab,
  fieldErrorFromDetail,
  NEW_EMPLOYEE,
  tabOfField,
  toFormValues,
  toSaveBody,
  validateEmployee,
} from './employee-form-values';
import { EmployeePhoto } from './employee-photo';
import { GuaranteesPanel, type GuaranteesPanelHandle } from './guarantees-panel';
import { JvLinksPanel } from './jv-links-panel';

export const SAVE_FAILED = 'There was a problem saving this employee.';
export const PENDING_GUARANTEE_FAILED =
  'Could not save the pending guarantee row. Fix it or clear it before saving the employee.';
export const TERMINATION_WARNING = 'Setting a termination date usually means the employee is inactive.';
export const COST_CENTER_HINT = 'Select a cost center only if there is no branch.';

export type EmployeeFormProps = {
  /** null for /admin/employees/new. */
  employee: Employee | null;
  /** Super roles change the base: the main Save sends it with the rest. */
  canEditBase: boolean;
  /** The states the user may give the employee; a new one starts in the user's own. */
  stateChoice: StateChoice;
  /** After a new employee was created: the page opens its edit form. */
  onCreated: (uuid: string) => void;
};

type SaveFailure = { title: string; detail: string | null };

const EMP_TYPE_OPTIONS = [
  { value: 'REP', label: 'REP (marketing rep)' },
  { value: 'EO', label: 'EO (escrow officer)' },
];

/** Spec 000 §2 /admin/employees/new and /admin/employees/{uuid}. */
export function EmployeeForm({ employee, canEditBase, stateChoice, onCreated }: EmployeeFormProps) {
  const [record, setRecord] = useState<Employee | null>(employee);
  const [values, setValues] = useState<EmployeeFormValues>(() =>
    employee
      ? toFormValues(employee)
      : { ...NEW_EMPLOYEE, state: stateChoice.defaultState ?? NEW_EMPLOYEE.state },
  );
  const [errors, setErrors] = useState<EmployeeErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [tab, setTab] = useState<EmployeeTab>('profile');
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const guaranteesRef = useRef<GuaranteesPanelHandle>(null);

  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const uploadPhoto = useUpdateEmployeePhoto();
  const branches = useBranchOptions();
  const costCenters = useCostCenterOptions();
  const people = useEmployeeOptions();

  const uuid = record?.uuid ?? null;
  const title = record ? 'Edit Employee' : 'New Employee';

  const set =
    <K extends EmployeeField>(field: K) =>
    (value: EmployeeFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  const textProps = (field: EmployeeField, clean: (text: string) => string = (text) => text) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(clean(event.currentTarget.value) as never),
  });
  const checkboxProps = (field: EmployeeField) => ({
    checked: values[field] as boolean,
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      set(field)(event.currentTarget.checked as never),
  });

  const branchOptions = useMemo(
    () =>
      (branches.data ?? []).map((b) => ({
        value: String(b.branch_id),
        label: `${stripAgencySuffix(b.name)} (${b.state})${b.active ? '' : ' (inactive)'}`,
      })),
    [branches.data],
  );
  const costCenterOptions = useMemo(
    () =>
      (costCenters.data ?? []).map((c) => ({
        value: String(c.cost_center_id),
        label: `${c.company_name} - ${c.description} (${c.state})`,
      })),
    [costCenters.data],
  );
  const personOptions = useMemo(() => {
    const options = (people.data ?? [])
      .filter((p) => p.uuid !== uuid)
      .map((p) => ({
        uuid: p.uuid,
        id: String(p.employee_id),
        label: `${p.first_name} ${p.last_name}${p.is_active ? '' : ' (inactive)'}`,
      }));
    // Partners outside the caller's states still show under their names.
    for (const partner of [...(record?.share_with ?? []), ...(record?.opt_share_with ?? [])]) {
      if (!options.some((o) => o.uuid === partner.uuid)) {
        options.push({ uuid: partner.uuid, id: '', label: `${partner.first_name} ${partner.last_name}` });
      }
    }
    return options;
  }, [people.data, record, uuid]);
  const partnerData = personOptions.map((o) => ({ value: o.uuid, label: o.label }));
  const linkData = personOptions.filter((o) => o.id !== '').map((o) => ({ value: o.id, label: o.label }));

  const showFieldError = (field: EmployeeField, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
    setTab(tabOfField(field));
  };

  const handleSave = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = validateEmployee(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0] as EmployeeField | undefined;
    if (firstInvalid) {
      setTab(tabOfField(firstInvalid));
      return;
    }
    setSaving(true);
    try {
      const pendingSaved = (await guaranteesRef.current?.savePending()) ?? true;
      if (!pendingSaved) {
        setFailure({ title: PENDING_GUARANTEE_FAILED, detail: null });
        setTab('comp');
        return;
      }
      const body = toSaveBody(values, record);
      if (record) {
        // A super user's Save stores the base with the rest, in one transaction.
        const withBase = canEditBase ? { ...body, ...baseForSave(values) } : body;
        const saved = await update.mutateAsync({
          uuid: record.uuid,
          version: record.version,
          body: withBase,
        });
        setRecord(saved);
        setValues(toFormValues(saved));
        notify.success('Employee saved.');
        return;
      }
      const created = await create.mutateAsync(body);
      if (pendingPhoto) {
        try {
          await uploadPhoto.mutateAsync({ uuid: created.uuid, version: created.version, file: pendingPhoto });
        } catch {
          notify.error('The employee was saved, but the photo could not be uploaded.');
        }
      }
      notify.success('Employee saved.');
      onCreated(created.uuid);
    } catch (error) {
      const detail = isApiError(error) ? error.detail : null;
      setFailure({ title: SAVE_FAILED, detail });
      const fieldError = fieldErrorFromDetail(detail);
      if (fieldError) showFieldError(fieldError.field, fieldError.message);
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Button type="submit" loading={saving}>
      Save
    </Button>
  );

  return (
    <form onSubmit={(event) => void handleSave(event)} aria-label={title} noValidate>
      <Stack gap="md">
        <Paper
          withBorder
          p="sm"
          pos="sticky"
          top="var(--app-shell-header-offset, 0px)"
          style={{ zIndex: 5 }}
          aria-label="Save bar"
        >
          {/* Save sits on the left: toasts appear top-right (spec 000 §9) and would cover it. */}
          <Group justify="space-between">
            <Group gap="md">
              <Title order={2}>{title}</Title>
              {saveButton}
            </Group>
            <Group gap="md">
              {record && (
                <Anchor component={Link} to={paths.reports.employee.getHref(record.uuid)}>
                  Quick Stats
                </Anchor>
              )}
              <Anchor component={Link} to={paths.admin.employees.getHref()}>
                ← Back to Employees
              </Anchor>
            </Group>
          </Group>
        </Paper>

        {failure && (
          <Alert color="red" role="alert" title={failure.title}>
            {failure.detail}
          </Alert>
        )}

        <Tabs value={tab} onChange={(next) => next && setTab(next as EmployeeTab)} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            <Tabs.Tab value="comp">Comp &amp; Rules</Tabs.Tab>
            <Tabs.Tab value="links">Links &amp; Partners</Tabs.Tab>
            <Tabs.Tab value="jvs" disabled={!record}>
              JV Relationships
            </Tabs.Tab>
            <Tabs.Tab value="admin">Admin</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="profile" pt="md">
            <Stack gap="md">
              <EmployeePhoto
                employee={record}
                pendingFile={pendingPhoto}
                onPendingFileChange={setPendingPhoto}
                onUploaded={setRecord}
              />
              <Grid>
                <TextInput label="First Name" required {...textProps('first_name')} />
                <TextInput label="Last Name" required {...textProps('last_name')} />
                <TextInput label="Title" {...textProps('title')} />
                <TextInput label="Email" type="email" {...textProps('email')} />
                <TextInput label="Alt Email" type="email" {...textProps('alt_email')} />
                <TextInput
                  label="Cell Phone"
                  type="tel"
                  placeholder="(602) 555-0100"
                  {...textProps('cell_phone', cleanPhoneInput)}
                />
                <TextInput
                  label="Office Phone"
                  type="tel"
                  placeholder="(602) 555-0100"
                  {...textProps('office_phone', cleanPhoneInput)}
                />
                <StateSelect
                  states={stateChoice.states}
                  value={values.state}
                  error={errors.state}
                  onChange={(value) => set('state')(value as EmployeeFormValues['state'])}
                />
                <Select
                  label="Employee Type"
                  data={EMP_TYPE_OPTIONS}
                  clearable
                  value={values.emp_type}
                  error={errors.emp_type}
                  onChange={(value) => set('emp_type')(value)}
                />
                <Select
                  label="Default Branch"
                  data={branchOptions}
                  searchable
                  clearable
                  nothingFoundMessage="No branches found"
                  value={values.def_branch}
                  error={errors.def_branch}
                  onChange={(value) => set('def_branch')(value)}
                />
                <TextInput label="Start Date" type="date" {...textProps('start_date')} />
                <TextInput
                  label="Termination Date"
                  type="date"
                  {...textProps('termination_date')}
                  description={values.termination_date ? TERMINATION_WARNING : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              </Grid>
              <Checkbox label="Active" {...checkboxProps('is_active')} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="comp" pt="md">
            <Stack gap="lg">
              {record && (
                <EmployeeBase
                  employee={record}
                  canEdit={canEditBase}
                  base={values.base}
                  description={values.base_desc}
                  baseError={errors.base}
                  descriptionError={errors.base_desc}
                  onBaseChange={set('base')}
                  onDescriptionChange={set('base_desc')}
                  onSaved={setRecord}
                />
              )}
              <Grid>
                <TextInput
                  label="Commission %"
                  inputMode="decimal"
                  rightSection="%"
                  {...textProps('comm_pct')}
                />
                <TextInput
                  label="Underwriter Split %"
                  inputMode="decimal"
                  rightSection="%"
                  {...textProps('uw_split_pct')}
                />
                <TextInput
                  label="Per File Commission"
                  inputMode="decimal"
                  leftSection="$"
                  {...textProps('per_file_comm_amt', cleanMoneyInput)}
                />
                <TextInput
                  label="Rep Combo Commission %"
                  inputMode="decimal"
                  rightSection="%"
                  {...textProps('rep_combo_comm_pct')}
                />
                <TextInput
                  label="Rep Base"
                  inputMode="decimal"
                  leftSection="$"
                  {...textProps('rep_combo_base', cleanMoneyInput)}
                />
                <TextInput
                  label="Title Base Files"
                  inputMode="numeric"
                  {...textProps('title_base_files', cleanCountInput)}
                />
                <TextInput
                  label="Title Per File Commission"
                  inputMode="decimal"
                  leftSection="$"
                  {...textProps('title_per_file_com', cleanMoneyInput)}
                />
              </Grid>
              <Group gap="xl">
                <Checkbox label="Both Rep and EO" {...checkboxProps('both_rep_and_eo')} />
                <Checkbox label="Commission Only" {...checkboxProps('commission_only')} />
                <Checkbox label="Rep Gets Full JV Title" {...checkboxProps('rep_gets_full_jv_title')} />
              </Group>
              <GuaranteesPanel employeeUuid={uuid} ref={guaranteesRef} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="links" pt="md">
            <Stack gap="md">
              <Grid>
                <Select
                  label="Linked Employee"
                  description="The employee whose figures this one rolls up to."
                  data={linkData}
                  searchable
                  clearable
                  nothingFoundMessage="No employees found"
                  value={values.link_to_emp_id}
                  error={errors.link_to_emp_id}
                  onChange={(value) => set('link_to_emp_id')(value)}
                />
              </Grid>
              <MultiSelect
                label="Shares With"
                description="Partners who share this employee's commission."
                data={partnerData.filter((o) => !values.opt_share_with_uuids.includes(o.value))}
                searchable
                clearable
                nothingFoundMessage="No employees found"
                value={values.share_with_uuids}
                error={errors.share_with_uuids}
                onChange={(value) => set('share_with_uuids')(value)}
              />
              <MultiSelect
                label="Optional Payees"
                description="People who may be paid from this employee's commission."
                data={partnerData.filter((o) => !values.share_with_uuids.includes(o.value))}
                searchable
                clearable
                nothingFoundMessage="No employees found"
                value={values.opt_share_with_uuids}
                error={errors.opt_share_with_uuids}
                onChange={(value) => set('opt_share_with_uuids')(value)}
              />
              <Grid>
                <TextInput
                  label="Search Name 1"
                  description="Another spelling the order system uses."
                  {...textProps('srch_str1')}
                />
                <TextInput label="Search Name 2" {...textProps('srch_str2')} />
                <TextInput label="Search Name 3" {...textProps('srch_str3')} />
              </Grid>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="jvs" pt="md">
            {record && <JvLinksPanel employeeUuid={record.uuid} />}
          </Tabs.Panel>

          <Tabs.Panel value="admin" pt="md">
            <Stack gap="md">
              <Grid>
                <TextInput label="Payroll ID" {...textProps('payroll_id')} />
                <Select
                  label="Cost Center"
                  description={COST_CENTER_HINT}
                  data={costCenterOptions}
                  searchable
                  clearable
                  nothingFoundMessage="No cost centers found"
                  value={values.cost_center_id}
                  error={errors.cost_center_id}
                  onChange={(value) => set('cost_center_id')(value)}
                />
                <TextInput
                  label="count as head %"
                  inputMode="decimal"
                  rightSection="%"
                  {...textProps('def_cost_pct')}
                />
                <TextInput
                  label="MTD Opens"
                  inputMode="numeric"
                  {...textProps('mtd_opens', cleanCountInput)}
                />
                <TextInput
                  label="MTD Closes"
                  inputMode="numeric"
                  {...textProps('mtd_close', cleanCountInput)}
                />
                <TextInput
                  label="MTD Revenue"
                  inputMode="decimal"
                  leftSection="$"
                  {...textProps('mtd_rev', cleanMoneyInput)}
                />
              </Grid>
              <Group gap="xl">
                <Checkbox label="Demo Rep" {...checkboxProps('demo_rep')} />
                <Checkbox label="Floater EO" {...checkboxProps('floater_eo')} />
              </Group>
              <Textarea label="Accounting Comments" rows={3} {...textProps('accounting_comments')} />
            </Stack>
          </Tabs.Panel>
        </Tabs>

        <Group justify="flex-end">{saveButton}</Group>
      </Stack>
    </form>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
