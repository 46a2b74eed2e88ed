// Leaflet's modules for Drop-a-Pin's map (PinMap) only: its pin, a marker with a div icon (decision 0618).
export { marker } from 'leaflet/src/layer/marker/Marker';
export { divIcon } from 'leaflet/src/layer/marker/DivIcon';
