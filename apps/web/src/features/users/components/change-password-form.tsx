import { PASSWORD_MIN_LENGTH } from '@hub/contract';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { setToken } from '@/lib/auth';
import { useChangePassword } from '../api/change-password';

export const PASSWORDS_MUST_MATCH = 'Passwords must match and cannot be empty.';
export const PASSWORD_UPDATED = 'Password updated successfully.';
export const PASSWORD_UPDATE_FAILED = 'Failed to update password.';
/** A token alone does not change a password: the server asks for the current one too. */
export const CURRENT_PASSWORD_MISSING = 'Enter your current password.';
/** Spec 000 §9: back to / 1.5 s after a successful change. */
export const PASSWORD_REDIRECT_MS = 1500;

/** Spec 000 §5: both fields non-empty and equal; the server checks the rest (length). */
export function validatePasswordChange(password: string, confirm: string): string | null {
  return password === '' || confirm === '' || password !== confirm ? PASSWORDS_MUST_MATCH : null;
}

export type ChangePasswordFormProps = {
  /** The signed-in user's id (token claim `sub`). */
  userId: string;
  /** Called 1.5 s after a successful change. */
  onDone: () => void;
};

type Message = { kind: 'success' | 'error'; text: string } | null;

export function ChangePasswordForm({ userId, onDone }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const mutation = useChangePassword();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid =
      validatePasswordChange(password, confirm) ?? (current === '' ? CURRENT_PASSWORD_MISSING : null);
    if (invalid) {
      setMessage({ kind: 'error', text: invalid });
      return;
    }
    setMessage(null);
    try {
      const result = await mutation.mutateAsync({ sub: userId, password, current_password: current });
      if (result.access_token) setToken(result.access_token);
      setMessage({ kind: 'success', text: PASSWORD_UPDATED });
      setCurrent('');
      setPassword('');
      setConfirm('');
      timer.current = setTimeout(onDone, PASSWORD_REDIRECT_MS);
    } catch (error) {
      setMessage({ kind: 'error', text: errorDetail(error, PASSWORD_UPDATE_FAILED) });
    }
  };

  const done = message?.kind === 'success';
  /** What the three fields share: their value and setter, and that they lock once it is done. */
  const fieldProps = (value: string, setValue: (next: string) => void) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
    disabled: done,
  });

  return (
    <form onSubmit={handleSubmit} aria-label="Change Password">
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...fieldProps(current, setCurrent)}
        />
        <PasswordInput
          label="New Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          {...fieldProps(password, setPassword)}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...fieldProps(confirm, setConfirm)}
        />
        {message && (
          <Text c={message.kind === 'success' ? 'green.8' : 'red.7'} fw={500} role="status">
            {message.text}
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
