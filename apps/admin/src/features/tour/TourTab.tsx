import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOUR_MESSAGES as M, TOUR_MORE_INFO_KEY } from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { AddToTour } from './AddToTour.tsx';
import { TOUR_LABELS as L } from './labels.ts';
import { outsideTour, tourOf, type TTourCategory } from './tour-model.ts';
import { TourList } from './TourList.tsx';
import { useTourActions } from './useTourActions.ts';

/** The 'Show more info and more details during tour.' checkbox, saved on change. */
function MoreInfoCheckbox({
  disabled,
  onSave,
}: {
  disabled: boolean;
  onSave(checked: boolean): Promise<boolean>;
}) {
  const { simulation } = useEditor();
  const stored = simulation.configuration_json[TOUR_MORE_INFO_KEY] === true;
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={pending ?? stored}
          disabled={disabled}
          onChange={async (_event, checked) => {
            setPending(checked);
            await onSave(checked);
            setPending(null);
          }}
        />
      }
      label={M.showMoreInfo}
    />
  );
}

/** The Guided Tour tab (spec 1 "Tour tab"): which categories the tour visits, in which order, with which items. */
export default function TourTab() {
  const { simulation, kind, capabilities } = useEditor();
  const actions = useTourActions();
  const tour = tourOf(simulation);
  const available = outsideTour(simulation);
  const housing = simulation.mode === 'housing';
  const disabled = kind.isPb || !capabilities.guided_tour;
  const listName = (category: TTourCategory) =>
    category.list === 'revenue'
      ? housing
        ? L.housingRevenue
        : L.revenue
      : housing
        ? L.housingSpending
        : L.spending;

  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {M.title}
      </Typography>
      {kind.isPb && <Alert severity="info">{M.noTourForPb}</Alert>}
      {!kind.isPb && !capabilities.guided_tour && <Alert severity="info">{M.tourDisabled}</Alert>}
      <MoreInfoCheckbox disabled={disabled} onSave={actions.setShowMoreInfo} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          {tour.length === 0 ? (
            <Typography color="text.secondary">{M.emptyHint}</Typography>
          ) : (
            <TourList
              tour={tour}
              listName={listName}
              disabled={disabled}
              onReorder={(ids) => void actions.reorder(ids)}
              onRemove={(category) => void actions.remove(category.id)}
              onItemChange={(category, itemId, inTour) =>
                void actions.setItemInTour(category, itemId, inTour)
              }
            />
          )}
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <AddToTour available={available} listName={listName} disabled={disabled} onAdd={actions.add} />
        </Paper>
      </Box>
    </Stack>
  );
}
