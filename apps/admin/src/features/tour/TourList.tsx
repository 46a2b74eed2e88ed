import Stack from '@mui/material/Stack';
import { SortableRows } from '@/editor-kit/SortableRows.tsx';
import { TOUR_LABELS as L } from './labels.ts';
import type { TTourCategory } from './tour-model.ts';
import { TourCategoryCard } from './TourCategoryCard.tsx';

export interface TTourListProps {
  tour: TTourCategory[];
  listName(category: TTourCategory): string;
  disabled?: boolean;
  onReorder(ids: number[]): void;
  onRemove(category: TTourCategory): void;
  onItemChange(category: TTourCategory, itemId: number, inTour: boolean): void;
}

/** The tour categories as one sortable list (pointer and keyboard); the new order is saved on drop. */
export function TourList({ tour, listName, disabled, onReorder, onRemove, onItemChange }: TTourListProps) {
  return (
    <SortableRows
      ids={tour.map((c) => c.id)}
      nameOf={(id) => tour.find((c) => c.id === id)?.name ?? ''}
      instructions={L.dragInstructions}
      announce={L}
      onReorder={onReorder}
    >
      <Stack component="ol" aria-label={L.listLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tour.map((category, index) => (
          <TourCategoryCard
            key={category.id}
            category={category}
            position={index + 1}
            listName={listName(category)}
            disabled={disabled}
            onRemove={() => onRemove(category)}
            onItemChange={(itemId, inTour) => onItemChange(category, itemId, inTour)}
          />
        ))}
      </Stack>
    </SortableRows>
  );
}
