import { parseRoles, type User } from '@hub/contract';
import { Anchor, Checkbox, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { selectInput, useContractForm, valueInput } from '@/components/forms/contract-form';
import { FormPage, LoadRecord } from '@/components/forms/form-page';
import { LookupSelect } from '@/components/forms/lookup-select';
import { StateSelect } from '@/components/forms/state-select';
import { paths } from '@/config/paths';
import { setToken, useSession } from '@/lib/auth';
import { useEmployeeOptions } from '@/lib/lookups/employees';
import { userKeys } from '@/lib/lookups/query-keys';
import { useRolesLive } from '@/lib/lookups/roles-live';
import { notify } from '@/lib/notify';
import { type StateChoice, stateChoice } from '@/lib/state-scope';
import { useChangePassword } from '../api/change-password';
import { useUser } from '../api/get-user';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import {
  employeeLabel,
  newUserValues,
  offeredRoles,
  orderRoles,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  type UserFormValues,
  userFormBody,
  userFormSchema,
} from './user-values';

/** Spec 000 §8 User. */
export const USER_LOAD_FAILED = 'Could not load user.';
export const USER_SAVE_FAILED = 'There was a problem saving this user.';

export type UserFormProps = {
  /** null for a new user. */
  uuid: string | null;
  /** After a successful save and on Cancel: back to the list. */
  onDone: () => void;
};

const BACK = { to: paths.admin.users.getHref(), label: 'Back to Users' };

/** /admin/users/new and /admin/users/{uuid}: the user's fields, roles, employee links and password. */
export function UserForm({ uuid, onDone }: UserFormProps) {
  const live = useRolesLive();
  const title = uuid === null ? 'New User' : 'Edit User';
  const liveRoles = live.data ? parseRoles(live.data.roles) : [];
  return (
    <LoadRecord
      query={useUser(uuid)}
      isNew={uuid === null}
      waiting={live.isPending}
      title={title}
      back={BACK}
      loadingLabel="Loading user"
      loadFailed={USER_LOAD_FAILED}
    >
      {(user) => (
        <UserEditor
          title={title}
          user={user}
          stateChoice={stateChoice(live.data, 'super')}
          mayGrantAllRoles={liveRoles.includes('Super User')}
          onDone={onDone}
        />
      )}
    </LoadRecord>
  );
}

type UserEditorProps = {
  title: string;
  /** null for a new user. */
  user: User | null;
  /** A State Super User's users are of their own state; a Super User's start in the Super User's own. */
  stateChoice: StateChoice;
  /** A Super User grants every role; a State Super User only those that see one state. */
  mayGrantAllRoles: boolean;
  onDone: () => void;
};

function UserEditor({ title, user, stateChoice, mayGrantAllRoles, onDone }: UserEditorProps) {
  const isNew = user === null;
  // One's own password needs the current one too: it is changed on Change Password, not here.
  const session = useSession();
  const isSelf = user !== null && user.uuid === session?.claims.sub;
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: user ? toFormValues(user) : newUserValues(stateChoice.defaultState),
    schema: userFormSchema(isNew),
    toBody: userFormBody(isNew),
  });
  const values = form.getValues();
  // A save that stored the fields but not the new password keeps the version it got back.
  const [version, setVersion] = useState<number | null>(user?.version ?? null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const password = useChangePassword();
  const queryClient = useQueryClient();
  const employees = useEmployeeOptions();
  const saving = create.isPending || update.isPending || password.isPending;

  const employeeData = useMemo(
    () =>
      (employees.data ?? []).map((employee) => ({
        value: String(employee.employee_id),
        label: employeeLabel(employee),
      })),
    [employees.data],
  );
  const employeePicker = {
    lookup: employees,
    what: 'employees',
    placeholder: 'None',
    nothingFoundMessage: 'No employee found',
    data: employeeData,
  };
  const roles = offeredRoles(mayGrantAllRoles);
  // Only a Super User changes their own roles (DOMAIN.md §9).
  const rolesLocked = isSelf && !mayGrantAllRoles;

  const save = async (values: UserFormValues) => {
    if (user === null) {
      await create.mutateAsync(toCreateBody(values));
      notify.success('User created.');
    } else {
      const saved = await update.mutateAsync({ uuid: user.uuid, version, body: toUpdateBody(values) });
      setVersion(saved.version);
      if (values.password !== '') {
        const answer = await password.mutateAsync({ sub: user.uuid, password: values.password });
        // Changing one's own password ends one's older tokens: keep the fresh one.
        if (answer.access_token) setToken(answer.access_token);
        // The password change raised the user's version too.
        await queryClient.invalidateQueries({ queryKey: userKeys.all });
      }
      notify.success('User saved.');
    }
    onDone();
  };

  return (
    <FormPage
      title={title}
      back={BACK}
      onSubmit={handleSubmit(save, USER_SAVE_FAILED)}
      saveError={saveError}
      saving={saving}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="E-mail" type="email" required autoComplete="off" {...form.getInputProps('email')} />
        {isSelf ? (
          <Text size="sm" mt={28}>
            Your own password is changed on{' '}
            <Anchor component={Link} to={paths.changePassword.getHref()}>
              Change Password
            </Anchor>
            , with your current one.
          </Text>
        ) : (
          <PasswordInput
            label={isNew ? 'Password' : 'New Password'}
            description={isNew ? undefined : 'Leave empty to keep the current password.'}
            required={isNew}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        )}
        <TextInput label="First Name" {...form.getInputProps('first_name')} />
        <TextInput label="Last Name" {...form.getInputProps('last_name')} />
        <TextInput label="Cell Phone" type="tel" {...form.getInputProps('cell_phone')} />
        <StateSelect states={stateChoice.states} {...valueInput(form, 'state')} />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <Checkbox label="Verified" {...form.getInputProps('is_verified', { type: 'checkbox' })} />
      </Group>
      <Checkbox.Group
        label="Roles"
        description={rolesLocked ? 'You cannot change your own roles.' : undefined}
        value={values.roles}
        error={form.errors.roles}
        onChange={(next) => form.setFieldValue('roles', orderRoles(next))}
      >
        <Group gap="md" mt={6}>
          {roles.map((role) => (
            <Checkbox key={role} value={role} label={role} disabled={rolesLocked} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LookupSelect
          label="Employee"
          description="The employee this user is."
          {...employeePicker}
          {...selectInput(form, 'employee_id')}
        />
        <LookupSelect
          label="View Dashboard"
          description="The employee whose dashboard this user sees."
          {...employeePicker}
          {...selectInput(form, 'view_employee_id')}
        />
      </SimpleGrid>
    </FormPage>
  );
}
