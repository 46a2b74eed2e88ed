import { describe, expect, it } from 'vitest';
import { isLocationMapEnabled, locationMapLoadFailed } from './location-map.ts';
import { isChoiceQuestion, optionCounts } from './question-highlights.ts';

describe('question highlights', () => {
  const options = [
    { value: 'north', label: 'North' },
    { value: 'south', label: 'South' },
  ];

  it('counts each option as a percent of the answers, unchosen ones at 0', () => {
    expect(optionCounts(options, new Map([['north', 3]]), 4)).toEqual([
      { value: 'north', label: 'North', count: 3, percentage: 75 },
      { value: 'south', label: 'South', count: 0, percentage: 0 },
    ]);
  });

  it('lists answered values no longer offered after the options, most answered first', () => {
    const answered = new Map([
      ['north', 1],
      ['east', 1],
      ['west', 2],
    ]);
    expect(optionCounts(options, answered, 4).map((o) => [o.label, o.count, o.percentage])).toEqual([
      ['North', 1, 25],
      ['South', 0, 0],
      ['west', 2, 50],
      ['east', 1, 25],
    ]);
  });

  it('has no percentages without answers', () => {
    expect(optionCounts(options, new Map(), 0).map((o) => o.percentage)).toEqual([null, null]);
  });

  it('counts options of select questions only', () => {
    expect(isChoiceQuestion('select')).toBe(true);
    expect(isChoiceQuestion('textarea')).toBe(false);
  });
});

describe('location map', () => {
  it('is enabled only when the client and the simulation both allow it', () => {
    const on = { is_custom_location_maps_enabled: true, is_location_enabled: true };
    expect(isLocationMapEnabled(on, on)).toBe(true);
    expect(isLocationMapEnabled({ ...on, is_custom_location_maps_enabled: false }, on)).toBe(false);
    expect(isLocationMapEnabled(on, { is_location_enabled: false })).toBe(false);
  });

  it('says why the markers failed', () => {
    expect(locationMapLoadFailed('Timeout')).toBe('Failed to load the location map data: Timeout');
  });
});
