import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLogin } from '../api/login';

export const INVALID_CREDENTIALS = 'Invalid credentials';

export type LoginFormProps = {
  /** Receives the access token; the parent stores it and navigates. */
  onLogin: (accessToken: string) => void;
};

/** Spec 000 §2 Login, §4 and §5: idle, then submitting; any failure reads 'Invalid credentials'. */
export function LoginForm({ onLogin }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const loginMutation = useLogin();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    try {
      const { access_token } = await loginMutation.mutateAsync({ email, password });
      onLogin(access_token);
    } catch {
      setError(INVALID_CREDENTIALS);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Login
      </Title>
      {error && (
        <Text c="red" fw={500} role="alert">
          {error}
        </Text>
      )}
      <form onSubmit={handleSubmit} aria-label="Login">
        <Stack gap="sm">
          <TextInput
            type="email"
            name="email"
            placeholder="Email"
            aria-label="Email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            name="password"
            placeholder="Password"
            aria-label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={loginMutation.isPending} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
