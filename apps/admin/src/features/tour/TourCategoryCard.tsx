import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { DragHandle, useSortableRow } from '@/editor-kit/SortableRows.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { TOUR_LABELS as L } from './labels.ts';
import type { TTourCategory } from './tour-model.ts';

export interface TTourCategoryCardProps {
  category: TTourCategory;
  /** 1-based place in the tour. */
  position: number;
  /** The list's name as the editor's tabs call it (Spending, Revenue, Housing Choices...). */
  listName: string;
  disabled?: boolean;
  onRemove(): void;
  onItemChange(itemId: number, inTour: boolean): void;
}

/** A category of the tour: its drag handle, place, name and remove button, then its items' checkboxes. */
export function TourCategoryCard({
  category,
  position,
  listName,
  disabled,
  onRemove,
  onItemChange,
}: TTourCategoryCardProps) {
  const { setRowNode, style, setActivator, attributes, listeners } = useSortableRow(category.id, disabled);
  const headingId = `tour-category-${category.id}`;
  const name = category.name;

  return (
    <Box component="li" ref={setRowNode} data-testid={headingId} style={style}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
            alignItems: 'center',
            gap: 1,
            px: 1,
            py: 0.5,
            bgcolor: 'grey.100',
          }}
        >
          <DragHandle
            label={L.drag(name)}
            disabled={disabled}
            setActivator={setActivator}
            attributes={attributes}
            listeners={listeners}
          />
          <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {position}.
            </Box>
            {name}
          </Typography>
          <Chip label={listName} size="small" variant="outlined" />
          {disabled ? (
            <IconButton size="small" aria-label={L.remove(name)} disabled>
              <DeleteOutline fontSize="small" />
            </IconButton>
          ) : (
            <Tooltip title={L.remove(name)} describeChild>
              <IconButton size="small" aria-label={L.remove(name)} onClick={onRemove}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, px: 2, py: 1 }}>
          {/* The legend names the group for assistive technology; the card's heading shows the name. */}
          <Box component="legend" sx={visuallyHidden}>
            {L.items(name)}
          </Box>
          {category.subcategories.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {L.noItems}
            </Typography>
          ) : (
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
              {category.subcategories.map((item) => (
                <FormControlLabel
                  key={item.id}
                  control={
                    <Checkbox
                      checked={item.in_tour}
                      disabled={disabled}
                      onChange={(_event, checked) => onItemChange(item.id, checked)}
                    />
                  }
                  label={item.name}
                />
              ))}
            </FormGroup>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
