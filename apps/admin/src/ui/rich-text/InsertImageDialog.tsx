import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { RICH_TEXT_MESSAGES as M } from '@commonpurse/domain';
import { visuallyHidden } from '../visually-hidden.ts';
import { RASTER_IMAGE_TYPES, readImageFile } from './images.ts';
import { InsertDialogFrame } from './InsertDialogFrame.tsx';
import { RICH_TEXT_LABELS as L } from './labels.ts';

/** Picks an image file (embedded as a data URL) and its alt text, which is required. */
export function InsertImageDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose(): void;
  onInsert(image: { src: string; alt: string }): void;
}) {
  const inputId = useId();
  const [image, setImage] = useState<{ src: string; name: string } | null>(null);
  const [alt, setAlt] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    setReading(true);
    try {
      const read = await readImageFile(file);
      if (read.ok) setImage({ src: read.src, name: file.name });
      else {
        setImage(null);
        setFileError(read.message);
      }
    } catch {
      setFileError(M.notAnImage);
    } finally {
      setReading(false);
    }
  };

  const submit = () => {
    if (!image) {
      setFileError((current) => current ?? M.notAnImage);
      return;
    }
    if (alt.trim() === '') {
      setAltError(M.altRequired);
      return;
    }
    onInsert({ src: image.src, alt: alt.trim() });
  };

  return (
    <InsertDialogFrame open={open} title={L.imageTitle} onClose={onClose} onSubmit={submit} busy={reading}>
      {fileError && (
        <Alert severity="error" role="alert">
          {fileError}
        </Alert>
      )}
      <Box>
        <input
          id={inputId}
          type="file"
          accept={RASTER_IMAGE_TYPES.join(',')}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(e) => void onFile(e)}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />}>
          {L.imageFile}
        </Button>
        {image && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {L.imageChosen(image.name)}
          </Typography>
        )}
      </Box>
      {image && (
        <Box
          component="img"
          src={image.src}
          alt={alt}
          sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <TextField
        label={L.imageAlt}
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value);
          setAltError(null);
        }}
        required
        fullWidth
        error={altError !== null}
        helperText={altError ?? L.imageAltHelp}
      />
    </InsertDialogFrame>
  );
}
