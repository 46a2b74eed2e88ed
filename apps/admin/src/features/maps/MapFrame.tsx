import { Component, lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MAP_MESSAGES } from '@commonpurse/domain';
import { MAP_TAB_LABELS as L } from './labels.ts';
import type { TMapPreviewProps } from './MapPreview.tsx';

// Leaflet and its CSS load with the preview only, never in the console's main bundle.
const MapPreview = lazy(() => import('./MapPreview.tsx'));

/** 'Error loading the map.' in place of a map that could not load (its chunk or Leaflet failed). */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <Alert severity="error">{MAP_MESSAGES.loadFailed}</Alert>;
    return this.props.children;
  }
}

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
