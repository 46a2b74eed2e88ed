import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, ZLoginForm } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { login } from '@/api/tokens.ts';
import { safeRedirectTarget } from '@/session/redirect.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { fieldProps, FormField, PasswordField } from './form-fields.tsx';
import { AUTH_LABELS } from '@commonpurse/domain/console';

/** What a failed sign-in shows: 429 carries the server's wait message; other answers are a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return error.message;
    if (error.status === 0 || error.status >= 500) return AUTH_MESSAGES.requestFailed;
  }
  return AUTH_MESSAGES.loginFailed;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const hasFieldErrors = Object.keys(errors).length > 0;
  const resetDone = params.get('reset') !== null && params.get('reset') !== '0';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login(values.email, values.password);
      void navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  });

  return (
    <AuthLayout heading={AUTH_LABELS.loginHeading}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {resetDone && !serverError && !hasFieldErrors && (
            <Alert severity="success" role="status">
              {AUTH_MESSAGES.resetSuccess}
            </Alert>
          )}
          {(serverError || hasFieldErrors) && (
            <Alert severity="error">{serverError ?? AUTH_MESSAGES.correctErrors}</Alert>
          )}
          <FormField
            {...fieldProps(register, errors, 'email')}
            label={AUTH_LABELS.email}
            type="email"
            autoComplete="username"
            autoFocus={!params.get('email')}
          />
          <PasswordField
            {...fieldProps(register, errors, 'password')}
            label={AUTH_LABELS.password}
            autoComplete="current-password"
            autoFocus={Boolean(params.get('email'))}
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
            {AUTH_LABELS.login}
          </Button>
          <Link component={RouterLink} to="/forgot" sx={{ alignSelf: 'center' }}>
            {AUTH_LABELS.forgotLink}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
