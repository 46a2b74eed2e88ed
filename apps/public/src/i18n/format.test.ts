import { describe, expect, it } from 'vitest';
import { createFormatter, type TFormatOptions } from './format.ts';
import { pageLocaleOf } from './locales.ts';

const units = { currency_prefix: null, currency_suffix: null, number_prefix: null, number_suffix: null };
const formatter = (locale: string, extra: Partial<TFormatOptions> = {}) =>
  createFormatter({
    locale,
    tag: pageLocaleOf(locale).tag,
    mode: 'budget',
    units,
    homes: (_count, formatted) => `${formatted} homes`,
    perAcre: (value) => `${value} units per acre`,
    ...extra,
  });

describe('createFormatter', () => {
  it.each([
    ['en_US', 38_700_000, '$38,700,000'],
    ['en_US', 1234.5, '$1,234.50'],
    ['en_US', -387_000, '-$387,000'],
    ['en_US', -0.001, '$0'],
    ['en_GB', 1_250, '£1,250'],
    ['cy-GB', 1_250, '£1,250'],
    ['es', 1_250_000, '$1.250.000'],
    ['fr', 1_250_000, '$1 250 000'],
    ['ar', 1_250, '$1,250'],
  ])('%s formats %d as %s', (locale, value, expected) => {
    // French groups with a narrow no-break space.
    expect(
      formatter(locale)
        .amount(value)
        .replace(/\u202f|\u00a0/g, ' '),
    ).toBe(expected);
  });

  it('uses the simulation prefix or suffix instead of the sign', () => {
    expect(formatter('en_US', { units: { ...units, currency_prefix: 'CA$' } }).amount(10)).toBe('CA$10');
    expect(formatter('en_GB', { units: { ...units, currency_suffix: ' €' } }).amount(10)).toBe('10 €');
  });

  it('signs changes', () => {
    const f = formatter('en_US');
    expect(f.change(387_000)).toBe('+$387,000');
    expect(f.change(-12.5)).toBe('-$12.50');
    expect(f.change(0)).toBe('$0');
  });

  it('counts homes in housing mode, with the number prefix and suffix when set', () => {
    expect(formatter('en_US', { mode: 'housing' }).amount(4_500)).toBe('4,500 homes');
    expect(
      formatter('en_US', { mode: 'housing', units: { ...units, number_suffix: ' units' } }).amount(12),
    ).toBe('12 units');
  });

  it('shows tax rates as percent and densities per acre', () => {
    expect(formatter('en_US').rate(1.25, false)).toBe('1.25%');
    expect(formatter('en_US').rate(60, true)).toBe('60 units per acre');
  });
});
