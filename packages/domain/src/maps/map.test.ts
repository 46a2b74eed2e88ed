import { describe, expect, it } from 'vitest';
import { GEOJSON_MESSAGES } from '../structure/geojson.ts';
import { ZSimulationUpdate } from '../simulations/schemas.ts';
import { uniqueLinkTargets } from './links.ts';
import { MAP_MESSAGES } from './messages.ts';
import { MAP_DEFAULTS, normalizeMapColor, normalizeMapZoom, resolveMapSettings } from './settings.ts';
import { featureOpacity, isCityLimits, shapeOpacity } from './shapes.ts';

describe('shapeOpacity', () => {
  it.each([
    [undefined, 0.5],
    [null, 0.5],
    ['', 0.5],
    ['dense', 0.5],
    [Number.NaN, 0.5],
    [-5, 0.2],
    [0, 0.2],
    [20, 0.2],
    [20.0001, 0.2 + (0.0001 / 55) * 0.8],
    [47.5, 0.6],
    ['47.5', 0.6],
    [74.9, 0.2 + (54.9 / 55) * 0.8],
    [75, 1],
    [1000, 1],
  ])('density %j -> %d', (density, opacity) => {
    expect(shapeOpacity(density)).toBeCloseTo(opacity, 10);
  });

  it('reads a feature density property', () => {
    expect(featureOpacity({ properties: { density: 75 } })).toBe(1);
    expect(featureOpacity({ properties: null })).toBe(0.5);
    expect(featureOpacity({})).toBe(0.5);
  });

  it('knows the city limits by name or id', () => {
    expect(isCityLimits({ properties: { name: 'city_limits' } })).toBe(true);
    expect(isCityLimits({ id: 'city_limits', properties: {} })).toBe(true);
    expect(isCityLimits({ properties: { name: 'Downtown' } })).toBe(false);
  });
});

describe('map settings', () => {
  it('defaults zoom 13, colour #E57339 and height 500', () => {
    expect(normalizeMapZoom(null)).toBe(13);
    expect(normalizeMapZoom(9)).toBe(9);
    expect(normalizeMapColor(null)).toBe('#E57339');
    expect(normalizeMapColor('')).toBe('#E57339');
    expect(normalizeMapColor('#112233')).toBe('#112233');
    expect(
      resolveMapSettings({
        map_enabled: true,
        map_focus_display: false,
        map_center_lat: 44.05,
        map_center_lng: null,
        map_zoom_level: null,
        map_height: 200,
        map_shape_color: null,
        geojson: '  ',
      }),
    ).toEqual({
      enabled: true,
      focusDisplay: false,
      center: null,
      zoom: MAP_DEFAULTS.zoom,
      height: MAP_DEFAULTS.height,
      color: MAP_DEFAULTS.color,
      cityLimits: null,
    });
  });

  it.each([
    [{ map_shape_color: 'red' }, { map_shape_color: [MAP_MESSAGES.colorInvalid] }],
    [{ map_shape_color: '#12345' }, { map_shape_color: [MAP_MESSAGES.colorInvalid] }],
    [{ geojson: '{nope' }, { geojson: [GEOJSON_MESSAGES.notJson] }],
    [
      { geojson: '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}' },
      { geojson: [GEOJSON_MESSAGES.notGeoJson] },
    ],
    [{ map_zoom_level: 21 }, { map_zoom_level: ['Too big: expected number to be <=20'] }],
    [
      { subcategory_links: [{ target_budget_subcategory_id: 0 }] },
      {
        'subcategory_links.0.target_budget_subcategory_id': ['Too small: expected number to be >0'],
      },
    ],
  ])('PATCH refuses %j', (body, errors) => {
    const result = ZSimulationUpdate.safeParse(body);
    const found: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) (found[issue.path.join('.')] ??= []).push(issue.message);
    expect(found).toEqual(errors);
  });

  it('PATCH accepts a border, an empty one as none, and the drop-a-pin and tour flags', () => {
    const border =
      '{"type":"Feature","properties":{"name":"city_limits"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}}';
    expect(ZSimulationUpdate.parse({ geojson: border }).geojson).toBe(border);
    expect(ZSimulationUpdate.parse({ geojson: ' ' }).geojson).toBeNull();
    expect(ZSimulationUpdate.parse({ map_shape_color: '#e57339' }).map_shape_color).toBe('#e57339');
    expect(
      ZSimulationUpdate.parse({
        is_location_enabled: true,
        is_location_required: true,
        configuration_json: { show_tour_more_info: true },
      }),
    ).toEqual({
      is_location_enabled: true,
      is_location_required: true,
      configuration_json: { show_tour_more_info: true },
    });
  });

  it('keeps each link target once', () => {
    expect(
      uniqueLinkTargets([
        { target_budget_subcategory_id: 3 },
        { target_budget_subcategory_id: 1 },
        { target_budget_subcategory_id: 3 },
      ]),
    ).toEqual([3, 1]);
  });
});
