import { useId, useState, type ChangeEvent } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  ACCOUNT_MESSAGES as M,
  LOGO_ACCEPT,
  logoDeleteFailure,
  logoUploadFailure,
  type TAccountSettingsForm,
} from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { useCurrentUser } from '@/session/current-user.tsx';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { useLogoMutations } from './api.ts';
import { ACCOUNT_LABELS as L } from './labels.ts';
import { logoFileProblem } from './logo-file.ts';

/**
 * The client's logo: upload (or update) at once, delete after confirmation, and its outbound link
 * (a field of the settings form, saved by 'Update Settings').
 */
export function LogoSection({ control }: { control: Control<TAccountSettingsForm> }) {
  const { client } = useCurrentUser();
  const notify = useNotify();
  const inputId = useId();
  const { upload, remove } = useLogoMutations();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const working = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    notify.clearError();
    const problem = logoFileProblem(file);
    if (problem) {
      notify.error(logoUploadFailure(problem));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(M.logoUploaded),
      onError: (error) => notify.error(logoUploadFailure(describeApiError(error, 'first'))),
    });
  };

  const onDelete = () => {
    setConfirmDelete(false);
    notify.clearError();
    remove.mutate(undefined, {
      onSuccess: () => notify.success(M.logoDeleted),
      onError: (error) => notify.error(logoDeleteFailure(describeApiError(error, 'first'))),
    });
  };

  return (
    <>
      {client.logo_url ? (
        <Box
          component="img"
          src={client.logo_url}
          alt={L.logoOf(client.name)}
          sx={{ display: 'block', maxWidth: 320, maxHeight: 120, objectFit: 'contain' }}
        />
      ) : (
        <Typography color="text.secondary">{L.noLogo}</Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <input
          id={inputId}
          type="file"
          accept={LOGO_ACCEPT}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={onFile}
          aria-describedby={`${inputId}-help`}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFile />}
          loading={upload.isPending}
          disabled={working}
          aria-describedby={`${inputId}-help`}
        >
          {client.logo_url ? L.updateLogo : L.uploadLogo}
        </Button>
        {client.logo_url && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            loading={remove.isPending}
            disabled={working}
            onClick={() => setConfirmDelete(true)}
          >
            {L.deleteLogo}
          </Button>
        )}
      </Stack>
      <Typography id={`${inputId}-help`} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {L.logoHelp}
      </Typography>
      <FormTextField
        control={control}
        name="logo_outbound_link"
        label={L.outboundLink}
        helperText={L.outboundLinkHelp}
        type="url"
      />
      <ConfirmDialog
        open={confirmDelete}
        title={L.deleteLogoTitle}
        confirmLabel={L.deleteConfirm}
        confirmColor="error"
        onConfirm={onDelete}
        onClose={() => setConfirmDelete(false)}
      >
        {L.deleteLogoText}
      </ConfirmDialog>
    </>
  );
}
