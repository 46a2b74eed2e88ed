import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES, locationMapLoadFailed } from '@commonpurse/domain/analytics';
import { MapErrorBoundary } from '@/ui/MapErrorBoundary.tsx';
import { useLocationMarkers } from './sections-api.ts';
import { LOCATION_MAP_LABELS as L } from './sections-labels.ts';
import { useLocationMapGate } from './useLocationMapGate.ts';

// Leaflet and its CSS load with the map only, never in the console's main bundle.
const LocationMarkersMap = lazy(() => import('./LocationMarkersMap.tsx'));

const MAP_HEIGHT = 420;

const Spinner = () => (
  <Box sx={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
    <CircularProgress aria-label={L.loading} />
  </Box>
);

function Markers({ budgetId }: { budgetId: number }) {
  const markers = useLocationMarkers(budgetId, true);
  if (markers.isError) return <Alert severity="error">{locationMapLoadFailed(markers.error.message)}</Alert>;
  if (!markers.data) return <Spinner />;
  if (markers.data.length === 0) return <Typography>{L.none}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{L.count(markers.data.length)}</Typography>
      <MapErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <LocationMarkersMap markers={markers.data} height={MAP_HEIGHT} />
        </Suspense>
      </MapErrorBoundary>
    </>
  );
}

/**
 * The location map panel (spec 2 'Location map'): the submissions' pins, enabled only when the client
 * allows custom location maps and the simulation Drop-a-Pin.
 */
export function LocationMapPanel({ budgetId }: { budgetId: number }) {
  const gate = useLocationMapGate(budgetId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy={gate.state === 'waiting'}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {L.title}
      </Typography>
      {gate.state === 'waiting' && <Spinner />}
      {gate.state === 'client-off' && (
        <Typography color="text.secondary">{ANALYTICS_MESSAGES.locationMapsDisabled}</Typography>
      )}
      {gate.state === 'simulation-off' && <Typography color="text.secondary">{L.simulationOff}</Typography>}
      {gate.state === 'enabled' && <Markers budgetId={budgetId} />}
    </Paper>
  );
}
