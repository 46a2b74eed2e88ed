import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  currencySign,
  formatCurrency,
  formatDuration,
  formatNumber,
  showTaxRate,
  storeIncrementRate,
} from './numbers.ts';

describe('formatNumber', () => {
  it.each([
    [1234567.891, 2, '1,234,567.89'],
    [0, 2, '0.00'],
    [-1500, 0, '-1,500'],
    [0.12345, 4, '0.1235'],
  ])('%d with %d decimals -> %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
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
    expect(storeIncrementRate(2.5)).toBe(0.025);
    expect(storeIncrementRate(1 / 3)).toBe(0.0033333);
    expect(showTaxRate(0.0725)).toBe(7.25);
    expect(showTaxRate(0.123456789)).toBe(12.345679);
  });
});
