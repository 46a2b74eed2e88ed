import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import type { GeoJsonObject } from 'geojson';
import MapPreview, { type TMapPreviewProps } from './MapPreview.tsx';

// Real Leaflet in jsdom: no network, no layout, SVG paths. Tiles never load here, and the shapes
// must draw all the same.

const square = (x: number, properties: Record<string, unknown>) => ({
  type: 'Feature' as const,
  properties,
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [x, 44],
        [x + 0.01, 44],
        [x + 0.01, 44.01],
        [x, 44],
      ],
    ],
  },
});

const props = (overrides: Partial<TMapPreviewProps> = {}): TMapPreviewProps => ({
  center: { lat: 44, lng: -123 },
  zoom: 13,
  height: 400,
  color: '#112233',
  border: null,
  shapes: [],
  onViewChange: vi.fn(),
  ...overrides,
});

/** The drawn shapes (Leaflet's interactive SVG paths), with their styling attributes. */
const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll('path.leaflet-interactive')].map((path) => ({
    stroke: path.getAttribute('stroke'),
    fill: path.getAttribute('fill'),
    fillOpacity: path.hasAttribute('fill-opacity') ? Number(path.getAttribute('fill-opacity')) : null,
  }));

describe('the map preview', () => {
  it('fills each item shape by its density and outlines the city limits', () => {
    const { container } = render(
      <MapPreview
        {...props({
          shapes: [
            { id: 1, name: 'Dense', data: square(-123, { density: 80 }) },
            { id: 2, name: 'Middle', data: square(-123.02, { density: '47.5' }) },
            { id: 3, name: 'Sparse', data: square(-123.04, { density: 5 }) },
            { id: 4, name: 'Unknown', data: square(-123.06, {}) },
            { id: 5, name: 'Limits', data: square(-123.1, { name: 'city_limits' }) },
          ],
        })}
      />,
    );
    expect(drawn(container)).toEqual([
      { stroke: '#112233', fill: '#112233', fillOpacity: 1 },
      { stroke: '#112233', fill: '#112233', fillOpacity: expect.closeTo(0.6, 10) },
      { stroke: '#112233', fill: '#112233', fillOpacity: 0.2 },
      { stroke: '#112233', fill: '#112233', fillOpacity: 0.5 },
      { stroke: '#112233', fill: 'none', fillOpacity: null },
    ]);
  });

  it('draws the city-limits border as an outline, in the chosen colour', () => {
    const border = square(-123, { name: 'Riverton' }) as GeoJsonObject;
    const { container, rerender } = render(<MapPreview {...props({ border })} />);
    expect(drawn(container)).toEqual([{ stroke: '#112233', fill: 'none', fillOpacity: null }]);
    rerender(<MapPreview {...props({ border, color: '#aa0000' })} />);
    expect(drawn(container)).toEqual([{ stroke: '#aa0000', fill: 'none', fillOpacity: null }]);
  });

  it('reports the view the user moves to, not the moves it makes itself', () => {
    const onViewChange = vi.fn();
    const { container, rerender } = render(<MapPreview {...props({ onViewChange })} />);
    const map = container.querySelector<HTMLElement>('.leaflet-container')!;
    expect(map.getAttribute('role')).toBe('application');
    expect(map.getAttribute('aria-label')).toMatch(/^Map preview/);

    // A new saved centre (a search) moves the map quietly.
    rerender(<MapPreview {...props({ onViewChange, center: { lat: 45.5, lng: -122.6 } })} />);
    expect(onViewChange).not.toHaveBeenCalled();

    // Zooming in with the keyboard (+) is the user's move.
    fireEvent.focus(map);
    fireEvent.keyDown(map, { key: '+', keyCode: 107 });
    expect(onViewChange).toHaveBeenCalledTimes(1);
    const [view] = onViewChange.mock.calls[0]!;
    expect(view.zoom).toBe(14);
    expect(view.lat).toBeCloseTo(45.5, 6);
    expect(view.lng).toBeCloseTo(-122.6, 6);
  });

  it('shows an item name in its tooltip as text, never as markup (decision 0557)', () => {
    const name = '<img src=x onerror="window.__ran = true">Pool';
    const { container } = render(
      <MapPreview {...props({ shapes: [{ id: 1, name, data: square(-123, {}) }] })} />,
    );
    fireEvent.mouseOver(container.querySelector('path.leaflet-interactive')!);
    const tooltip = container.querySelector('.leaflet-tooltip')!;
    expect(tooltip.textContent).toBe(name);
    expect(tooltip.querySelector('img')).toBeNull();
  });
});
