import { Input, Link, Stack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { $loginCompleting, $loginError, $loginPending, LoginGate, loginSubmitted } from '../model/sign-in';
import { ROUTES } from '@/shared/config';
import { Button, Field, FullScreenLoader, PasswordInput } from '@/shared/ui';
import { AuthLayout } from '@/widgets/auth-layout';

export function LoginPage() {
  useGate(LoginGate);
  const [error, pending, completing, submit] = useUnit([
    $loginError,
    $loginPending,
    $loginCompleting,
    loginSubmitted,
  ]);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ identifier, password });
  };

  if (completing) return <FullScreenLoader label="Signing you in" />;

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle="Hosts use their e-mail address; team members use the User ID their host shared."
      footer={
        <Text color="fg.muted">
          New here?{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={ROUTES.signup}>create a new account</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-describedby={error ? 'login-error' : undefined}>
        <Stack gap="5">
          <Field label="Email or User ID" required>
            <Input
              name="userId"
              placeholder="Email or User ID"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
            />
          </Field>
          <Field label="Password" required>
            <PasswordInput
              name="password"
              placeholder="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
            <RouterLink to={ROUTES.forgotPassword}>Forgot your password?</RouterLink>
          </Link>
          <Text id="login-error" role="alert" color="fg.error" fontSize="sm" minH="5">
            {error ?? ''}
          </Text>
          <Button type="submit" size="lg" loading={pending} loadingText="Signing in">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
