import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { createBaseMap } from '../shared/leaflet.ts';
import { divIcon, marker as createMarker } from '../shared/leaflet-marker.ts';
import { arrowOffset, normalizePin, type TLatLng } from './pin.ts';

// Drop-a-Pin's lazy chunk: a click places the pin; the pin itself is a button the arrow keys move.

export interface TPinMapHandle {
  /** The centre of the map as the resident sees it now. */
  centre(): TLatLng;
}

export interface TPinMapProps {
  center: [number, number] | null;
  zoom: number;
  pin: TLatLng | null;
  onPlace(pin: TLatLng): void;
  handle: Ref<TPinMapHandle>;
  label: string;
  pinLabel: string;
  zoomInTitle: string;
  zoomOutTitle: string;
}

export default function PinMap(props: TPinMapProps) {
  const { center, zoom, pin, label, pinLabel, zoomInTitle, zoomOutTitle } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const onPlace = useRef(props.onPlace);
  useEffect(() => {
    onPlace.current = props.onPlace;
  });

  useImperativeHandle(props.handle, () => ({
    centre: () =>
      normalizePin(mapRef.current?.getCenter() ?? { lat: center?.[0] ?? 0, lng: center?.[1] ?? 0 }),
  }));

  const lat = center?.[0];
  const lng = center?.[1];
  useEffect(() => {
    const map = createBaseMap(containerRef.current!, {
      center: lat === undefined || lng === undefined ? null : [lat, lng],
      zoom,
      label,
      zoomInTitle,
      zoomOutTitle,
    });
    map.on('click', (event) => onPlace.current(normalizePin(event.latlng)));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [lat, lng, zoom, label, zoomInTitle, zoomOutTitle]);

  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (pinLat === undefined || pinLng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) {
      markerRef.current.setLatLng([pinLat, pinLng]);
    } else {
      const icon = divIcon({
        className: 'cp-pin__marker',
        html: '<span class="cp-pin__marker-head"></span>',
        iconSize: [32, 34],
        iconAnchor: [16, 33],
      });
      const marker = createMarker([pinLat, pinLng], { icon, keyboard: true }).addTo(map);
      marker.getElement()!.addEventListener('keydown', (event) => {
        const offset = arrowOffset(event.key, event.shiftKey);
        if (!offset) return;
        event.preventDefault();
        event.stopPropagation();
        const at = map.latLngToContainerPoint(marker.getLatLng()).add(offset);
        const moved = normalizePin(map.containerPointToLatLng(at));
        map.panInside([moved.lat, moved.lng], { padding: [24, 24], animate: false });
        onPlace.current(moved);
      });
      markerRef.current = marker;
    }
    const element = markerRef.current.getElement()!;
    element.setAttribute('aria-label', pinLabel);
    element.title = pinLabel;
  }, [pinLat, pinLng, pinLabel, lat, lng, zoom, label, zoomInTitle, zoomOutTitle]);

  return <div ref={containerRef} className="cp-pin__canvas" />;
}
