import { defineMessages, type NoMessageValues as None } from 'react-intl';

// Typed: each message's values are checked where it is formatted.
export const mapMessages = defineMessages<{
  region: { heading: string };
  listIntro: None;
  loading: None;
  error: None;
  zoomIn: None;
  zoomOut: None;
}>({
  region: {
    id: 'map.region',
    defaultMessage: 'Map: {heading}. The areas on it are also listed after the map.',
  },
  listIntro: { id: 'map.listIntro', defaultMessage: 'Areas on the map. Select one to open its item.' },
  loading: { id: 'map.loading', defaultMessage: 'Loading the map…' },
  error: { id: 'map.error', defaultMessage: 'Error loading the map.' },
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out' },
});
