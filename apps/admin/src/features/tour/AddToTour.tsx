import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { TOUR_LABELS as L } from './labels.ts';
import type { TTourCategory } from './tour-model.ts';

export interface TAddToTourProps {
  /** The categories not in the tour yet, spending first. */
  available: TTourCategory[];
  listName(category: TTourCategory): string;
  disabled?: boolean;
  /** Answers whether it was added. */
  onAdd(categoryId: number): Promise<boolean>;
}

/** Picks a category outside the tour and adds it at the end. */
export function AddToTour({ available, listName, disabled, onAdd }: TAddToTourProps) {
  const [selected, setSelected] = useState('');
  const [busy, setBusy] = useState(false);
  // A category added elsewhere (or removed) no longer counts as the choice.
  const choice = available.some((c) => String(c.id) === selected) ? selected : '';

  const groups = [...new Set(available.map(listName))].map((name) => ({
    name,
    categories: available.filter((c) => listName(c) === name),
  }));

  const add = async () => {
    if (!choice) return;
    setBusy(true);
    const added = await onAdd(Number(choice));
    setBusy(false);
    if (added) setSelected('');
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="tour-add-title">
      <Typography id="tour-add-title" variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {L.addTitle}
      </Typography>
      {available.length === 0 ? (
        <Typography color="text.secondary">{L.allInTour}</Typography>
      ) : (
        <TextField
          select
          id="tour-add-category"
          label={L.categorySelect}
          value={choice}
          onChange={(event) => setSelected(event.target.value)}
          disabled={disabled}
          // A native select: its option groups (Spending, Revenue) are announced as such.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="" disabled>
            {L.choose}
          </option>
          {groups.map((group) => (
            <optgroup key={group.name} label={group.name}>
              {group.categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      )}
      <Button
        variant="contained"
        startIcon={<Add />}
        onClick={() => void add()}
        disabled={disabled || busy || !choice}
        sx={{ alignSelf: 'flex-start' }}
      >
        {L.addButton}
      </Button>
    </Stack>
  );
}
