import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, ZResetForm, type TResetForm } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { postReset } from './api.ts';
import { fieldProps, FormField, PasswordField } from './form-fields.tsx';
import { AUTH_LABELS } from '@commonpurse/domain/console';

const FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;

export default function ResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetForm>({
    resolver: zodResolver(ZResetForm),
    defaultValues: {
      token: params.get('token') ?? '',
      email: params.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const hasFieldErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await postReset(values);
      void navigate(`/login?reset=1&email=${encodeURIComponent(values.email)}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        // Server field errors go under their fields, after anything the form already shows there.
        for (const field of FIELDS) {
          const messages = error.errors[field];
          if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
        }
      }
      setServerError(
        error instanceof ApiError && error.status === 429 ? error.message : AUTH_MESSAGES.requestFailed,
      );
    }
  });

  const prefilled = Boolean(params.get('token'));
  return (
    <AuthLayout heading={AUTH_LABELS.resetHeading}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {(serverError || hasFieldErrors) && (
            <Alert severity="error">{serverError ?? AUTH_MESSAGES.correctErrors}</Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {AUTH_LABELS.resetIntro}
          </Typography>
          <FormField
            {...fieldProps(register, errors, 'token')}
            label={AUTH_LABELS.resetToken}
            autoComplete="off"
            spellCheck={false}
          />
          <FormField
            {...fieldProps(register, errors, 'email')}
            label={AUTH_LABELS.email}
            type="email"
            autoComplete="username"
          />
          <PasswordField
            {...fieldProps(register, errors, 'password')}
            label={AUTH_LABELS.password}
            autoComplete="new-password"
            autoFocus={prefilled}
          />
          <PasswordField
            {...fieldProps(register, errors, 'password_confirmation')}
            label={AUTH_LABELS.confirmPassword}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
            {AUTH_LABELS.submit}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
            {AUTH_LABELS.backToLogin}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
