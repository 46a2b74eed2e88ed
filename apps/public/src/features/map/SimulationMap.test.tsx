// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TPublicItem } from '@commonpurse/domain/public';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { SimulationMap, type TSimulationMapProps } from './SimulationMap.tsx';
import { shapeStyle } from './shapes.ts';

setupFeatureTests();
// The map's lazy chunk brings Leaflet's own modules, about fifty, transformed on first use (seconds on a
// busy machine: decision 0618): loaded once before the tests, whose waits are then for the map itself.
beforeAll(() => import('./LeafletShapes.tsx'), 60_000);

const square = (x: number, properties: Record<string, unknown>) =>
  JSON.stringify({
    type: 'Feature',
    properties,
    geometry: {
      type: 'Polygon',
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

const item = (id: number, name: string): TPublicItem =>
  ({ id, name, amount: id * 1000, budget_category_id: 1 }) as TPublicItem;

const items = [item(1, 'Downtown'), item(2, 'Riverside'), item(3, 'Hills'), item(4, 'Unmapped')];

const baseMap = (): NonNullable<TSimulationMapProps['map']> => ({
  focus_display: false,
  geojson: square(-123.2, { name: 'Riverton' }),
  center_lat: 44,
  center_lng: -123,
  zoom: 12,
  height: 420,
  shape_color: '#112233',
  links: [
    { budget_subcategory_id: 1, geojson: square(-123, { density: 80 }) },
    { budget_subcategory_id: 2, geojson: square(-123.02, { density: '47.5' }) },
    { budget_subcategory_id: 3, geojson: square(-123.04, {}) },
    { budget_subcategory_id: 3, geojson: square(-123.06, { name: 'city_limits' }) },
    // Skipped: not JSON, not GeoJSON (a two-point polygon), an item the simulation does not have.
    { budget_subcategory_id: 4, geojson: '{"type":' },
    { budget_subcategory_id: 4, geojson: '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}' },
    { budget_subcategory_id: 99, geojson: square(-123.08, {}) },
  ],
});

const renderMap = (overrides: Partial<TSimulationMapProps> = {}) => {
  const onOpenItem = vi.fn();
  const view = renderWithIntl(
    <SimulationMap
      map={baseMap()}
      items={items}
      amounts={new Map([[1, 1500]])}
      format={(amount) => `$${amount}`}
      onOpenItem={onOpenItem}
      heading="Neighbourhoods"
      {...overrides}
    />,
  );
  return { ...view, onOpenItem };
};

/** Leaflet's drawn shapes (SVG renderer), with their styling attributes. */
const shapePaths = (container: HTMLElement) => [...container.querySelectorAll('.leaflet-overlay-pane path')];
const drawn = (container: HTMLElement) =>
  shapePaths(container).map((path) => ({
    stroke: path.getAttribute('stroke'),
    fill: path.getAttribute('fill'),
    fillOpacity: path.hasAttribute('fill-opacity') ? Number(path.getAttribute('fill-opacity')) : null,
    interactive: path.classList.contains('leaflet-interactive'),
  }));

describe('the simulation map', () => {
  it('lists each mapped item once as a button that opens it, skipping invalid shapes', () => {
    const { onOpenItem } = renderMap();
    expect(screen.getByRole('region', { name: 'Neighbourhoods' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Neighbourhoods' })).toBeTruthy();
    const buttons = screen.getAllByRole('button').filter((b) => !b.closest('.leaflet-container'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Downtown$1500', 'Riverside$2000', 'Hills$3000']);
    fireEvent.click(screen.getByRole('button', { name: /Riverside/ }));
    expect(onOpenItem).toHaveBeenCalledWith(2);
  });

  it('draws the shapes by density, city limits as outlines, and opens an item on a click', async () => {
    const { container, onOpenItem } = renderMap();
    await waitFor(() => expect(shapePaths(container)).toHaveLength(5));
    expect(drawn(container)).toEqual([
      { stroke: '#112233', fill: 'none', fillOpacity: null, interactive: false },
      { stroke: '#112233', fill: '#112233', fillOpacity: 1, interactive: true },
      { stroke: '#112233', fill: '#112233', fillOpacity: expect.closeTo(0.6, 10), interactive: true },
      { stroke: '#112233', fill: '#112233', fillOpacity: 0.5, interactive: true },
      { stroke: '#112233', fill: 'none', fillOpacity: null, interactive: true },
    ]);
    fireEvent.click(shapePaths(container)[3]!);
    expect(onOpenItem).toHaveBeenCalledWith(3);
  });

  it("shows an item's name on hover as text, never as HTML", async () => {
    const named = items.map((i) => (i.id === 1 ? { ...i, name: '<img src=x onerror=alert(1)>Downtown' } : i));
    const { container } = renderMap({ items: named });
    await waitFor(() => expect(shapePaths(container)).toHaveLength(5));
    fireEvent.mouseOver(shapePaths(container)[1]!);
    const tooltip = container.querySelector('.leaflet-tooltip')!;
    expect(tooltip.textContent).toBe('<img src=x onerror=alert(1)>Downtown');
    expect(tooltip.querySelector('img')).toBeNull();
  });

  it('is a labelled, keyboard-focusable map region of the configured height with OSM attribution', async () => {
    const { container } = renderMap();
    const region = await screen.findByRole('region', { name: /^Map: Neighbourhoods\./ });
    expect(region.tabIndex).toBe(0);
    expect(container.querySelector<HTMLElement>('.cp-map__frame')!.style.height).toBe('420px');
    expect(container.querySelector('.leaflet-control-attribution')!.textContent).toContain('OpenStreetMap');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('draws nothing without a map', () => {
    const { container } = renderMap({ map: null });
    expect(container.innerHTML).toBe('');
  });
});

describe('shape style', () => {
  it.each([
    [{ density: 10 }, 0.2],
    [{ density: 20 }, 0.2],
    [{ density: 47.5 }, 0.6],
    [{ density: 75 }, 1],
    [{ density: 200 }, 1],
    [{ density: 'dense' }, 0.5],
    [{}, 0.5],
  ])('%j is filled at %d', (properties, opacity) => {
    expect(shapeStyle({ properties }, '#000').fillOpacity).toBeCloseTo(opacity, 10);
  });

  it('outlines a feature whose name or id is city_limits', () => {
    expect(shapeStyle({ properties: { name: 'city_limits' } }, '#000').fill).toBe(false);
    expect(shapeStyle({ id: 'city_limits', properties: {} }, '#000').fill).toBe(false);
  });
});
