import { type Employee, ZCreateEmployeeBody, ZUpdateEmployeeBody } from '@hub/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useContractForm } from '@/components/forms/contract-form';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { StateChoice } from '@/lib/state-scope';
import { useCreateEmployee } from '../api/create-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { useUpdateEmployeePhoto } from '../api/update-employee-photo';
import { EmployeeAdminTab } from './employee-admin-tab';
import { EmployeeCompTab } from './employee-comp-tab';
import {
  baseForSave,
  type EmployeeField,
  type EmployeeFormValues,
  type EmployeeTab,
  NEW_EMPLOYEE,
  tabOfField,
  toFormValues,
  toSaveBody,
} from './employee-form-values';
import { EmployeeLinksTab } from './employee-links-tab';
import { EmployeeProfileTab } from './employee-profile-tab';
import type { GuaranteesPanelHandle } from './guarantees-panel';
import { JvLinksPanel } from './jv-links-panel';

export { COST_CENTER_HINT } from './employee-admin-tab';
export { TERMINATION_WARNING } from './employee-profile-tab';

export const SAVE_FAILED = 'There was a problem saving this employee.';
export const PENDING_GUARANTEE_FAILED =
  'Could not save the pending guarantee row. Fix it or clear it before saving the employee.';

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

/** Spec 000 §2 /admin/employees/new and /admin/employees/{uuid}: one tab a file, this file holds the save. */
export function EmployeeForm({ employee, canEditBase, stateChoice, onCreated }: EmployeeFormProps) {
  const [record, setRecord] = useState<Employee | null>(employee);
  const [tab, setTab] = useState<EmployeeTab>('profile');
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const [pendingFailed, setPendingFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const guaranteesRef = useRef<GuaranteesPanelHandle>(null);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const uploadPhoto = useUpdateEmployeePhoto();

  // A super user's Save stores the base with the rest, in one transaction.
  const bodyOf = (values: EmployeeFormValues) => {
    const body = toSaveBody(values, record);
    return record && canEditBase ? { ...body, ...baseForSave(values) } : body;
  };
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: employee
      ? toFormValues(employee)
      : { ...NEW_EMPLOYEE, state: stateChoice.defaultState ?? NEW_EMPLOYEE.state },
    schema: record ? ZUpdateEmployeeBody : ZCreateEmployeeBody,
    toBody: bodyOf,
    // The first field in error is shown: its tab opens.
    onInvalid: (fields) => {
      const first = fields[0]?.split('.')[0] as EmployeeField | undefined;
      if (first) setTab(tabOfField(first));
    },
  });
  const title = record ? 'Edit Employee' : 'New Employee';

  const save = async (values: EmployeeFormValues) => {
    if (saving) return;
    setPendingFailed(false);
    setSaving(true);
    try {
      const pendingSaved = (await guaranteesRef.current?.savePending()) ?? true;
      if (!pendingSaved) {
        setPendingFailed(true);
        setTab('comp');
        return;
      }
      if (record) {
        const saved = await update.mutateAsync({
          uuid: record.uuid,
          version: record.version,
          body: bodyOf(values),
        });
        setRecord(saved);
        form.setValues(toFormValues(saved));
        notify.success('Employee saved.');
        return;
      }
      const created = await create.mutateAsync(bodyOf(values));
      if (pendingPhoto) {
        try {
          await uploadPhoto.mutateAsync({ uuid: created.uuid, version: created.version, file: pendingPhoto });
        } catch {
          notify.error('The employee was saved, but the photo could not be uploaded.');
        }
      }
      notify.success('Employee saved.');
      onCreated(created.uuid);
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Button type="submit" loading={saving}>
      Save
    </Button>
  );
  const failure = pendingFailed ? PENDING_GUARANTEE_FAILED : saveError;
  const tabs: { value: EmployeeTab; label: string; disabled?: boolean; panel: ReactNode }[] = [
    {
      value: 'profile',
      label: 'Profile',
      panel: (
        <EmployeeProfileTab
          form={form}
          record={record}
          stateChoice={stateChoice}
          pendingPhoto={pendingPhoto}
          onPendingPhotoChange={setPendingPhoto}
          onPhotoUploaded={setRecord}
        />
      ),
    },
    {
      value: 'comp',
      label: 'Comp & Rules',
      panel: (
        <EmployeeCompTab
          form={form}
          record={record}
          canEditBase={canEditBase}
          onBaseSaved={setRecord}
          guaranteesRef={guaranteesRef}
        />
      ),
    },
    { value: 'links', label: 'Links & Partners', panel: <EmployeeLinksTab form={form} record={record} /> },
    {
      value: 'jvs',
      label: 'JV Relationships',
      disabled: !record,
      panel: record && <JvLinksPanel employeeUuid={record.uuid} />,
    },
    { value: 'admin', label: 'Admin', panel: <EmployeeAdminTab form={form} /> },
  ];

  return (
    <form onSubmit={handleSubmit(save, SAVE_FAILED)} aria-label={title} noValidate>
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
                <Anchor component={Link} to={paths.reports.employee.getHref(record.uuid)} size="sm">
                  Quick Stats
                </Anchor>
              )}
              <Anchor component={Link} to={paths.admin.employees.getHref()} size="sm">
                Back to Employees
              </Anchor>
            </Group>
          </Group>
        </Paper>

        {failure && (
          <Alert color="red" role="alert" title={failure === saveError ? SAVE_FAILED : undefined}>
            {failure === SAVE_FAILED ? null : failure}
          </Alert>
        )}

        <Tabs value={tab} onChange={(next) => next && setTab(next as EmployeeTab)} keepMounted>
          <Tabs.List>
            {tabs.map(({ value, label, disabled }) => (
              <Tabs.Tab key={value} value={value} disabled={disabled}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {panel}
            </Tabs.Panel>
          ))}
        </Tabs>

        <Group justify="flex-end">{saveButton}</Group>
      </Stack>
    </form>
  );
}
