import { PASSWORD_MIN_LENGTH, ZChangePasswordBody } from '@hub/contract';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useContractForm } from '@/components/forms/contract-form';
import { setToken } from '@/lib/auth';
import { useChangePassword } from '../api/change-password';

export const PASSWORDS_MUST_MATCH = 'Passwords must match and cannot be empty.';
export const PASSWORD_UPDATED = 'Password updated successfully.';
export const PASSWORD_UPDATE_FAILED = 'Failed to update password.';
/** Spec 000 §9: back to / 1.5 s after a successful change. */
export const PASSWORD_REDIRECT_MS = 1500;

/** Spec 000 §5: both fields non-empty and equal; the contract checks the rest (length). */
export function passwordsMatch(values: PasswordValues): FormErrors {
  const { password, confirm } = values;
  return password === '' || confirm === '' || password !== confirm ? { confirm: PASSWORDS_MUST_MATCH } : {};
}

type PasswordValues = { current_password: string; password: string; confirm: string };
const EMPTY: PasswordValues = { current_password: '', password: '', confirm: '' };

export type ChangePasswordFormProps = {
  /** The signed-in user's id (token claim `sub`). */
  userId: string;
  /** Called 1.5 s after a successful change. */
  onDone: () => void;
};

export function ChangePasswordForm({ userId, onDone }: ChangePasswordFormProps) {
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: EMPTY,
    schema: ZChangePasswordBody,
    toBody: ({ password, current_password }) => ({ password, current_password }),
    check: passwordsMatch,
  });
  const [done, setDone] = useState(false);
  const mutation = useChangePassword();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = async ({ password, current_password }: PasswordValues) => {
    const result = await mutation.mutateAsync({ sub: userId, password, current_password });
    if (result.access_token) setToken(result.access_token);
    setDone(true);
    form.setValues(EMPTY);
    timer.current = setTimeout(onDone, PASSWORD_REDIRECT_MS);
  };

  /** What the three fields share: the form's value and error, and that they lock once it is done. */
  const fieldProps = (field: keyof PasswordValues) => ({ ...form.getInputProps(field), disabled: done });

  return (
    <form onSubmit={handleSubmit(save, PASSWORD_UPDATE_FAILED)} aria-label="Change Password" noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...fieldProps('current_password')}
        />
        <PasswordInput
          label="New Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          {...fieldProps('password')}
        />
        <PasswordInput label="Confirm Password" autoComplete="new-password" {...fieldProps('confirm')} />
        {(done || saveError) && (
          <Text c={done ? 'green.8' : 'red.7'} fw={500} role="status">
            {done ? PASSWORD_UPDATED : saveError}
          </Text>
        )}
        <div>
          <Button type="submit" loading={mutation.isPending} disabled={done}>
            Update Password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
