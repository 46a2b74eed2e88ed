import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  currencySign,
  formatAnalyticsCurrency,
  formatCurrency,
  formatDuration,
  formatImpactTotal,
  formatNumber,
  formatPercent,
  roundTo,
  showTaxRate,
} from './numbers.ts';
import { storedIncrementRate } from '../structure/rates.ts';

describe('formatNumber', () => {
  it.each([
    [1234567.891, 2, '1,234,567.89'],
    [0, 2, '0.00'],
    [-1500, 0, '-1,500'],
    [0.12345, 4, '0.1235'],
    [1.005, 2, '1.01'],
    [-0.4, 0, '0'],
    [-0.6, 0, '-1'],
  ])('%d with %d decimals -> %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.12345, 4, 0.1235],
    [1234.56789, 4, 1234.5679],
    [14.499999999999998, 0, 15],
    [1e21, 2, 1e21],
    [12_345_678_901_234.56, 2, 12_345_678_901_234.56],
    [9_999_999_999_999.99, 2, 9_999_999_999_999.99],
  ])('%d to %d decimals -> %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never gives -0', () => {
    expect(Object.is(roundTo(-0.4, 0), 0)).toBe(true);
  });
});

describe('analytics currency, impact totals and percents', () => {
  it.each([
    [1234.5, {}, '$1,235'],
    [-1234.5, {}, '-$1,235'],
    [-0.4, {}, '$0'],
    [0, {}, '$0'],
    [999.5, { locale: 'en_GB' }, '£1,000'],
    [9_999_999_999_999.99, {}, '$10,000,000,000,000'],
    [12.4, { suffix: ' kr' }, '12 kr'],
  ])('%d %j -> %s', (value, options, expected) => {
    expect(formatAnalyticsCurrency(value, options)).toBe(expected);
  });

  it('shows impact totals to 4 decimals and percents rounded', () => {
    expect(formatImpactTotal(1234.56789)).toBe('1,234.5679');
    expect(formatImpactTotal(-0.00004)).toBe('0.0000');
    expect(formatPercent(12.5)).toBe('13%');
    expect(formatPercent(33.333, 1)).toBe('33.3%');
  });
});

describe('currency', () => {
  it.each([
    [{ locale: 'en_US' }, '$'],
    [{ locale: 'en_GB' }, '£'],
    [{ locale: 'en-GB' }, '£'],
    [{ locale: 'cy-GB' }, '£'],
    [{ locale: 'fr' }, '$'],
    [{ locale: 'en_GB', suffix: ' €' }, ''],
    [{ prefix: 'CHF ' }, 'CHF '],
  ])('%j uses %j', (options, sign) => {
    expect(currencySign(options)).toBe(sign);
  });

  it('formats with the sign, sign of the value and suffix', () => {
    expect(formatCurrency(1500)).toBe('$1,500.00');
    expect(formatCurrency(-1500, { decimals: 0 })).toBe('-$1,500');
    expect(formatCurrency(99.5, { locale: 'cy-GB' })).toBe('£99.50');
    expect(formatCurrency(10, { suffix: ' kr', decimals: 0 })).toBe('10 kr');
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [999, {}, '999'],
    [1000, {}, '1K'],
    [1_250_000, {}, '1.25M'],
    [999_999, {}, '1M'],
    [3_400_000_000, {}, '3.4B'],
    [7_000_000_000_000, {}, '7T'],
    [2e15, {}, '2P'],
    [5e18, {}, '5E'],
    [-2500, {}, '-2.5K'],
    [1_250_000, { condensed: true }, '1.25m'],
    [45_600, { condensed: true, decimals: 0 }, '46k'],
    [2.5e12, { condensed: true }, '2.5t'],
    [999_999_999, { condensed: true }, '1b'],
    [2e15, { condensed: true }, '2P'],
    [1005, {}, '1.01K'],
    [-0.001, {}, '0'],
    [0, {}, '0'],
    [12.345, {}, '12.35'],
  ])('%d %j -> %s', (value, options, expected) => {
    expect(abbreviateNumber(value, options)).toBe(expected);
  });
});

describe('durations and rates', () => {
  it.each([
    [0, '0m 0s'],
    [59, '0m 59s'],
    [754, '12m 34s'],
    [3600, '1h 0m'],
    [5430, '1h 30m'],
  ])('%d seconds -> %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('stores the increment rate divided by 100 to 7 decimals and shows tax rates to 6', () => {
    expect(storedIncrementRate(2.5)).toBe(0.025);
    expect(storedIncrementRate(1 / 3)).toBe(0.0033333);
    expect(showTaxRate(0.0725)).toBe(7.25);
    expect(showTaxRate(0.123456789)).toBe(12.345679);
  });
});
