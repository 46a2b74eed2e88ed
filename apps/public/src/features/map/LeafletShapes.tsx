import { useEffect, useRef } from 'react';
import type { GeoJSON as LeafletGeoJSON, Map as LeafletMap } from 'leaflet';
import type { GeoJsonObject } from 'geojson';
import { createBaseMap } from '../shared/leaflet.ts';
import { geoJSON, latLngBounds, svg } from '../shared/leaflet-shapes.ts';
import { borderStyle, shapeStyle, type TItemShape } from './shapes.ts';

// The map's lazy chunk: Leaflet draws the city limits and the items' shapes; a click opens the item.

export interface TLeafletShapesProps {
  center: [number, number] | null;
  zoom: number;
  color: string;
  border: GeoJsonObject | null;
  shapes: readonly TItemShape[];
  onOpenItem(id: number): void;
  label: string;
  zoomInTitle: string;
  zoomOutTitle: string;
}

export default function LeafletShapes(props: TLeafletShapesProps) {
  const { center, zoom, color, border, shapes, label, zoomInTitle, zoomOutTitle } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const onOpenItem = useRef(props.onOpenItem);
  useEffect(() => {
    onOpenItem.current = props.onOpenItem;
  });

  const lat = center?.[0];
  const lng = center?.[1];
  useEffect(() => {
    const map = createBaseMap(containerRef.current!, {
      center: lat === undefined || lng === undefined ? null : [lat, lng],
      zoom,
      label,
      zoomInTitle,
      zoomOutTitle,
      renderer: svg(),
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [lat, lng, zoom, label, zoomInTitle, zoomOutTitle]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layers: LeafletGeoJSON[] = [];
    if (border) layers.push(geoJSON(border, { style: borderStyle(color), interactive: false }));
    for (const shape of shapes) {
      const layer = geoJSON(shape.data, { style: (feature) => shapeStyle(feature, color) });
      // An element, not a string: Leaflet writes a string tooltip as HTML, and a name is plain text.
      const name = document.createElement('span');
      name.textContent = shape.name;
      layer.bindTooltip(name, { sticky: true });
      layer.on('click', () => onOpenItem.current(shape.itemId));
      layers.push(layer);
    }
    for (const layer of layers) layer.addTo(map);
    // Without a saved centre the map shows everything it draws.
    if (lat === undefined || lng === undefined) {
      const bounds = layers.reduce((all, layer) => all.extend(layer.getBounds()), latLngBounds([]));
      if (bounds.isValid()) map.fitBounds(bounds, { animate: false, padding: [16, 16] });
    }
    return () => {
      for (const layer of layers) layer.remove();
    };
  }, [border, shapes, color, lat, lng, zoom, label, zoomInTitle, zoomOutTitle]);

  return <div ref={containerRef} className="cp-map__canvas" />;
}
