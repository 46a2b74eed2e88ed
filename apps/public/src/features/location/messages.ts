import { defineMessages, type NoMessageValues as None } from 'react-intl';

// Typed: each message's values are checked where it is formatted.
export const locationMessages = defineMessages<{
  legend: None;
  required: None;
  help: None;
  postalCode: None;
  region: None;
  pin: None;
  placeAtCentre: None;
  remove: None;
  placed: { lat: string; lng: string };
  none: None;
  loading: None;
  error: None;
  zoomIn: None;
  zoomOut: None;
}>({
  legend: { id: 'location.legend', defaultMessage: 'Your location' },
  required: { id: 'location.required', defaultMessage: '(required)' },
  help: {
    id: 'location.help',
    defaultMessage:
      'Enter your postal code, then mark where you live: click the map, or choose “Place the pin at the map centre” and move the pin with the arrow keys.',
  },
  postalCode: { id: 'location.postalCode', defaultMessage: 'Postal code' },
  region: {
    id: 'location.region',
    defaultMessage: 'Map for your location. Arrow keys move the map; click to place your pin.',
  },
  pin: {
    id: 'location.pin',
    defaultMessage: 'Your pin. Arrow keys move it; hold Shift to move it further.',
  },
  placeAtCentre: { id: 'location.placeAtCentre', defaultMessage: 'Place the pin at the map centre' },
  remove: { id: 'location.remove', defaultMessage: 'Remove the pin' },
  placed: {
    id: 'location.placed',
    defaultMessage: 'Pin placed at latitude {lat}, longitude {lng}.',
  },
  none: { id: 'location.none', defaultMessage: 'No pin placed yet.' },
  loading: { id: 'location.loading', defaultMessage: 'Loading the map…' },
  error: {
    id: 'location.error',
    defaultMessage: 'The map could not load. You can still place the pin at the map centre.',
  },
  zoomIn: { id: 'location.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'location.zoomOut', defaultMessage: 'Zoom out' },
});
