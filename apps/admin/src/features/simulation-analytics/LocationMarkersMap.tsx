import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { canvas, circleMarker, latLngBounds, layerGroup } from 'leaflet';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import Box from '@mui/material/Box';
import { LOCATION_MAP_ZOOM, type TLocationMarker } from '@commonpurse/domain/analytics';
import { MAP_CONFIG } from '@/ui/map-config.ts';
import { LOCATION_MAP_LABELS as L } from './sections-labels.ts';

// The Leaflet map of the location map panel, in its own chunk with Leaflet's CSS (loaded lazily).

export interface TLocationMarkersMapProps {
  markers: readonly TLocationMarker[];
  height: number;
}

const MARKER_STYLE = { radius: 5, weight: 1, color: '#0b3d91', fillColor: '#1e6fd9', fillOpacity: 0.6 };

/**
 * The pins as circles on one canvas layer, added outside React: 10,000 of them (ANALYTICS_LISTS
 * .locationMarkers) draw in one pass with no DOM node each (decision 0386).
 */
function Markers({ markers }: { markers: readonly TLocationMarker[] }) {
  const map = useMap();
  const renderer = useMemo(() => canvas({ padding: 0.5 }), []);
  useEffect(() => {
    map.getContainer().setAttribute('role', 'region');
    map.getContainer().setAttribute('aria-label', L.region);
    const group = layerGroup(
      markers.map((m) => circleMarker([m.lat, m.lng], { ...MARKER_STYLE, renderer, interactive: false })),
    ).addTo(map);
    return () => {
      group.remove();
    };
  }, [map, markers, renderer]);
  return null;
}

/** The map at the analytics zoom (10), centred on the middle of the pins' bounds. */
export default function LocationMarkersMap({ markers, height }: TLocationMarkersMapProps) {
  const center = useMemo(
    () => latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number])).getCenter(),
    [markers],
  );
  return (
    <Box sx={{ height, '& .leaflet-container': { height: '100%', width: '100%' } }}>
      <MapContainer center={center} zoom={LOCATION_MAP_ZOOM} maxZoom={MAP_CONFIG.maxZoom} preferCanvas>
        <TileLayer
          url={MAP_CONFIG.tileUrl}
          attribution={MAP_CONFIG.tileAttribution}
          maxZoom={MAP_CONFIG.maxZoom}
        />
        <Markers markers={markers} />
      </MapContainer>
    </Box>
  );
}
