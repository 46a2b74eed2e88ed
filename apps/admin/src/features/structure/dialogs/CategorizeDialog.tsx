import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STRUCTURE_DIALOG_TEXTS as T } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import type { TStructureList } from '@/api/structure-items.ts';
import { ClassificationFrame } from './ClassificationFrame.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { useSaveClassifications, useStandardizedFor, type TClassification } from './useClassification.ts';
import type { TParent } from '@/api/parent.ts';

export interface TCategorizeDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
}

/**
 * 'Categorize Budget Subcategories': every item of the list may get a standardized classification of
 * the list's type (optional); Save PATCHes standardized_subcategory_id of the items that changed.
 */
export function CategorizeDialog(props: TCategorizeDialogProps) {
  return props.open ? <CategorizeBody {...props} /> : null;
}

function CategorizeBody({ onClose, parent, list }: TCategorizeDialogProps) {
  const { simulation } = useBoardEditor();
  const categories = simulation[list] ?? [];
  const items = categories.flatMap((c) => c.subcategories);
  const standardized = useStandardizedFor(list);
  const saveAll = useSaveClassifications(parent, list);
  const [chosen, setChosen] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(items.map((item) => [item.id, item.standardized_subcategory_id])),
  );
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const changes: TClassification[] = items
      .filter((item) => (chosen[item.id] ?? null) !== item.standardized_subcategory_id)
      .map((item) => ({ item, standardized_subcategory_id: chosen[item.id] ?? null }));
    if (changes.length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    setFailures([]);
    const failed = await saveAll(changes);
    setBusy(false);
    if (failed.length === 0) onClose();
    else setFailures(failed);
  };

  return (
    <ClassificationFrame
      title={T.categorizeTitle}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      loading={standardized.isPending}
      loadFailed={standardized.isError}
      failures={failures}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {L.categorizeHelp}
      </Typography>
      {items.length === 0 && <Typography>{L.noItems}</Typography>}
      <Stack spacing={3}>
        {categories
          .filter((category) => category.subcategories.length > 0)
          .map((category) => (
            <Box key={category.id} component="section" aria-labelledby={`categorize-${category.id}`}>
              <Typography id={`categorize-${category.id}`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {category.name}
              </Typography>
              <Stack spacing={1.5}>
                {category.subcategories.map((item) => (
                  <TextField
                    key={item.id}
                    select
                    size="small"
                    fullWidth
                    label={item.name}
                    value={chosen[item.id] ?? ''}
                    onChange={(event) =>
                      setChosen((prev) => ({
                        ...prev,
                        [item.id]: event.target.value === '' ? null : Number(event.target.value),
                      }))
                    }
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">
                      <em>{L.noClassification}</em>
                    </MenuItem>
                    {(standardized.data ?? []).map((option) => (
                      <MenuItem key={option.id} value={option.id}>
                        {option.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
            </Box>
          ))}
      </Stack>
    </ClassificationFrame>
  );
}
