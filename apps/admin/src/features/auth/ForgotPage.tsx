import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, ZForgotForm } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { postForgot } from './api.ts';
import { fieldProps, FormField } from './form-fields.tsx';
import { AUTH_LABELS } from '@commonpurse/domain/console';

type TOutcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

export default function ForgotPage() {
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZForgotForm), defaultValues: { email: '' } });
  const hasFieldErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await postForgot(values);
      setOutcome({ kind: 'success' });
    } catch (error) {
      const emailErrors = error instanceof ApiError ? error.errors.email : undefined;
      if (emailErrors?.length) setError('email', { type: 'server', message: emailErrors.join(' ') });
      const message =
        error instanceof ApiError && error.status === 429 ? error.message : AUTH_MESSAGES.requestFailed;
      setOutcome({ kind: 'error', message });
    }
  });

  return (
    <AuthLayout heading={AUTH_LABELS.forgotHeading}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {outcome?.kind === 'success' && (
            <Alert severity="success" role="status">
              {AUTH_MESSAGES.forgotSuccess}
            </Alert>
          )}
          {outcome?.kind === 'error' && <Alert severity="error">{outcome.message}</Alert>}
          {!outcome && hasFieldErrors && <Alert severity="error">{AUTH_MESSAGES.correctErrors}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {AUTH_LABELS.forgotIntro}
          </Typography>
          <FormField
            {...fieldProps(register, errors, 'email')}
            label={AUTH_LABELS.email}
            type="email"
            autoComplete="email"
            autoFocus
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
