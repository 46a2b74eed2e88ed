import { describe, expect, it } from 'vitest';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { borderStyle, itemShapes, parseGeojson, shapeStyle } from './shapes.ts';

const polygon = (x: number) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [x, 0],
        [x + 1, 0],
        [x + 1, 1],
        [x, 0],
      ],
    ],
  });

describe('parseGeojson', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    ['{nope', null],
    ['{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}', null],
  ])('%j is no shape', (text, expected) => {
    expect(parseGeojson(text)).toBe(expected);
  });

  it('parses valid GeoJSON', () => {
    expect(parseGeojson(polygon(0))).toEqual(JSON.parse(polygon(0)));
  });
});

describe('itemShapes', () => {
  it('lists the items with a valid shape, spending first, in category then item order', () => {
    const view = makeView({
      expenses: [
        makeCategory({ id: 2, display_order: 1 }, [{ id: 21, name: 'Later', geojson: polygon(2) }]),
        makeCategory({ id: 1, display_order: 0 }, [
          { id: 12, name: 'Second', geojson: polygon(1), display_order: 1 },
          { id: 11, name: 'First', geojson: polygon(0), display_order: 0 },
          { id: 13, name: 'Broken', geojson: '{"type":"Polygon"}', display_order: 2 },
          { id: 14, name: 'None', geojson: null, display_order: 3 },
        ]),
      ],
      revenue: [
        makeCategory({ id: 3, type: 'revenue' }, [{ id: 31, name: 'Levy area', geojson: polygon(3) }]),
      ],
    });
    expect(itemShapes(view).map((s) => [s.id, s.name])).toEqual([
      [11, 'First'],
      [12, 'Second'],
      [21, 'Later'],
      [31, 'Levy area'],
    ]);
  });
});

describe('shape styles', () => {
  it.each([
    [{ properties: { density: 10 } }, 0.2],
    [{ properties: { density: 75 } }, 1],
    [{ properties: { density: '47.5' } }, 0.6],
    [{ properties: {} }, 0.5],
    [undefined, 0.5],
  ])('fills %j at the density opacity', (feature, opacity) => {
    const style = shapeStyle(feature, '#112233');
    expect(style).toMatchObject({ color: '#112233', fill: true, fillColor: '#112233' });
    expect(style.fillOpacity).toBeCloseTo(opacity, 10);
  });

  it.each([{ properties: { name: 'city_limits', density: 90 } }, { id: 'city_limits', properties: {} }])(
    'outlines the city limits only (%j)',
    (feature) => {
      expect(shapeStyle(feature, '#112233')).toEqual({ color: '#112233', weight: 2, fill: false });
    },
  );

  it('outlines the border', () => {
    expect(borderStyle('#abcdef')).toEqual({ color: '#abcdef', weight: 3, fill: false });
  });
});
