import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MAP_MESSAGES } from '@commonpurse/domain';

/** 'Error loading the map.' in place of a map that could not load (its chunk or Leaflet failed). */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <Alert severity="error">{MAP_MESSAGES.loadFailed}</Alert>;
    return this.props.children;
  }
}
