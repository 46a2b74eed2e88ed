import { useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  IMAGE_EXTENSIONS,
  SIMULATION_LIMITS,
  SIMULATION_MESSAGES as M,
  type TSimulationView,
} from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { mergeSimulation, simulationKeys } from '@/api/simulation-cache.ts';
import { deleteHeaderImage, uploadHeaderImage } from '../../api.ts';
import { describeApiError } from '@/api/errors.ts';
import { GENERAL_LABELS } from '../../labels.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',') + ',image/png,image/jpeg,image/gif';

/** Why a file cannot be a header image (checked before uploading), or null. */
export function headerImageProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return M.imageTypeInvalid;
  if (file.size > SIMULATION_LIMITS.headerImageMaxBytes) return M.imageTooLarge;
  return null;
}

/** The header image: upload (multipart header_image), its copyable URL, and delete. */
export function HeaderImage() {
  const { simulation, track } = useEditor();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const url = simulation.header_image_url;
  const helpId = 'general-header-image-help';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = headerImageProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      const answer = await notify.withLoading(track(uploadHeaderImage(simulation.id, file)));
      mergeSimulation(queryClient, {
        ...answer.data,
        header_image_url: answer.data.header_image_url ?? answer.meta.url,
      });
      notify.success(M.imageUploaded);
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status === 422
          ? `${M.imageUploadFailed} ${describeApiError(error)}`
          : M.imageUploadFailed,
      );
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(M.headerImageCopied);
    } catch {
      notify.error(M.headerImageCopyFailed);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await notify.withLoading(track(deleteHeaderImage(simulation.id)));
      queryClient.setQueryData<TSimulationView>(simulationKeys.detail(simulation.id), (old) =>
        old ? { ...old, header_image_url: null } : old,
      );
      notify.success(M.imageDeleted);
    } catch {
      notify.error(M.imageDeleteFailed);
    }
  };

  return (
    <Box role="group" aria-labelledby="general-header-image-label" aria-describedby={helpId}>
      <Typography id="general-header-image-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {GENERAL_LABELS.headerImage}
      </Typography>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={GENERAL_LABELS.headerImageAlt}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 180,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            mb: 1.5,
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {GENERAL_LABELS.headerImageNone}
        </Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
          {url ? GENERAL_LABELS.replaceImage : GENERAL_LABELS.uploadImage}
        </Button>
        {url && (
          <>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
              {GENERAL_LABELS.copyUrl}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirmDelete(true)}
            >
              {GENERAL_LABELS.deleteImage}
            </Button>
          </>
        )}
      </Stack>
      <FormHelperText id={helpId}>{GENERAL_LABELS.imageHelp}</FormHelperText>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={GENERAL_LABELS.uploadImage}
        onChange={(event) => void onFile(event)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={GENERAL_LABELS.deleteImageTitle}
        confirmLabel={GENERAL_LABELS.deleteImage}
        confirmColor="error"
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      >
        {GENERAL_LABELS.deleteImageText}
      </ConfirmDialog>
    </Box>
  );
}
