import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { TCategoryView } from '@commonpurse/domain';
import { EDITOR_LABELS as L } from '../labels.ts';
import { categoryState, toggleCategory, toggleItem, type TMeetingStructure } from './selection.ts';

interface TPickerProps {
  selected: ReadonlySet<number>;
  onChange(next: Set<number>): void;
}

/** A category's box (mixed while only some of its items are checked) and its items' boxes under it. */
function CategoryChoice({ category, selected, onChange }: TPickerProps & { category: TCategoryView }) {
  const state = categoryState(category, selected);
  const empty = category.subcategories.length === 0;
  const noteId = useId();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <FormControlLabel
        label={category.name}
        control={
          <Checkbox
            checked={state === 'all' && !empty}
            indeterminate={state === 'some'}
            // MUI says aria-checked="mixed"; the native property must agree (it cannot be set in markup).
            inputRef={(input: HTMLInputElement | null) => {
              if (input) input.indeterminate = state === 'some';
            }}
            disabled={empty}
            onChange={(_event, checked) => onChange(toggleCategory(category, selected, checked))}
            slotProps={{ input: { 'aria-describedby': empty ? noteId : undefined } }}
          />
        }
        slotProps={{ typography: { sx: { fontWeight: 600 } } }}
      />
      {empty ? (
        <Typography id={noteId} variant="body2" color="text.secondary" component="span">
          {L.noItems}
        </Typography>
      ) : (
        <Box role="group" aria-label={category.name}>
          <Box component="ul" sx={{ m: 0, pl: 4 }}>
            {category.subcategories.map((item) => (
              <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
                <FormControlLabel
                  label={item.name}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.has(item.id)}
                      onChange={(_event, checked) => onChange(toggleItem(item.id, selected, checked))}
                    />
                  }
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** One list (revenue or expenses) as a titled group of category choices. */
function ListChoices({
  title,
  categories,
  ...picker
}: TPickerProps & { title: string; categories: readonly TCategoryView[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {categories.length === 0 ? (
        <Typography color="text.secondary">{L.listEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {categories.map((category) => (
            <CategoryChoice key={category.id} category={category} {...picker} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The simulation's revenue and expense categories with their items, each with a checkbox (spec 2
 * "Meeting editor"): checking a category checks all of its items.
 */
export function CategoryPicker({ structure, ...picker }: TPickerProps & { structure: TMeetingStructure }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ListChoices title={L.revenue} categories={structure.revenue} {...picker} />
      <ListChoices title={L.expenses} categories={structure.expenses} {...picker} />
    </Box>
  );
}
