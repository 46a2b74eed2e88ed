import { useMemo, useState } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_MESSAGES as M,
  accountUpdateFailure,
  normalizeSubdomain,
  subdomainProblem,
  ZAccountSettingsForm,
  type TAccountSettingsForm,
} from '@commonpurse/domain';
import { useQueryClient } from '@tanstack/react-query';
import { fieldError } from '@/api/errors.ts';
import { ApiError } from '@/api/http.ts';
import type { TMe } from '@/api/types.ts';
import { userKeys } from '@/api/users.ts';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { isCompleteUser, useCurrentUser } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { AccountCard } from './AccountCard.tsx';
import { patchClient, patchUser, useReloadMe, validateSubdomain } from './api.ts';
import { ACCOUNT_LABELS as L } from './labels.ts';
import { LogoSection } from './LogoSection.tsx';
import { SETTINGS_FIELDS, settingsChanges, settingsDefaults } from './settings-changes.ts';

/** Puts the server's field messages under their fields (the first of each). */
function placeFieldErrors(error: unknown, setError: UseFormSetError<TAccountSettingsForm>) {
  for (const field of SETTINGS_FIELDS) {
    const message = fieldError(error, field);
    if (message) setError(field, { type: 'server', message });
  }
}

const serverMessages = (error: unknown) =>
  error instanceof ApiError ? error.messages() : [error instanceof Error ? error.message : String(error)];

/**
 * The My Account form (spec 2 "/profile"): organisation, user, logo and password fields saved by
 * 'Update Settings' — PATCH admin/clients/me and users/me for what changed, then the password.
 */
export function AccountSettingsForm() {
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reloadMe = useReloadMe();
  const canMoveSite = user.is_superadmin || user.is_impersonating;
  const [saved, setSaved] = useState(() => settingsDefaults(user));
  // A changed subdomain must follow the address rules; the unchanged one is the client's own. (The
  // form reads its resolver on every render, so the rule follows the last saved subdomain.)
  const resolver = useMemo(
    () =>
      zodResolver(
        ZAccountSettingsForm.superRefine((form, ctx) => {
          const subdomain = normalizeSubdomain(form.subdomain);
          if (subdomain === normalizeSubdomain(saved.subdomain)) return;
          const problem = subdomainProblem(subdomain);
          if (problem) ctx.addIssue({ code: 'custom', path: ['subdomain'], message: problem });
        }),
      ),
    [saved.subdomain],
  );
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    getFieldState,
    reset,
    formState: { isSubmitting },
  } = useForm<TAccountSettingsForm>({ resolver, defaultValues: saved });

  /** Asks the server whether a changed, well-formed subdomain is free; the form's own rules say the rest. */
  const checkSubdomain = async (value: string) => {
    const subdomain = normalizeSubdomain(value);
    if (subdomain === normalizeSubdomain(saved.subdomain) || subdomainProblem(subdomain)) return;
    try {
      await validateSubdomain(subdomain);
      if (getFieldState('subdomain').error?.type === 'server') clearErrors('subdomain');
    } catch (error) {
      const message = fieldError(error, 'subdomain');
      if (message) setError('subdomain', { type: 'server', message });
    }
  };

  /** The stored values after a save: what the next save compares with (and, on success, the form). */
  const reloadSaved = async () => {
    await reloadMe();
    const fresh = queryClient.getQueryData<TMe>(userKeys.me);
    if (!fresh || !isCompleteUser(fresh)) return null;
    const next = settingsDefaults(fresh);
    setSaved(next);
    return next;
  };

  const onSubmit = handleSubmit(async (form) => {
    notify.clearError();
    const changes = settingsChanges(form, saved, canMoveSite);
    try {
      if (changes.client) await patchClient(changes.client);
      if (changes.profile) await patchUser(changes.profile);
    } catch (error) {
      placeFieldErrors(error, setError);
      notify.error(accountUpdateFailure(serverMessages(error)));
      await reloadSaved();
      return;
    }
    const successes: string[] =
      changes.client || changes.profile || !changes.password ? [M.profileUpdated] : [];
    let passwordFailed = false;
    if (changes.password) {
      try {
        await patchUser(changes.password);
        successes.push(M.passwordUpdated);
      } catch (error) {
        passwordFailed = true;
        placeFieldErrors(error, setError);
        notify.error(M.passwordUpdateFailed);
      }
    }
    const next = await reloadSaved();
    // A refused password stays in the form, so it can be corrected.
    if (next && !passwordFailed) reset(next);
    if (successes.length > 0) notify.success(successes.join(' '));
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        <AccountCard title={L.organization}>
          <FormTextField control={control} name="name" label={L.organizationName} required />
          <FormTextField
            control={control}
            name="postal_code"
            label={L.postalCode}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <Controller
            control={control}
            name="subdomain"
            render={({ field, fieldState }) => (
              <TextField
                label={L.subdomain}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  field.onBlur();
                  if (canMoveSite) void checkSubdomain(field.value);
                }}
                inputRef={field.ref}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? (canMoveSite ? L.subdomainHelp : L.subdomainLocked)}
                slotProps={{ htmlInput: { readOnly: !canMoveSite, spellCheck: false } }}
                // Read-only looks it, so nobody types into a field that will not change.
                sx={canMoveSite ? undefined : { '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
              />
            )}
          />
          <FormTextField
            control={control}
            name="public_frame_ancestors"
            label={L.frameAncestors}
            helperText={L.frameAncestorsHelp}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </AccountCard>
        <AccountCard title={L.yourDetails}>
          <FormTextField control={control} name="first_name" label={L.firstName} required />
          <FormTextField control={control} name="last_name" label={L.lastName} required />
          <FormTextField
            control={control}
            name="email"
            label={L.email}
            type="email"
            autoComplete="email"
            required
          />
        </AccountCard>
        <AccountCard title={L.logo}>
          <LogoSection control={control} />
        </AccountCard>
        <AccountCard title={L.password}>
          <Typography variant="body2" color="text.secondary">
            {L.passwordHelp}
          </Typography>
          <FormTextField
            control={control}
            name="password"
            label={L.newPassword}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="password_confirmation"
            label={L.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="current_password"
            label={L.currentPassword}
            type="password"
            autoComplete="current-password"
            helperText={L.currentPasswordHelp}
          />
        </AccountCard>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {L.updateSettings}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
