import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { geoJSON, svg, type Map as LeafletMap } from 'leaflet';
import type { GeoJsonObject } from 'geojson';
import { GeoJSON, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import Box from '@mui/material/Box';
import { MAP_DEFAULTS } from '@commonpurse/domain';
import { MAP_CONFIG } from '@/ui/map-config.ts';
import { MAP_TAB_LABELS as L } from './labels.ts';
import { borderStyle, shapeStyle, type TItemShape } from './shapes.ts';

// The Leaflet map of the Map tab, in its own chunk with Leaflet's CSS (MapFrame loads it lazily).

export interface TMapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface TMapPreviewProps {
  /** The saved centre, or null (the preview then fits the shapes, else shows a wide default view). */
  center: { lat: number; lng: number } | null;
  zoom: number;
  height: number;
  color: string;
  border: GeoJsonObject | null;
  shapes: TItemShape[];
  /** The user moved or zoomed the map (never called for moves the preview makes itself). */
  onViewChange(view: TMapView): void;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** An item's name as a tooltip: an element, since Leaflet writes a string tooltip as HTML. */
function nameTooltip(name: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = name;
  return element;
}

/** Moves the map when the saved view changes, and reports the moves the user makes. */
function ViewSync({
  center,
  zoom,
  height,
  fit,
  onViewChange,
}: Pick<TMapPreviewProps, 'center' | 'zoom' | 'height' | 'onViewChange'> & { fit: GeoJsonObject[] }) {
  const map = useMap();
  const ourMove = useRef(false);
  const moveQuietly = (move: (m: LeafletMap) => void) => {
    ourMove.current = true;
    try {
      move(map);
    } finally {
      ourMove.current = false;
    }
  };

  useMapEvents({
    moveend: () => {
      if (ourMove.current) return;
      // Wrapped: a map panned across the antimeridian still saves a longitude within ±180.
      const c = map.getCenter().wrap();
      onViewChange({ lat: c.lat, lng: c.lng, zoom: map.getZoom() });
    },
  });

  useEffect(() => {
    map.getContainer().setAttribute('role', 'application');
    map.getContainer().setAttribute('aria-label', L.mapRegion);
  }, [map]);

  useEffect(() => {
    moveQuietly((m) => m.invalidateSize({ animate: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the height changes
  }, [height]);

  const lat = center?.lat;
  const lng = center?.lng;
  const hasFit = fit.length > 0;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) {
      const now = map.getCenter();
      if (near(now.lat, lat) && near(now.lng, lng) && map.getZoom() === zoom) return;
      moveQuietly((m) => m.setView([lat, lng], zoom, { animate: false }));
    } else if (hasFit) {
      const bounds = geoJSON(fit).getBounds();
      if (bounds.isValid()) moveQuietly((m) => m.fitBounds(bounds, { animate: false, padding: [16, 16] }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the saved view, not every render
  }, [lat, lng, zoom, hasFit]);

  return null;
}

/** The simulation map as residents will see it: tiles, the city limits and the items' shapes. */
export default function MapPreview({
  center,
  zoom,
  height,
  color,
  border,
  shapes,
  onViewChange,
}: TMapPreviewProps) {
  // SVG paths draw the shapes with no network and no canvas.
  const renderer = useMemo(() => svg(), []);
  const fit = useMemo(() => [...(border ? [border] : []), ...shapes.map((s) => s.data)], [border, shapes]);
  const start = center ?? MAP_CONFIG.fallbackCenter;
  return (
    <Box sx={{ height, '& .leaflet-container': { height: '100%', width: '100%' } }}>
      <MapContainer
        center={start}
        zoom={center ? zoom : MAP_CONFIG.fallbackZoom}
        minZoom={MAP_DEFAULTS.zoomMin}
        maxZoom={MAP_CONFIG.maxZoom}
        renderer={renderer}
      >
        <TileLayer
          url={MAP_CONFIG.tileUrl}
          attribution={MAP_CONFIG.tileAttribution}
          maxZoom={MAP_CONFIG.maxZoom}
        />
        {border && (
          <GeoJSON key={`border-${JSON.stringify(border)}`} data={border} style={borderStyle(color)} />
        )}
        {shapes.map((shape) => (
          <GeoJSON
            key={`${shape.id}-${JSON.stringify(shape.data)}`}
            data={shape.data}
            style={(feature) => shapeStyle(feature, color)}
            onEachFeature={(_feature, layer) => layer.bindTooltip(nameTooltip(shape.name), { sticky: true })}
          />
        ))}
        <ViewSync center={center} zoom={zoom} height={height} fit={fit} onViewChange={onViewChange} />
      </MapContainer>
    </Box>
  );
}
