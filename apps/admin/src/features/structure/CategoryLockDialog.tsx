import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { STRUCTURE_MESSAGES as M, type TBoardCategoryView } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { useUpdateCategory } from './mutations.ts';
import { type TStructureList } from '@/api/structure-items.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { describeApiError } from '@/api/errors.ts';
import { KIT_LABELS } from '@/editor-kit/labels.ts';

/** A category's customize dialog: whether residents may change its items (locked). */
export function CategoryLockDialog(props: {
  list: TStructureList;
  category: TBoardCategoryView;
  onClose(): void;
}) {
  const { list, category, onClose } = props;
  const { parent, track } = useBoardEditor();
  const { mutateAsync: updateCategory } = useUpdateCategory(parent, list);
  const [locked, setLocked] = useState(category.is_locked);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const save = async () => {
    setBusy(true);
    try {
      await track(updateCategory({ id: category.id, patch: { is_locked: locked } }));
      onClose();
    } catch (failure) {
      setError(`${M.saveCategoryFailed.trim()} ${describeApiError(failure, 'first')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{L.customize(category.name)}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <FormControlLabel
          control={<Switch checked={locked} onChange={(e) => setLocked(e.target.checked)} />}
          label={L.lockCategory}
        />
        <DialogContentText variant="body2">{L.lockCategoryHelp}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {KIT_LABELS.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {KIT_LABELS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
