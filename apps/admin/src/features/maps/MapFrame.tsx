import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MapErrorBoundary } from '@/ui/MapErrorBoundary.tsx';
import { MAP_TAB_LABELS as L } from './labels.ts';
import type { TMapPreviewProps } from './MapPreview.tsx';

// Leaflet and its CSS load with the preview only, never in the console's main bundle.
const MapPreview = lazy(() => import('./MapPreview.tsx'));

/** The preview map, loaded on demand, with a spinner meanwhile and the spec's message if it fails. */
export function MapFrame(props: TMapPreviewProps) {
  return (
    <MapErrorBoundary>
      <Suspense
        fallback={
          <Box sx={{ height: props.height, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
            <CircularProgress aria-label={L.loading} />
          </Box>
        }
      >
        <MapPreview {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
