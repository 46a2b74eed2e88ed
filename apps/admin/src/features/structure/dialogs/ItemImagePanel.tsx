import { useId, useState, type ChangeEvent } from 'react';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import { ITEM_IMAGE_MESSAGES as M, type TStockPhoto } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { deleteItemImage, setItemImageUrl, uploadItemImage } from '../api.ts';
import { type TItem } from '@/api/structure-items.ts';
import { describeApiError } from '@/api/errors.ts';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { IMAGE_ACCEPT, itemImageProblem } from './image-file.ts';
import type { TItemFormInput, TItemFormOutput } from './item-form.ts';
import { DIALOG_LABELS as L } from './labels.ts';
import { StockPhotoSearch } from './StockPhotoSearch.tsx';
import type { TParent } from '@/api/parent.ts';

/** A refusal with the server's reason after the spec's message ('Error uploading image. <reason>'). */
const withReason = (message: string, error: unknown) =>
  error instanceof ApiError && error.status === 422 ? `${message} ${describeApiError(error)}` : message;

/**
 * Image: the item's image with upload (png/jpg/jpeg/gif up to 20 MB), stock-photo search, alt text and
 * credit (saved with the dialog), and delete after confirmation. Needs a saved item.
 */
export function ItemImagePanel({
  parent,
  item,
  saving,
  control,
  onChange,
}: {
  parent: TParent;
  /** Null while a new item is not saved yet. */
  item: TItem | null;
  /** A new item is being saved so it can take an image. */
  saving: boolean;
  control: Control<TItemFormInput, unknown, TItemFormOutput>;
  onChange(item: TItem): void;
}) {
  const { track } = useBoardEditor();
  const notify = useNotify();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (!item) {
    return saving ? (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{L.savingForImage}</Typography>
      </Stack>
    ) : (
      <Typography role="status">{L.saveForImage}</Typography>
    );
  }

  const run = async (work: () => Promise<{ data: TItem }>, success: string, failure: string) => {
    setError(null);
    setWorking(true);
    try {
      const answer = await track(work());
      onChange(answer.data);
      notify.success(success);
    } catch (caught) {
      setError(withReason(failure, caught));
    } finally {
      setWorking(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = itemImageProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => uploadItemImage(parent, item.id, file), M.uploaded, M.uploadFailed);
  };

  const choose = (photo: TStockPhoto) =>
    run(
      () =>
        setItemImageUrl(parent, item.id, {
          image_url: photo.url,
          credit: photo.credit,
          alt: photo.alt,
        }),
      M.uploaded,
      M.uploadFailed,
    );

  const remove = () => {
    setConfirmDelete(false);
    void run(() => deleteItemImage(parent, item.id), M.deleted, M.deleteFailed);
  };

  return (
    <Stack spacing={2.5}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {item.image_url ? (
        <Box
          component="img"
          src={item.image_url}
          alt={item.image_alt || L.imageOf(item.name)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1, objectFit: 'contain' }}
        />
      ) : (
        <Typography color="text.secondary">{L.noImage}</Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={onFile}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFile />}
          loading={working}
          aria-describedby={`${inputId}-help`}
        >
          {item.image_url ? L.replaceImage : L.uploadImage}
        </Button>
        {item.image_url && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            disabled={working}
            onClick={() => setConfirmDelete(true)}
          >
            {L.deleteImage}
          </Button>
        )}
      </Stack>
      <Typography id={`${inputId}-help`} variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {L.imageHelp}
      </Typography>
      {item.image_url && (
        <>
          <FormTextField control={control} name="image_alt" label={L.imageAlt} helperText={L.imageAltHelp} />
          <FormTextField control={control} name="image_credit" label={L.imageCredit} />
        </>
      )}
      <StockPhotoSearch onChoose={(photo) => void choose(photo)} disabled={working} />
      <ConfirmDialog
        open={confirmDelete}
        title={L.deleteImageTitle}
        confirmLabel={M.deleteConfirmButton}
        confirmColor="error"
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      >
        {M.deleteConfirm}
      </ConfirmDialog>
    </Stack>
  );
}
